// The families' private links (issue 27), on PGlite and PostgreSQL: a token opens its
// request until 30 days after the visit or tour and 90 days after any other request;
// one of another shape, one never issued, an expired one and one whose request was erased
// are the same null; the token itself is kept nowhere; erasure and the daily purge forget
// the links that can no longer open anything.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "#app/lib/india-date.ts";
import { forgetRequests } from "#app/office/people/forget.server.ts";
import { contactMessages, requestLinks, visitRequests } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { issueLink, linkToken, openLink, purgeDeadLinks } from "./request-link.server.ts";

const SECRET = "link-test-secret-0123456789abcdef0123456789";
const SITE = "https://www.vidyanjalischools.in";

describe.each(engines)("the families' private links on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.connection.db;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate visit_requests, contact_messages, request_links restart identity`);
  });

  const visit = async (date: string) => {
    const [row] = await db()
      .insert(visitRequests)
      .values({ parentName: "Lakshmi Rao", email: "l@example.org", phone: "9876543210", studentName: "Ravi", school: "maa", studentAge: "5-6", gradeInterested: "1", preferredDate: date, preferredTime: "10:00-11:00", numberOfVisitors: "2" })
      .returning({ id: visitRequests.id });
    return row!.id;
  };
  const tokenOf = (href: string) => href.slice(href.lastIndexOf("/") + 1);

  it("opens its request with a 256-bit token whose hash alone is kept, and the same token on every try of one e-mail", async () => {
    const id = await visit(addDays(todayInIndia(), 3));
    const href = await issueLink(db(), SECRET, SITE, { id: 7, requestKind: "visit", requestId: id });
    expect(href).toMatch(/^https:\/\/www\.vidyanjalischools\.in\/r\/[A-Za-z0-9_-]{43}$/);
    expect(await issueLink(db(), SECRET, SITE, { id: 7, requestKind: "visit", requestId: id })).toBe(href);
    expect(linkToken(SECRET, 8)).not.toBe(tokenOf(href));
    const rows = await db().select().from(requestLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(tokenOf(href)).digest("base64url"));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(href));
    expect((await openLink(db(), tokenOf(href)))?.row.id).toBe(id);
    for (const wrong of ["", "short", `${tokenOf(href)}x`, linkToken(SECRET, 99), "../../etc/passwd"]) expect(await openLink(db(), wrong)).toBeNull();
  });

  it("stops opening 30 days after the visit, 90 days after another request, and when the request is erased; the purge forgets those", async () => {
    const past = await visit(addDays(todayInIndia(), -31));
    const recent = await visit(addDays(todayInIndia(), -29));
    const [old] = await db()
      .insert(contactMessages)
      .values({ firstName: "A", lastName: "B", email: "a@example.org", phone: "9876543210", school: "maa", message: "Hello", createdAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
      .returning({ id: contactMessages.id });
    const erased = await visit(addDays(todayInIndia(), 5));
    const token = async (outbox: number, kind: "visit" | "contact", requestId: number) => tokenOf(await issueLink(db(), SECRET, SITE, { id: outbox, requestKind: kind, requestId }));
    const [pastToken, recentToken, oldToken, erasedToken] = [await token(1, "visit", past), await token(2, "visit", recent), await token(3, "contact", old!.id), await token(4, "visit", erased)];
    expect(await openLink(db(), pastToken)).toBeNull();
    expect(await openLink(db(), oldToken)).toBeNull();
    expect((await openLink(db(), recentToken))?.row.id).toBe(recent);
    await forgetRequests(db(), { visit: [erased] });
    expect(await openLink(db(), erasedToken)).toBeNull();
    expect(await db().select().from(requestLinks).where(eq(requestLinks.requestId, erased))).toHaveLength(0);
    await purgeDeadLinks(db());
    expect((await db().select({ id: requestLinks.requestId }).from(requestLinks)).map((row) => row.id)).toEqual([recent]);
  });
});
