// The pages' own forms posted by a browser that has not run the page's scripts: stored
// as the API stores them, refused with the page and what was typed, behind the same
// guards and rate limit as the API. The built site (npm test builds it first) on a real
// database.
import { request } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";
import { queryRows } from "#database/client.ts";
import { issueChallenge } from "#app/forms/challenge.server.ts";
import { formatDate } from "#app/i18n/format.ts";
import { visitRequests } from "#database/schema.ts";
import { answeredCaptcha, openDay, validPayloads, visitFields } from "../tests/support/payloads.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { startTestServer, TEST_SECRET, type TestServer } from "../tests/support/test-server.ts";

describe("a page's own form posted without its scripts", () => {
  let database: TestDatabase;
  let site: TestServer;
  let limited: TestServer;
  const failures: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const pages = await builtPages(database.connection.db, (error) => failures.push(String(error)));
    site = await startTestServer(database.connection.db, pages);
    limited = await startTestServer(database.connection.db, { ...pages, rateLimitPerMinute: 2 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([site?.close(), limited?.close()]);
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
    await database.connection.db.execute(sql`truncate rate_limit_counters`);
  });

  const contact = (fields: Record<string, string> = {}) =>
    new URLSearchParams({
      ...(validPayloads["/api/contact"]() as Record<string, string>),
      [HONEYPOT_FIELD]: "",
      ...fields,
    });
  const post = (
    server: TestServer,
    path: string,
    body: URLSearchParams | string,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: body.toString(),
    });
  const rows = (table: string) =>
    queryRows<Record<string, unknown>>(database.connection.db, sql.raw(`select * from ${table} order by id`));

  it("stores the home page's contact form and answers with the page and its confirmation", async () => {
    const english = await post(site, "/", contact());
    expect(english.status).toBe(201);
    expect(english.headers.get("cache-control")).toMatch(/^private/);
    const html = await english.text();
    expect(html).toContain("Message sent successfully!");
    expect(html).toMatch(/<form[^>]*action="#contact"/);

    const telugu = await post(site, "/te", contact({ firstName: "Lakshmi" }));
    expect(telugu.status).toBe(201);
    expect(await telugu.text()).toMatch(/<html lang="te"/);

    const stored = await rows("contact_messages");
    expect(stored.map((row) => [row.first_name, row.language, row.status])).toEqual([
      [validPayloads["/api/contact"]().firstName, "en", "new"],
      ["Lakshmi", "te", "new"],
    ]);
  });

  it("refuses an invalid form with a message beside each field and what was typed, storing nothing", async () => {
    const res = await post(site, "/", contact({ lastName: "", email: "not-an-email", message: "Call me <b>soon</b>" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please correct the highlighted fields.");
    expect(html).toContain("Please enter your last name");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Test"|<input[^>]*value="Test"[^>]*name="firstName"/);
    // Typed text goes back escaped, never as markup.
    expect(html).toContain("Call me &lt;b&gt;soon&lt;/b&gt;");
    expect(await rows("contact_messages")).toEqual([]);
  });

  it("takes no form at an address that is no page (an unknown language prefix)", async () => {
    for (const path of ["/xyz", "/xyz/careers"]) expect((await post(site, path, contact())).status, path).toBe(404);
    expect(await rows("contact_messages")).toEqual([]);
  });

  it("tells a bot that filled the honeypot it was sent, and keeps nothing", async () => {
    const res = await post(site, "/", contact({ [HONEYPOT_FIELD]: "http://spam.example" }));
    expect(res.status).toBe(201);
    const html = await res.text();
    expect(html).toContain("Message sent successfully!");
    expect(html).not.toContain("spam.example");
    expect(await rows("contact_messages")).toEqual([]);
  });

  it("asks the visit form's security question after a post without it, and stores the visit once answered", async () => {
    const fields: Record<string, string> = visitFields();
    const first = await post(site, "/te/schedule-visit", new URLSearchParams(fields));
    expect(first.status).toBe(400);
    const page = await first.text();
    const token = /name="mathChallengeToken" value="([^"]+)"/.exec(page)?.[1];
    const [a, b] = (/(\d+) \+ (\d+)/.exec(page) ?? []).slice(1).map(Number);
    expect(token).toBeDefined();
    expect(await rows("visit_requests")).toEqual([]);

    const answered = new URLSearchParams({
      ...fields,
      mathChallenge: String((a ?? 0) + (b ?? 0)),
      mathChallengeToken: token ?? "",
    });
    const second = await post(site, "/te/schedule-visit", answered);
    expect(second.status).toBe(201);
    const confirmation = await second.text();
    expect(confirmation).toContain('id="visit-confirmation-title"');
    // The same token again: spent.
    const again = await post(site, "/te/schedule-visit", answered);
    expect(again.status).toBe(400);
    const stored = await rows("visit_requests");
    expect(stored.map((row) => [row.parent_name, row.language])).toEqual([[fields.parentName, "te"]]);
    // "Add to calendar" is the stored booking's event, as after the API's 201.
    expect(/href="\/te\/calendar\/visit\.ics\?[^"]*&amp;booking=(\d+)"/.exec(confirmation)?.[1]).toBe(String(stored[0]!.id));
  });

  it("checks the careers form's captcha against the question the page signed, then stores the application", async () => {
    const application = validPayloads["/api/careers"]() as Record<string, string>;
    const form = (fields: Record<string, string>) => new URLSearchParams({ ...application, resume: "cv.pdf", ...fields });
    // The page draws a question per visitor and signs it.
    const page = await (await fetch(`${site.url}/careers`)).text();
    const token = /name="captchaToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const [a = 0, b = 0] = (/(\d+) \+ (\d+)/.exec(page) ?? []).slice(1).map(Number);
    expect(a + b).toBeGreaterThan(1);
    const wrong = await post(site, "/careers", form({ captchaToken: token, captchaAnswer: String(a + b + 1) }));
    expect(wrong.status).toBe(400);
    const refusal = await wrong.text();
    expect(refusal).toContain("Please solve the math problem correctly.");
    // The answer is not typed back, and the page asks a new question.
    expect(refusal).not.toContain(`value="${a + b + 1}"`);
    expect(refusal).not.toContain(token);
    // A sum of the visitor's own choosing, or no question at all, is no answer (it was trusted).
    expect((await post(site, "/careers", form({ captchaA: "1", captchaB: "8", captchaAnswer: "9", captchaToken: "" }))).status).toBe(400);
    // The spent question cannot be answered again, even rightly.
    expect((await post(site, "/careers", form({ captchaToken: token, captchaAnswer: String(a + b) }))).status).toBe(400);
    expect(await rows("career_applications")).toEqual([]);
    const right = await post(site, "/careers", form(answeredCaptcha()));
    expect(right.status).toBe(201);
    const stored = await rows("career_applications");
    expect(stored.map((row) => [row.email, row.resume_note])).toEqual([[application.email, "cv.pdf"]]);
  });

  it("stores the dialogs' forms posted on their own pages: a tour, an enrollment request, an admission application", async () => {
    const form = (url: string, fields: Record<string, string> = {}) =>
      new URLSearchParams({
        ...(validPayloads[url as keyof typeof validPayloads]() as Record<string, string>),
        [HONEYPOT_FIELD]: "",
        ...fields,
      });
    // The tour form sends how to reach the family too (issue 27).
    const tour = await post(site, "/book-tour", form("/api/book-tours", { parentName: "Lakshmi Reddy", phone: "+91 98765 43210", email: "" }));
    expect(tour.status).toBe(201);
    const toured = await tour.text();
    expect(toured).toContain("Tour Request Submitted");
    const enrollment = await post(site, "/te/enroll", form("/api/enrollments", { firstName: "Lakshmi" }));
    expect(enrollment.status).toBe(201);
    expect(await enrollment.text()).toMatch(/<html lang="te"/);
    // The school is the route's, whatever the form says.
    const admission = await post(site, "/school/3/apply", form("/api/admissions", { schoolId: "5" }));
    expect(admission.status).toBe(201);
    expect(await admission.text()).toContain("Application Submitted");

    const tours = await rows("tour_requests");
    expect(tours.map((row) => [row.school, row.language, row.parent_name, row.phone, row.email])).toEqual([
      ["queens", "en", "Lakshmi Reddy", "+91 98765 43210", ""],
    ]);
    expect(/href="\/calendar\/tour\.ics\?[^"]*&amp;booking=(\d+)"/.exec(toured)?.[1]).toBe(String(tours[0]!.id));
    expect((await rows("enrollment_requests")).map((row) => [row.first_name, row.language])).toEqual([["Lakshmi", "te"]]);
    expect((await rows("admission_applications")).map((row) => [row.school_id, row.language])).toEqual([[3, "en"]]);
  });

  it("refuses a dialog's form with a message per field and what was typed, and no school that does not exist", async () => {
    const refused = await post(site, "/book-tour", new URLSearchParams({ school: "queens", peopleCount: "2", studentClass: "", date: "" }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Please correct the highlighted fields.");
    expect(html).toMatch(/<form[^>]*action="#form"/);
    expect(html).toMatch(/<option value="queens" selected="">/);
    const admission = validPayloads["/api/admissions"]() as Record<string, string>;
    expect((await post(site, "/school/99/apply", new URLSearchParams(admission))).status).toBe(400);
    expect((await fetch(`${site.url}/school/99/apply`)).status).toBe(404);
    expect(await rows("tour_requests")).toEqual([]);
    expect(await rows("admission_applications")).toEqual([]);
  });

  it("refuses the tour form without the family's name and phone, with each field's message and what was typed", async () => {
    const typed: Record<string, string> = { ...(validPayloads["/api/book-tours"]() as Record<string, string>), parentName: "", phone: "", email: "", [HONEYPOT_FIELD]: "" };
    for (const [path, messages] of [
      ["/book-tour", ["Parent name must be at least 2 characters", "Phone number must be at least 10 digits"]],
      ["/te/book-tour", ["తల్లిదండ్రుల పేరులో కనీసం 2 అక్షరాలు ఉండాలి", "ఫోన్ నంబర్‌లో కనీసం 10 అంకెలు ఉండాలి"]],
    ] as const) {
      const res = await post(site, path, new URLSearchParams(typed));
      expect(res.status, path).toBe(400);
      const html = await res.text();
      for (const [field, message] of [["parentName", messages[0]], ["phone", messages[1]]] as const) {
        expect(fieldMessage(html, "input", field), `${path} ${field}`).toBe(message);
      }
      expect(html).toMatch(/<option value="queens" selected="">/);
      expect(html).toContain(`value="${typed.date}"`);
    }
    expect(await rows("tour_requests")).toEqual([]);
  });

  it("answers a visit posted for a full time with 409: the time's message beside it, naming the times still open, and what was typed", async () => {
    const day = openDay(3);
    for (let i = 0; i < 3; i++) {
      await database.connection.db.insert(visitRequests).values({ ...visitFields({ date: day, slot: "10:00-11:00" }), parentName: `Family ${i}` });
    }
    const visit = () => {
      const { token, a, b } = issueChallenge(TEST_SECRET);
      return new URLSearchParams({
        ...visitFields({ date: day, slot: "10:00-11:00" }),
        parentName: "Anitha Rao",
        mathChallenge: String(a + b),
        mathChallengeToken: token,
        [HONEYPOT_FIELD]: "",
      });
    };
    const english = await post(site, "/schedule-visit", visit());
    expect(english.status).toBe(409);
    const html = await english.text();
    const message =
      `10:00 – 11:00 AM on ${formatDate(day, "en")} is fully booked. ` +
      "Times still open that day: 9:00 – 10:00 AM, 11:00 AM – 12:00 PM, 2:00 – 3:00 PM, 3:00 – 4:00 PM, 4:00 – 5:00 PM.";
    expect(fieldMessage(html, "select", "preferredTime")).toBe(message);
    // What was typed is kept, the time too (its message says it is full); the next question is asked.
    expect(html).toMatch(/<input[^>]*name="parentName"[^>]*value="Anitha Rao"/);
    expect(html).toMatch(/<option value="viswa" selected="">/);
    expect(html).toMatch(/<option value="10:00-11:00" selected="">/);
    expect(html).toContain(`value="${day}"`);
    expect(html).toMatch(/name="mathChallengeToken" value="v1\./);

    const telugu = await post(site, "/te/schedule-visit", visit());
    expect(telugu.status).toBe(409);
    expect(fieldMessage(await telugu.text(), "select", "preferredTime")).toContain(formatDate(day, "te"));
    expect((await rows("visit_requests")).map((row) => row.parent_name)).toEqual(["Family 0", "Family 1", "Family 2"]);
  });

  it("answers a path as the router matches it, and refuses what no page takes without an error", async () => {
    for (const [path, title] of [
      ["/%61bout", "About Us"],
      ["/te/%61bout", "మా గురించి"],
      ["/%63areers", "Careers"],
    ] as const) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`<title>${title}`);
    }
    for (const path of ["/%ff", "/te/%E0%B0"]) expect((await fetch(`${site.url}${path}`)).status, path).toBe(400);
    // fetch() cannot send TRACE: node:http can.
    for (const method of ["TRACE", "OPTIONS"]) {
      const answer = await new Promise<{ status?: number; allow?: string }>((resolve, reject) => {
        request(`${site.url}/`, { method }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, allow: res.headers.allow });
        })
          .on("error", reject)
          .end();
      });
      expect(answer, method).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    }
    expect(failures).toEqual([]);
  });

  it("answers the language switcher's own form: the choice stored, the same page in that language", async () => {
    const toTelugu = await fetch(`${site.url}/about?lang=te`, { redirect: "manual" });
    expect(toTelugu.status).toBe(303);
    expect(toTelugu.headers.get("location")).toBe("/te/about");
    expect(toTelugu.headers.get("set-cookie")).toMatch(/^lang=te; Path=\//);
    expect(toTelugu.headers.get("cache-control")).toBe("no-store");
    const toEnglish = await fetch(`${site.url}/te/school/2?lang=en&utm_source=x`, { redirect: "manual" });
    expect(toEnglish.headers.get("location")).toBe("/school/2?utm_source=x");
    expect(toEnglish.headers.get("set-cookie")).toMatch(/^lang=en;/);
    // Never to another site, and another value is no choice.
    for (const path of ["//evil.example/x?lang=te", "/%2F%2Fevil.example?lang=en", "/\\evil.example?lang=en"]) {
      const location = (await fetch(`${site.url}${path}`, { redirect: "manual" })).headers.get("location") ?? "";
      expect(location, path).toMatch(/^\/(?![/\\])/);
    }
    expect((await fetch(`${site.url}/about?lang=fr`, { redirect: "manual" })).status).toBe(200);
  });

  it("refuses cross-site posts, other kinds of body and oversized ones before anything is read", async () => {
    for (const path of ["/", "/_root.data", "/careers.data", "/CAREERS", "/about", "/about.data"]) {
      expect((await post(site, path, contact(), { origin: "https://evil.example" })).status, path).toBe(403);
    }
    expect((await post(site, "/careers", contact(), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(site, "/", contact(), { "content-type": "multipart/form-data; boundary=x" })).status).toBe(415);
    expect((await post(site, "/", contact({ message: "x".repeat(120_000) }))).status).toBe(413);
    // React Router would run the action for these methods too.
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await fetch(`${site.url}/`, {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: contact().toString(),
      });
      expect(res.status, method).toBe(405);
    }
    expect(await rows("contact_messages")).toEqual([]);
    expect(failures).toEqual([]);
  });

  it("shares the API's rate limit: one count per address and kind of submission", async () => {
    const api = await fetch(`${limited.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validPayloads["/api/contact"]()),
    });
    expect(api.status).toBe(201);
    expect((await post(limited, "/te", contact())).status).toBe(201);
    const third = await post(limited, "/", contact());
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    // React Router's data URLs reach the same actions: the same count (/_root.data is /).
    for (const path of ["/_root.data", "/te.data", "/Te/"]) expect((await post(limited, path, contact())).status, path).toBe(429);
    expect(await rows("contact_messages")).toHaveLength(2);
  });

  it("counts a form's post by the page it reaches, however its path is spelled", async () => {
    const application = () =>
      new URLSearchParams(validPayloads["/api/careers"]() as Record<string, string>);
    expect((await post(limited, "/careers", application())).status).toBe(201);
    expect((await post(limited, "/careers", application())).status).toBe(201);
    // fetch() resolves dot segments before sending: node:http sends the path as written.
    const raw = (path: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const body = application().toString();
        request(`${limited.url}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
          .on("error", reject)
          .end(body);
      });
    for (const path of ["/./careers", "/x/../careers", "/te/%63areers.data", "/CAREERS/"]) expect(await raw(path), path).toBe(429);
    expect(await rows("career_applications")).toHaveLength(2);
  });

  it("keeps what was typed when the database does not answer, and says to try again", async () => {
    const down = await createTestDatabase("pglite");
    const reported: unknown[] = [];
    const pages = await builtPages(down.connection.db, (e) => reported.push(e));
    const server = await startTestServer(down.connection.db, pages);
    try {
      await down.close();
      const res = await post(server, "/", contact({ firstName: "Anitha" }));
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain("We could not reach our records just now. Please try again in a moment.");
      expect(html).toMatch(/value="Anitha"/);
      expect(reported).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

/** The message shown beside a form's field: the text of the element its aria-describedby names as its error. */
function fieldMessage(html: string, tag: "input" | "select", name: string): string | undefined {
  const control = new RegExp(`<${tag}[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
  const errorId = /aria-describedby="([^"]*)"/.exec(control)?.[1]?.split(" ").find((id) => id.endsWith("-error"));
  if (!errorId) return undefined;
  const text = new RegExp(`id="${errorId}"[^>]*>([^<]*)<`).exec(html)?.[1];
  return text?.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}
