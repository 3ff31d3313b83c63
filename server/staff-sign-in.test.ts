// Signing in to the staff area through the built site, as a browser would (form posts,
// cookies), on PGlite and PostgreSQL: the statuses, cookies and pages a member sees.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount, disableAccount } from "#app/office/sign-in/accounts.server.ts";
import { queryRows } from "#database/client.ts";
import { SIGN_IN_LIMIT } from "#app/office/sign-in/password-guesses.server.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough passphrase";

describe.each(engines)("staff sign-in on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let secure: TestServer;
  let adminId = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    const admin = await addAccount(db, { email: "office@example.org", role: "admin", password: PASSWORD });
    adminId = admin.ok ? admin.member.id : 0;
    await addAccount(db, { email: "viswa@example.org", role: "staff", schoolCode: "viswa", password: PASSWORD });
    const pages = await builtPages(db, () => {});
    site = await startTestServer(db, pages);
    // Behind a TLS proxy (X-Forwarded-Proto: https), as in production.
    secure = await startTestServer(db, { ...pages, trustProxy: 1 });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await secure?.close();
    await database?.close();
  });

  const post = (server: TestServer, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "accept-language": "en", ...headers },
      body: new URLSearchParams(fields),
    });
  const get = (path: string, cookie?: string) =>
    fetch(`${site.url}${path}`, { redirect: "manual", headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) } });
  const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

  it("sends a visitor without a session to the sign-in page", async () => {
    const response = await get("/staff");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/staff/sign-in");
    const page = await get("/staff/sign-in");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Staff sign-in");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(page.headers.get("cache-control")).toMatch(/^no-store/);
  });

  it("signs in with the right password into an HttpOnly, SameSite=Lax session cookie and shows the office", async () => {
    const response = await post(site, "/staff/sign-in", { email: "Office@Example.org", password: PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/staff");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^staff_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const office = await get("/staff", cookieOf(response));
    expect(office.status).toBe(200);
    const html = await office.text();
    expect(html).toContain("Signed in as office@example.org");
    expect(html).toContain("Group admin");
    expect(office.headers.get("cache-control")).toMatch(/^no-store/);
  });

  it("names the school of a school's staff member, in Telugu too", async () => {
    const response = await post(site, "/te/staff/sign-in", { email: "viswa@example.org", password: PASSWORD });
    expect(response.headers.get("location")).toBe("/te/staff");
    const html = await (await get("/te/staff", cookieOf(response))).text();
    expect(html).toContain("viswa@example.org");
    expect(html).toMatch(/కార్యాలయం/);
  });

  it("over HTTPS, the cookie is __Host- prefixed and Secure", async () => {
    const response = await post(secure, "/staff/sign-in", { email: "office@example.org", password: PASSWORD }, { "X-Forwarded-Proto": "https", Origin: `https://${new URL(secure.url).host}` });
    expect(response.status).toBe(302);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-staff_session=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).not.toMatch(/Domain=/i);
  });

  it("answers an unknown address and a wrong password with the same status and page", async () => {
    const unknown = await post(site, "/staff/sign-in", { email: "nobody@example.org", password: PASSWORD }, { "X-Forwarded-For": "10.1.1.1" });
    const wrong = await post(site, "/staff/sign-in", { email: "office@example.org", password: "not the password at all" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const message = "That e-mail address and password do not match an account.";
    expect(await unknown.text()).toContain(message);
    expect(await wrong.text()).toContain(message);
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("says beside each field what is missing (400), keeping the typed address", async () => {
    const response = await post(site, "/staff/sign-in", { email: "office@example.org", password: "" });
    expect(response.status).toBe(400);
    // What the page shows, not the catalogue sent with it for the page's scripts.
    const shown = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).toContain("Enter your password.");
    expect(shown).not.toContain("Enter your e-mail address.");
    expect(shown).toContain('value="office@example.org"');
  });

  it("shows a visitor's typed address as text, never as markup", async () => {
    const response = await post(site, "/staff/sign-in", { email: '"><script>alert(1)</script>', password: "" });
    const html = await response.text();
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("signs out on the server: the old cookie no longer opens the office", async () => {
    const signedIn = await post(site, "/staff/sign-in", { email: "office@example.org", password: PASSWORD });
    const cookie = cookieOf(signedIn);
    const signedOut = await post(site, "/staff/sign-out", {}, { cookie });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/staff/sign-in?signed-out=1");
    expect(signedOut.headers.get("set-cookie")).toMatch(/^staff_session=;.*Max-Age=0/i);
    const after = await get("/staff", cookie);
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/staff/sign-in?ended=1");
    expect(await (await get("/staff/sign-in?signed-out=1")).text()).toContain("You have signed out.");
  });

  it("answers a sign-out under a prefix that is not a language with 404, and keeps the session", async () => {
    const signedIn = await post(site, "/staff/sign-in", { email: "office@example.org", password: PASSWORD });
    const cookie = cookieOf(signedIn);
    expect((await get("/xx/staff/sign-out", cookie)).status).toBe(404);
    expect((await post(site, "/xx/staff/sign-out", {}, { cookie })).status).toBe(404);
    expect((await get("/staff", cookie)).status).toBe(200);
  });

  it("refuses a sign-out from another site", async () => {
    const signedIn = await post(site, "/staff/sign-in", { email: "office@example.org", password: PASSWORD });
    const cookie = cookieOf(signedIn);
    const forged = await post(site, "/staff/sign-out", {}, { cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(forged.status).toBe(403);
    expect((await get("/staff", cookie)).status).toBe(200);
  });

  it("ends a disabled account's session at once", async () => {
    const db = database.connection.db;
    const added = await addAccount(db, { email: "temp@example.org", role: "staff", schoolCode: "prism", password: PASSWORD });
    const signedIn = await post(site, "/staff/sign-in", { email: "temp@example.org", password: PASSWORD });
    const cookie = cookieOf(signedIn);
    expect((await get("/staff", cookie)).status).toBe(200);
    await disableAccount(db, added.ok ? added.member.id : 0);
    expect((await get("/staff", cookie)).headers.get("location")).toBe("/staff/sign-in?ended=1");
  });

  it("changes one's password given the current one, and ends the account's other sessions", async () => {
    const db = database.connection.db;
    await addAccount(db, { email: "changer@example.org", role: "staff", schoolCode: "santhi", password: PASSWORD });
    const here = cookieOf(await post(site, "/staff/sign-in", { email: "changer@example.org", password: PASSWORD }));
    const elsewhere = cookieOf(await post(site, "/staff/sign-in", { email: "changer@example.org", password: PASSWORD }));
    const next = "a new and longer passphrase";
    const wrong = await post(site, "/staff/password", { current: "not my password", next, repeated: next }, { cookie: here });
    expect(wrong.status).toBe(400);
    expect((await wrong.text()).replace(/<script[\s\S]*?<\/script>/g, "")).toContain("That is not your current password.");
    const short = await post(site, "/staff/password", { current: PASSWORD, next: "too short", repeated: "too short" }, { cookie: here });
    expect(short.status).toBe(400);
    const changed = await post(site, "/staff/password", { current: PASSWORD, next, repeated: next }, { cookie: here });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Your password is changed.");
    // This session goes on; the other one has ended; the old password no longer signs in.
    expect((await get("/staff", here)).status).toBe(200);
    expect((await get("/staff", elsewhere)).headers.get("location")).toBe("/staff/sign-in?ended=1");
    expect((await post(site, "/staff/sign-in", { email: "changer@example.org", password: PASSWORD })).status).toBe(401);
    expect((await post(site, "/staff/sign-in", { email: "changer@example.org", password: next })).status).toBe(302);
    // Without a session, the page is not there to be posted to.
    expect((await post(site, "/staff/password", { current: next, next: PASSWORD, repeated: PASSWORD })).headers.get("location")).toBe("/staff/sign-in");
  });

  it("a group admin adds, disables and enables staff; a disabled member's session ends at once", async () => {
    const admin = cookieOf(await post(site, "/staff/sign-in", { email: "office@example.org", password: PASSWORD }));
    const page = await get("/staff/accounts", admin);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("viswa@example.org");
    // Refused, each beside its field, nothing stored.
    const refused = await post(site, "/staff/accounts", { intent: "add", email: "new@example.org", role: "staff", school: "", password: PASSWORD }, { cookie: admin });
    expect(refused.status).toBe(400);
    const taken = await post(site, "/staff/accounts", { intent: "add", email: "viswa@example.org", role: "staff", school: "viswa", password: PASSWORD }, { cookie: admin });
    expect(taken.status).toBe(409);
    const added = await post(site, "/staff/accounts", { intent: "add", email: "New@Example.org", role: "staff", school: "lumbini", password: PASSWORD }, { cookie: admin });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain("new@example.org can sign in now.");
    const member = cookieOf(await post(site, "/staff/sign-in", { email: "new@example.org", password: PASSWORD }));
    expect((await get("/staff", member)).status).toBe(200);
    const [row] = await queryRows<{ id: number }>(database.connection.db, sql`select id from staff_accounts where email = 'new@example.org'`);
    expect((await post(site, "/staff/accounts", { intent: "disable", accountId: String(row!.id) }, { cookie: admin })).status).toBe(200);
    expect((await get("/staff", member)).headers.get("location")).toBe("/staff/sign-in?ended=1");
    expect((await post(site, "/staff/sign-in", { email: "new@example.org", password: PASSWORD })).status).toBe(401);
    expect((await post(site, "/staff/accounts", { intent: "enable", accountId: String(row!.id) }, { cookie: admin })).status).toBe(200);
    expect((await post(site, "/staff/sign-in", { email: "new@example.org", password: PASSWORD })).status).toBe(302);
    // An admin cannot disable their own account.
    expect((await post(site, "/staff/accounts", { intent: "disable", accountId: String(adminId) }, { cookie: admin })).status).toBe(400);
  });

  it("filters and searches the inbox by its address; unknown values are ignored, never an error", async () => {
    for (const [lastName, school] of [["Inboxfinder", "viswa"], ["Otherschool", "prism"]]) {
      const response = await fetch(`${site.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ firstName: "Asha", lastName, email: "asha@example.org", phone: "+91 91234 56789", school, message: "Hello" }),
      });
      expect(response.status).toBe(201);
    }
    const admin = cookieOf(await post(site, "/staff/sign-in", { email: "office@example.org", password: PASSWORD }));
    const shown = async (query: string, cookie = admin) => {
      const response = await get(`/staff?${query}`, cookie);
      expect(response.status).toBe(200);
      return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    };
    const byPhone = await shown("q=91234+56789");
    expect(byPhone).toContain("Asha Inboxfinder");
    expect(byPhone).toContain("Asha Otherschool");
    const bySchool = await shown("q=asha&school=viswa");
    expect(bySchool).toContain("Asha Inboxfinder");
    expect(bySchool).not.toContain("Asha Otherschool");
    expect(await shown("kind=nonsense&school=%3Cscript%3E&status=x&page=-5")).toContain("Asha Otherschool");
    expect(await shown("q=nobody-like-this")).toContain("No request matches.");
    // The Viswa office, asking for Prism's, gets only its own.
    const viswa = cookieOf(await post(site, "/staff/sign-in", { email: "viswa@example.org", password: PASSWORD }));
    const scoped = await shown("q=asha&school=prism", viswa);
    expect(scoped).not.toContain("Asha Otherschool");
  });

  it("to a school's staff the accounts page does not exist (404), for reading and for posting", async () => {
    const staff = cookieOf(await post(site, "/staff/sign-in", { email: "viswa@example.org", password: PASSWORD }));
    expect((await get("/staff/accounts", staff)).status).toBe(404);
    const post404 = await post(site, "/staff/accounts", { intent: "add", email: "sneaky@example.org", role: "admin", school: "", password: PASSWORD }, { cookie: staff });
    expect(post404.status).toBe(404);
    const [count] = await queryRows<{ n: number }>(database.connection.db, sql`select count(*)::int as n from staff_accounts where email = 'sneaky@example.org'`);
    expect(count!.n).toBe(0);
    expect((await post(site, "/staff/accounts", { intent: "disable", accountId: String(adminId) }, { cookie: staff })).status).toBe(404);
  });

  it("after ten failures from one address, answers 429 to that address only", async () => {
    const from = (address: string) => ({ "X-Forwarded-For": address, Origin: secure.url });
    for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) {
      await post(secure, "/staff/sign-in", { email: `guess${i}@example.org`, password: "wrong guess here" }, from("198.51.100.7"));
    }
    expect((await post(secure, "/staff/sign-in", { email: "office@example.org", password: PASSWORD }, from("198.51.100.7"))).status).toBe(429);
    expect((await post(secure, "/staff/sign-in", { email: "office@example.org", password: PASSWORD }, from("198.51.100.8"))).status).toBe(302);
  });

  it("counts a wrong current password on /staff/password as a failed sign-in, and refuses it as sign-in does", async () => {
    const db = database.connection.db;
    const from = (address: string, cookie?: string) => ({ "X-Forwarded-For": address, Origin: secure.url, ...(cookie ? { cookie } : {}) });
    const next = "a new and longer passphrase";
    await addAccount(db, { email: "stolen@example.org", role: "staff", schoolCode: "prism", password: PASSWORD });
    const stolen = cookieOf(await post(secure, "/staff/sign-in", { email: "stolen@example.org", password: PASSWORD }, from("10.26.5.1")));
    for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) {
      const guess = await post(secure, "/staff/password", { current: `guess number ${i}`, next, repeated: next }, from("10.26.5.1", stolen));
      expect(guess.status).toBe(400);
    }
    const refused = await post(secure, "/staff/password", { current: PASSWORD, next, repeated: next }, from("10.26.5.1", stolen));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await refused.text()).replace(/<script[\s\S]*?<\/script>/g, "")).toContain("Too many failed sign-ins. Please try again in 15 minutes.");
    // The same counts: sign-in from there is refused too, and the password is unchanged.
    expect((await post(secure, "/staff/sign-in", { email: "stolen@example.org", password: PASSWORD }, from("10.26.5.1"))).status).toBe(429);
    expect((await post(secure, "/staff/sign-in", { email: "stolen@example.org", password: PASSWORD }, from("10.26.5.2"))).status).toBe(302);

    // And the other way: failed sign-ins from an address limit the password page there.
    await addAccount(db, { email: "other-way@example.org", role: "staff", schoolCode: "prism", password: PASSWORD });
    const session = cookieOf(await post(secure, "/staff/sign-in", { email: "other-way@example.org", password: PASSWORD }, from("10.26.6.1")));
    for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) {
      await post(secure, "/staff/sign-in", { email: "other-way@example.org", password: `guess number ${i}` }, from("10.26.6.2"));
    }
    expect((await post(secure, "/staff/password", { current: PASSWORD, next, repeated: next }, from("10.26.6.2", session))).status).toBe(429);
    expect((await post(secure, "/staff/sign-in", { email: "other-way@example.org", password: next }, from("10.26.6.3"))).status).toBe(401);
  });

  it.each([
    ["IPv6 addresses of one /64", (i: number) => `2001:db8:26:2::${i + 1}`, "2001:db8:26:2::ff", "2001:db8:26:3::1"],
    ["an IPv4 address and its IPv4-mapped IPv6 form", (i: number) => (i % 2 ? "::ffff:192.0.2.55" : "192.0.2.55"), "::ffff:192.0.2.55", "192.0.2.56"],
  ])("counts the failures of %s as one address, as the public forms' limit does", async (_name, address, same, other) => {
    const from = (ip: string) => ({ "X-Forwarded-For": ip, Origin: secure.url });
    for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) {
      expect((await post(secure, "/staff/sign-in", { email: `nobody${i}@example.org`, password: "wrong guess here" }, from(address(i)))).status).toBe(401);
    }
    expect((await post(secure, "/staff/sign-in", { email: "office@example.org", password: PASSWORD }, from(same))).status).toBe(429);
    expect((await post(secure, "/staff/sign-in", { email: "office@example.org", password: PASSWORD }, from(other))).status).toBe(302);
  });

  it("after ten failures for an account, answers 429 with Retry-After where they came from; from elsewhere the member still signs in; a parent's form is not slowed", async () => {
    const db = database.connection.db;
    await addAccount(db, { email: "target@example.org", role: "staff", schoolCode: "maa", password: PASSWORD });
    // Behind the proxy each guess comes from its own address: only the account's count fills.
    const from = (address: string) => ({ "X-Forwarded-For": address, Origin: secure.url });
    for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) {
      const guess = await post(secure, "/staff/sign-in", { email: "target@example.org", password: `wrong guess ${i}!` }, from(`10.9.0.${i}`));
      expect(guess.status).toBe(401);
    }
    const refused = await post(secure, "/staff/sign-in", { email: "target@example.org", password: PASSWORD }, from("10.9.0.3"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await refused.text()).toContain("Too many failed sign-ins. Please try again in 15 minutes.");
    // Whoever failed ten times cannot keep the member out: from an address that has not failed, the right password signs in.
    expect((await post(secure, "/staff/sign-in", { email: "target@example.org", password: PASSWORD }, from("10.9.1.1"))).status).toBe(302);
    // A wrong one from there is counted, and the account's limit holds there too.
    expect((await post(secure, "/staff/sign-in", { email: "target@example.org", password: "one more guess!" }, from("10.9.1.2"))).status).toBe(401);
    expect((await post(secure, "/staff/sign-in", { email: "target@example.org", password: PASSWORD }, from("10.9.1.2"))).status).toBe(429);
    // Another account from the same address signs in; a parent's contact form is answered.
    expect((await post(secure, "/staff/sign-in", { email: "office@example.org", password: PASSWORD }, from("10.9.0.1"))).status).toBe(302);
    const contact = await fetch(`${secure.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.9.0.1" },
      body: JSON.stringify({ firstName: "Lakshmi", lastName: "Rao", email: "l@example.org", phone: "+91 98765 43210", school: "viswa", message: "Hello" }),
    });
    expect(contact.status).toBe(201);
    expect(adminId).toBeGreaterThan(0);
  });
});
