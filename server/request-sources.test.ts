// Where each request came from (issue 29), on the built site with its page cache: a page
// reached by a campaign's link or another site's link sets the visitor's `vs` cookie (a
// copy from the page cache too, each response its own), and every kind of request, through
// the API and through the pages' own forms, stores the cookie's source in its row; without
// the cookie a request is "direct". The referring site is kept by its host alone.
import "../tests/support/production-react.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";
import { todayInIndia } from "#app/lib/india-date.ts";
import { queryRows } from "#database/client.ts";
import { validPayloads, visitFields } from "../tests/support/payloads.ts";
import { everySubmission, visitChallenge, type Fields } from "../tests/support/every-submission.ts";
import { startBuiltSite, type BuiltSite } from "../tests/support/built-site.ts";
import { engines } from "../tests/support/test-database.ts";

const CAMPAIGN = "/?utm_source=newspaper&utm_medium=print&utm_campaign=june-2027";
const SOURCE_COLUMNS = "source, medium, campaign, first_source, first_medium, first_campaign, referrer_host, landing_page";

describe.each(engines)("where each request came from (%s)", (engine) => {
  let built: BuiltSite;
  let site: BuiltSite["site"];
  beforeAll(async () => {
    // Its page cache on: a page's copy must still set each visitor's own cookie.
    built = await startBuiltSite(engine, { pageCacheMs: 10 * 60_000 });
    site = built.site;
  }, 120_000);
  afterAll(() => built?.close());
  beforeEach(() => built.database.reset());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${site.url}${path}`, { headers: { "accept-language": "en", ...headers }, redirect: "manual" });
    await res.text();
    return res;
  };
  const hit = (res: Response) => res.headers.get("x-page-cache") === "hit";
  /** The visit cookie a response sets, as a browser sends it back ("vs=…"), if any. */
  const visitCookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("vs="))
      ?.split(";")[0];
  const sourcesOf = async (table: string) =>
    queryRows<Record<string, string>>(built.database.connection.db, sql.raw(`select ${SOURCE_COLUMNS} from ${table} order by id`));

  const postJson = (path: string, body: Fields, cookie?: string) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const postForm = (path: string, body: Fields, cookie?: string) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ ...body, [HONEYPOT_FIELD]: "" }).toString(),
    });

  const { api, forms } = everySubmission(() => site.url);

  const fromTheNewspaper = {
    source: "newspaper",
    medium: "print",
    campaign: "june-2027",
    first_source: "newspaper",
    first_medium: "print",
    first_campaign: "june-2027",
    referrer_host: "",
    landing_page: "/",
  };
  const direct = { ...fromTheNewspaper, source: "direct", medium: "", campaign: "", first_source: "direct", first_medium: "", first_campaign: "", landing_page: "" };

  it("sets the visit cookie on a campaign's page, on a copy from the page cache too, each response its own", async () => {
    const first = await get(CAMPAIGN);
    const cookie = first.headers.getSetCookie().find((each) => each.startsWith("vs="));
    const day = todayInIndia();
    expect(cookie).toBe(`vs=newspaper|print|june-2027||/|${day}!newspaper|print|june-2027||/|${day}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);

    // The page was kept although its response set the visit cookie; the copy keeps none.
    const again = await get(CAMPAIGN);
    expect(hit(again)).toBe(true);
    expect(visitCookieOf(again)).toBe(cookie?.split(";")[0]);
    const radio = await get("/?utm_source=radio&utm_campaign=june-2027");
    expect(hit(radio)).toBe(true);
    expect(radio.headers.getSetCookie()).toEqual([expect.stringMatching(/^vs=radio\|\|june-2027\|\|\/\|/)]);
    const plain = await get("/");
    expect(hit(plain)).toBe(true);
    expect(plain.headers.getSetCookie()).toEqual([]);
    // A visitor who has the cookie still gets the page's copy; a link from our own pages is no touch.
    const inside = await get("/", { cookie: visitCookieOf(first) ?? "", referer: `${site.url}/about` });
    expect(hit(inside)).toBe(true);
    expect(inside.headers.getSetCookie()).toEqual([]);
  });

  it("stores the cookie's campaign with a contact message, a visit booked through the API and a form posted without scripts", async () => {
    const cookie = visitCookieOf(await get(CAMPAIGN));
    expect((await postJson("/api/contact", validPayloads["/api/contact"](), cookie)).status).toBe(201);
    expect((await postJson("/api/schedule-visits", { ...visitFields(), ...(await visitChallenge(site.url)) }, cookie)).status).toBe(201);
    expect((await postForm("/enroll", validPayloads["/api/enrollments"](), cookie)).status).toBe(201);
    expect(await sourcesOf("contact_messages")).toEqual([fromTheNewspaper]);
    expect(await sourcesOf("visit_requests")).toEqual([fromTheNewspaper]);
    expect(await sourcesOf("enrollment_requests")).toEqual([fromTheNewspaper]);
  });

  it("stores it with every kind of request, through the API and through the pages' own forms", async () => {
    const cookie = visitCookieOf(await get("/school/3?utm_source=whatsapp&utm_medium=social&utm_campaign=open-day"));
    const expected = { source: "whatsapp", medium: "social", campaign: "open-day", landing_page: "/school/3", referrer_host: "" };
    for (const { path, table, body } of [...api, ...forms]) {
      const post = path.startsWith("/api/") ? postJson : postForm;
      expect((await post(path, await body(), cookie)).status, path).toBe(201);
      expect((await sourcesOf(table)).at(-1), path).toEqual({ ...expected, first_source: "whatsapp", first_medium: "social", first_campaign: "open-day" });
    }
    expect(built.failures).toEqual([]);
  });

  it("stores a request sent without the cookie, or with one that is not ours, as direct", async () => {
    expect((await postJson("/api/contact", validPayloads["/api/contact"]())).status).toBe(201);
    expect((await postJson("/api/contact", validPayloads["/api/contact"](), "vs=newspaper|print|<b>|x")).status).toBe(201);
    expect((await postForm("/", validPayloads["/api/contact"](), "lang=en")).status).toBe(201);
    expect(await sourcesOf("contact_messages")).toEqual([direct, direct, direct]);
  });

  it("keeps a referring site by its host alone, as a referral", async () => {
    const res = await get("/school/3", { referer: "https://www.google.com/search?q=vidyanjali+school+fees&client=ravi" });
    const cookie = visitCookieOf(res);
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/search|fees|ravi/);
    expect((await postJson("/api/enrollments", validPayloads["/api/enrollments"](), cookie)).status).toBe(201);
    const [row] = await sourcesOf("enrollment_requests");
    expect(row).toEqual({
      source: "google.com",
      medium: "referral",
      campaign: "",
      first_source: "google.com",
      first_medium: "referral",
      first_campaign: "",
      referrer_host: "google.com",
      landing_page: "/school/3",
    });
  });

  it("keeps a campaign named in Telugu, letters and all, from a Telugu page", async () => {
    const tags = new URLSearchParams({ utm_source: "ఈనాడు", utm_medium: "పత్రిక", utm_campaign: "సంక్రాంతి ప్రవేశాలు" });
    const cookie = visitCookieOf(await get(`/te?${tags}`));
    expect(cookie).toMatch(/^vs=[\x21-\x7e]+$/);
    expect((await postJson("/api/contact", validPayloads["/api/contact"](), cookie)).status).toBe(201);
    const campaign = { source: "ఈనాడు", medium: "పత్రిక", campaign: "సంక్రాంతి-ప్రవేశాలు" };
    expect(await sourcesOf("contact_messages")).toEqual([
      { ...campaign, first_source: campaign.source, first_medium: campaign.medium, first_campaign: campaign.campaign, referrer_host: "", landing_page: "/te" },
    ]);
  });

  it("sets no visit cookie on the API, the staff area or a family's private link", async () => {
    for (const path of ["/api/schools?utm_source=x", "/api/testimonials", "/staff?utm_source=x", "/staff/sign-in?utm_source=x", "/r/abcdef?utm_source=x"]) {
      const res = await get(path, { referer: "https://news.example.org/article" });
      expect(visitCookieOf(res), path).toBeUndefined();
    }
  });
});
