// The office's figures (issue 29) through the built site, on PGlite and PostgreSQL: a
// family follows a campaign's link and sends a request, and the group admin finds it under
// that campaign in the sources' table, with a link to exactly that inbox list and the same
// row in the CSV; a school's staff see their school's figures only and get 404 for
// another's; the page is never stored, reads in Telugu, and bad addresses fall back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInIndia } from "#app/lib/india-date.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { writeKnownRequests } from "../tests/support/insights-rows.ts";
import { visible } from "../tests/support/page-reading.ts";
import { validPayloads } from "../tests/support/payloads.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { addTestMember } from "../tests/support/staff-members.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough passphrase";
const CAMPAIGN = "/?utm_source=radio&utm_medium=fm&utm_campaign=diwali-2026";

/** The sources table's row for a source and campaign: its cells' texts and links. */
function sourceRow(html: string, source: string, campaign: string) {
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) => row!);
  const row = rows.find((each) => each.includes(`>${source}</th>`) && each.includes(`>${campaign}</td>`));
  if (!row) return undefined;
  return [...row.matchAll(/<(?:td|th)[^>]*>([\s\S]*?)<\/(?:td|th)>/g)].map(([, cell]) => ({
    text: cell!.replace(/<[^>]*>/g, ""),
    href: /href="([^"]*)"/.exec(cell!)?.[1]?.replaceAll("&amp;", "&"),
  }));
}

describe.each(engines)("the insights page on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  const cookies: Record<"admin" | "prism" | "viswa", string> = { admin: "", prism: "", viswa: "" };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    await writeKnownRequests(db, { count: 60, days: 80, now: new Date() });
    await addTestMember(db, "office@example.org", "admin", undefined, PASSWORD);
    await addTestMember(db, "prism@example.org", "staff", "prism", PASSWORD);
    await addTestMember(db, "viswa@example.org", "staff", "viswa", PASSWORD);
    site = await startTestServer(db, await builtPages(db, () => {}));
    for (const [who, email] of [["admin", "office@example.org"], ["prism", "prism@example.org"], ["viswa", "viswa@example.org"]] as const) {
      cookies[who] = await staffCookie(site.url, email, PASSWORD);
    }
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const get = (path: string, who: keyof typeof cookies) => fetch(`${site.url}${path}`, { redirect: "manual", headers: { "accept-language": "en", cookie: cookies[who] } });

  it("finds a request sent after a campaign's link under that campaign, with its inbox list and its CSV row", async () => {
    const landing = await fetch(`${site.url}${CAMPAIGN}`);
    await landing.text();
    const visit = landing.headers.getSetCookie().find((cookie) => cookie.startsWith("vs="))?.split(";")[0];
    expect(visit).toBeTruthy();
    const sent = await fetch(`${site.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: visit! },
      body: JSON.stringify({ ...validPayloads["/api/contact"](), firstName: "Radiolistener", school: "prism" }),
    });
    expect(sent.status).toBe(201);

    const page = await get("/staff/insights?period=month", "admin");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = visible(await page.text());
    expect(html).toContain("<h1");
    expect(html).toMatch(/<svg[^>]*role="(img|group)"/);
    const row = sourceRow(html, "radio", "diwali-2026");
    expect(row?.map((cell) => cell.text)).toEqual(["radio", "diwali-2026", "1", "0", "0"]);

    // The count opens the inbox list it counts: this one request.
    const list = await get(row![2]!.href!, "admin");
    const listed = visible(await list.text());
    expect(list.status).toBe(200);
    expect(listed).toContain("Radiolistener");
    expect(listed.match(/href="\/staff\/requests\//g)).toHaveLength(1);

    const csv = await get(`/staff/insights.csv?period=month&table=sources`, "admin");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="insights-sources-${todayInIndia().slice(0, 8)}01-${todayInIndia()}.csv"`);
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await csv.arrayBuffer());
    // UTF-8 with its byte order mark, so that a spreadsheet reads the Telugu letters.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Source,Campaign,Requests,Came to visit,Admitted");
    expect(lines).toContain("radio,diwali-2026,1,0,0");

    // Prism's staff see it; Viswa's do not, and cannot ask for Prism's figures.
    expect(sourceRow(visible(await (await get("/staff/insights?period=month", "prism")).text()), "radio", "diwali-2026")?.[2]?.text).toBe("1");
    const viswa = visible(await (await get("/staff/insights?period=month", "viswa")).text());
    expect(sourceRow(viswa, "radio", "diwali-2026")).toBeUndefined();
    expect((await get("/staff/insights?school=prism", "viswa")).status).toBe(404);
    expect((await get("/staff/insights.csv?school=prism&table=sources", "viswa")).status).toBe(404);
    expect((await get("/staff/insights?school=prism", "admin")).status).toBe(200);
  });

  it("shows a school's staff their own school's figures, without the group's rows", async () => {
    const html = visible(await (await get("/staff/insights?period=3m", "viswa")).text());
    expect(html).toContain("Viswa Bharathi");
    expect(html).not.toContain("Prism International");
    expect(html).not.toContain("Not for one school");
  });

  it("opens each school's own hours week by week from the group's page", async () => {
    const html = visible(await (await get("/staff/insights?period=3m", "admin")).text());
    expect(html).toContain("Each school&#x27;s hours to a first answer, week by week:");
    const link = html.match(/href="(\/staff\/insights\?[^"]*school=prism#insights-response)"/)?.[1]?.replaceAll("&amp;", "&");
    expect(link).toBe("/staff/insights?period=3m&school=prism#insights-response");
    const own = visible(await (await get(link!.replace(/#.*/, ""), "admin")).text());
    expect(own).toContain("Week by week: the hours to a first answer");
    expect(own).not.toContain("Each school&#x27;s hours to a first answer");
    // A school's staff see their school only: no such list.
    expect(visible(await (await get("/staff/insights?period=3m", "viswa")).text())).not.toContain("Each school&#x27;s hours");
  });

  it("reads in Telugu", async () => {
    const response = await fetch(`${site.url}/te/staff/insights`, { headers: { cookie: cookies.admin } });
    const html = visible(await response.text());
    expect(response.status).toBe(200);
    expect(html).toContain("<h1 id=\"staff-insights-title\" class=\"text-2xl font-bold sm:text-3xl\">లెక్కలు</h1>");
    expect(html).toContain("కుటుంబాలు ఎక్కడి నుంచి వస్తున్నాయి");
    const csv = await (await fetch(`${site.url}/te/staff/insights.csv?table=funnel`, { headers: { cookie: cookies.admin } })).text();
    expect(csv.split("\r\n")[0]).toBe("పాఠశాల,కొత్తది,సంప్రదించాం,సందర్శన ఖరారైంది,సందర్శించారు,ప్రవేశం పొందారు");
  });

  it("answers odd addresses with a page, never an error, and refuses the signed-out", async () => {
    for (const query of ["?period=custom&from=2026-13-01&to=x", "?period=custom&from=2027-01-01&to=2020-01-01", "?period=12m&school=", "?period=month&school=prism"]) {
      expect((await get(`/staff/insights${query}`, "admin")).status, query).toBe(200);
    }
    expect((await get("/staff/insights?period=%00", "admin")).status).toBe(400);
    expect((await get("/staff/insights?school=nowhere", "admin")).status).toBe(404);
    expect((await get("/staff/insights.csv?table=everything", "admin")).status).toBe(404);
    const signedOut = await fetch(`${site.url}/staff/insights`, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/staff\/sign-in/);
    expect((await fetch(`${site.url}/staff/insights.csv?table=weeks`, { redirect: "manual" })).status).not.toBe(200);
  });
});
