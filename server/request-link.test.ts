// A family's private page (/r/<token>, issue 27) through the built site, on PGlite and
// PostgreSQL, as a browser without scripts uses it (links, GET forms, plain form posts):
// the request and where it stands in its own language, the headers of every answer, one
// plain 404 for every link that opens nothing, the limit on guessing, a visit or a tour
// moved or cancelled after its confirmation step (the row, its history, the e-mails), a
// move refused when its time filled up, and nothing of the token in the log or the cache.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { schoolAvailability } from "#app/requests/bookings/places.server.ts";
import { placeWhen } from "#app/requests/bookings/refusal-words.ts";
import { LINK_GUESS_LIMIT, linkGuessesRefusedFor, recordLinkMiss } from "#app/requests/links/link-guesses.server.ts";
import { issueLink } from "#app/requests/links/request-link.server.ts";
import {
  careerApplications,
  contactMessages,
  enrollmentRequests,
  outboxMessages,
  requestEvents,
  tourRequests,
  visitRequests,
} from "#database/schema.ts";
import { queryRows } from "#database/client.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { openDay, openDayAfter, yesterday } from "../tests/support/payloads.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, TEST_SECRET, type TestServer } from "../tests/support/test-server.ts";

const en = catalogues.en.requestLink;
const te = catalogues.te.requestLink;

/** The three headers every answer under /r/ carries. */
function expectPrivateHeaders(res: Response, what: string) {
  expect(res.headers.get("cache-control"), what).toBe("no-store");
  expect(res.headers.get("referrer-policy"), what).toBe("no-referrer");
  expect(res.headers.get("x-robots-tag"), what).toBe("noindex, nofollow");
}

/** A page's markup, without its stylesheet and scripts (the page's data repeats its whole catalogue section). */
async function markup(res: Response): Promise<string> {
  return (await res.text()).replace(/<style>[\s\S]*?<\/style>/g, "").replace(/<script[\s\S]*?<\/script>/g, "");
}

/** The radio button of a visit's time in a page, whatever the order of its attributes. */
const timeInput = (html: string, slot: string) => new RegExp(`<input[^>]*value="${slot}"[^>]*/>`).exec(html)?.[0] ?? "";

/** A page's HTML with its response's CSP nonce taken out (it differs on every response). */
async function withoutNonce(res: Response): Promise<string> {
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  const html = await markup(res);
  return nonce ? html.replaceAll(nonce, "NONCE") : html;
}

describe.each(engines)("a family's private link on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  /** The same pages behind a proxy the server trusts: each test address its own count. */
  let proxied: TestServer;
  /** The same pages with the page cache on. */
  let cached: TestServer;
  const failures: string[] = [];
  /** Every token a test made: none may reach the log. */
  const tokens: string[] = [];
  let message = 100_000;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    const pages = await builtPages(db, (error) => failures.push(String(error)));
    site = await startTestServer(db, pages);
    proxied = await startTestServer(db, { ...pages, trustProxy: 1 });
    cached = await startTestServer(db, await builtPages(db, (error) => failures.push(String(error)), 60_000));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([site?.close(), proxied?.close(), cached?.close()]);
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
    await database.connection.db.execute(sql`truncate outbox_messages, request_events, request_links, rate_limit_counters restart identity`);
  });

  const db = () => database.connection.db;
  const get = (path: string, headers: Record<string, string> = {}, server = site) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: { "accept-language": "en", ...headers } });
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "en", ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  /** The path of a link to a request, as its e-mail carries it. */
  async function linkTo(kind: RequestKind, id: number): Promise<string> {
    message += 1;
    const href = await issueLink(db(), TEST_SECRET, site.url, { id: message, requestKind: kind, requestId: id });
    const path = new URL(href).pathname;
    tokens.push(path.slice("/r/".length));
    return path;
  }

  type VisitValues = Partial<typeof visitRequests.$inferInsert>;
  async function visit(values: VisitValues = {}) {
    const [row] = await db()
      .insert(visitRequests)
      .values({
        parentName: "Asha Rao",
        email: "asha@example.org",
        phone: "+91 98765 43210",
        studentName: "Ravi",
        school: "viswa",
        studentAge: "5-6",
        gradeInterested: "1",
        preferredDate: openDay(5),
        preferredTime: "10:00-11:00",
        numberOfVisitors: "2",
        questions: "Is there a school bus from Gajwel?",
        ...values,
      })
      .returning();
    return row!;
  }
  /** `count` other families' visits holding places at a time. */
  async function fill(date: string, slot: string, count: number) {
    for (let i = 0; i < count; i++) await visit({ parentName: `Other family ${i}`, email: `other${i}@example.org`, preferredDate: date, preferredTime: slot });
  }

  /** The outbox rows a booking's change wrote (the request's own acknowledgements left out). */
  const changeMail = (kind: RequestKind, id: number) =>
    db()
      .select({ audience: outboxMessages.audience, purpose: outboxMessages.purpose, language: outboxMessages.language })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.requestKind, kind), eq(outboxMessages.requestId, id), ne(outboxMessages.purpose, "received")))
      .orderBy(asc(outboxMessages.audience), asc(outboxMessages.purpose));
  const history = (kind: RequestKind, id: number) =>
    db()
      .select({ accountId: requestEvents.accountId, action: requestEvents.action, from: requestEvents.fromValue, to: requestEvents.toValue })
      .from(requestEvents)
      .where(and(eq(requestEvents.requestKind, kind), eq(requestEvents.requestId, id)))
      .orderBy(asc(requestEvents.id));
  const visitNow = async (id: number) => (await db().select().from(visitRequests).where(eq(visitRequests.id, id)))[0]!;

  it("shows a visit, where it stands and what was sent, in the request's language, with the school's phone and WhatsApp", async () => {
    const row = await visit();
    const path = await linkTo("visit", row.id);
    const res = await get(path);
    expect(res.status).toBe(200);
    expectPrivateHeaders(res, "the page");
    const html = await markup(res);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain(en.kinds.visit);
    expect(html).toContain("Viswa Bharathi High School");
    const when = placeWhen({ kind: "visit", date: row.preferredDate, slot: "10:00-11:00" }, "en");
    expect(html).toContain(fillTemplate(en.status.asked.visit.title, { when }));
    // What was sent, as the form labelled it; not the free text (as in the e-mail).
    expect(html).toContain("Parent/Guardian Name");
    expect(html).toContain("Asha Rao");
    expect(html).not.toContain("school bus from Gajwel");
    expect(html).toContain(en.sent.ownWords);
    expect(html).toContain('href="tel:+919900012001"');
    expect(html).toContain('href="https://wa.me/919900012001"');
    expect(html).toMatch(/It works until \w+day, \d{1,2} \w+ 20\d\d\./);
    // The other language, by a plain link.
    expect(html).toContain(`href="?lang=te"`);
    expect(html).toContain(te.readInThisLanguage);
    // A visit still to come: its two changes.
    expect(html).toContain(`href="${path}?step=move"`);
    expect(html).toContain(`href="${path}?step=cancel"`);
    // The site's bar, its links and menu, but not its Apply Now: the page is about this request.
    expect(html).toContain(`aria-label="${catalogues.en.common.nav.label}"`);
    expect(html).toContain(`aria-label="${catalogues.en.common.nav.openMenu}"`);
    expect(html).not.toContain(catalogues.en.common.nav.applyNow);
    expect(html).not.toContain('action="/enroll"');
  });

  it("opens a Telugu request in Telugu (at its /te address), and in English once the family chooses it", async () => {
    const row = await visit({ language: "te", booking: "confirmed" });
    const path = await linkTo("visit", row.id);
    const first = await get(path);
    expect(first.status).toBe(303);
    expectPrivateHeaders(first, "the redirect");
    expect(first.headers.get("location")).toBe(`/te${path}`);
    const telugu = await get(`/te${path}`);
    expect(telugu.status).toBe(200);
    expectPrivateHeaders(telugu, "the Telugu page");
    const html = await markup(telugu);
    expect(html).toMatch(/<html lang="te"/);
    expect(html).toContain(te.kinds.visit);
    const when = placeWhen({ kind: "visit", date: row.preferredDate, slot: "10:00-11:00" }, "te");
    expect(html).toContain(fillTemplate(te.status.confirmed.visit.title, { when }));
    expect(html).toContain(te.change.move.visit);
    expect(html).toContain(en.readInThisLanguage);
    expect(html).not.toContain(catalogues.te.common.nav.applyNow);
    expect(html).not.toContain('action="/te/enroll"');

    // The English link: the choice is stored (server/language-choice.ts) and the page answers in English.
    const choice = await get(`/te${path}?lang=en`);
    expect(choice.status).toBe(303);
    expectPrivateHeaders(choice, "the language choice");
    expect(choice.headers.get("location")).toBe(path);
    const cookie = choice.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).toBe("lang=en");
    const english = await get(path, { cookie });
    expect(english.status).toBe(200);
    const englishHtml = await markup(english);
    expect(englishHtml).toMatch(/<html lang="en"/);
    expect(englishHtml).toContain(fillTemplate(en.status.confirmed.visit.title, { when: placeWhen({ kind: "visit", date: row.preferredDate, slot: "10:00-11:00" }, "en") }));

    // An English request asked for by a Telugu browser: English, the choice stored on the way.
    const other = await linkTo("visit", (await visit()).id);
    const guessed = await get(other, { "accept-language": "te" });
    expect(guessed.status).toBe(303);
    expect(guessed.headers.get("location")).toBe(`${other}?lang=en`);
  });

  it("says where each kind of request stands in a parent's words, with the school's or the group's phone", async () => {
    const db_ = db();
    const [contact] = await db_
      .insert(contactMessages)
      .values({ firstName: "Asha", lastName: "Rao", email: "asha@example.org", phone: "+91 98765 43210", school: "maa", message: "Fees?", status: "contacted" })
      .returning();
    const [enrollment] = await db_
      .insert(enrollmentRequests)
      .values({ firstName: "Asha", lastName: "Rao", email: "asha@example.org", phone: "+91 98765 43210", studentClass: "nursery" })
      .returning();
    const [closed] = await db_
      .insert(enrollmentRequests)
      .values({ firstName: "Asha", lastName: "Rao", email: "asha@example.org", phone: "+91 98765 43210", studentClass: "nursery", status: "closed", language: "te" })
      .returning();
    const [career] = await db_
      .insert(careerApplications)
      .values({ firstName: "Asha", lastName: "Rao", email: "asha@example.org", phone: "+91 98765 43210", position: "teacher-math", experience: "2-5", message: "I teach mathematics.", availableFrom: "2027-06-01", status: "shortlisted" })
      .returning();
    const [newCareer] = await db_
      .insert(careerApplications)
      .values({ firstName: "Asha", lastName: "Rao", email: "asha@example.org", phone: "+91 98765 43210", message: "I teach.", availableFrom: "2027-06-01", language: "te" })
      .returning();
    const cases: Array<[RequestKind, number, string, string[]]> = [
      ["contact", contact!.id, "/", [en.kinds.contact, en.status.contacted.title, 'href="tel:+919900012002"', 'href="https://wa.me/919900012002"']],
      ["enrollment", enrollment!.id, "/", [en.kinds.enrollment, en.status.received.title, `href="tel:${groupFirstVersion.phone.replace(/[^+\d]/g, "")}"`, `href="https://wa.me/${groupFirstVersion.whatsapp.replace(/\D/g, "")}"`]],
      ["enrollment", closed!.id, "/te", [te.kinds.enrollment, te.status.closed.title]],
      ["career", career!.id, "/", [en.kinds.career, en.status.reviewing.title]],
      ["career", newCareer!.id, "/te", [te.kinds.career, te.status.received.title, te.status.received.careersDetail]],
    ];
    for (const [kind, id, prefix, expected] of cases) {
      const path = await linkTo(kind, id);
      const res = await get(`${prefix === "/" ? "" : prefix}${path}`);
      expect(res.status, `${kind} ${id}`).toBe(200);
      const html = await markup(res);
      for (const text of expected) expect(html, `${kind} ${id}`).toContain(text);
      // Nothing to move or cancel but a visit or a tour.
      expect(html).not.toContain("?step=move");
    }
  });

  it("answers every link that opens nothing with the very same plain 404 page", async () => {
    const expired = await visit({ preferredDate: "2020-01-06" });
    const erased = await visit();
    const expiredPath = await linkTo("visit", expired.id);
    const erasedPath = await linkTo("visit", erased.id);
    await db().delete(visitRequests).where(eq(visitRequests.id, erased.id));
    const unknown = `/r/${"A".repeat(43)}`;
    const answers: Array<[string, string]> = [];
    for (const path of [unknown, `/r/${"b".repeat(42)}_`, "/r/short", `/r/${"x".repeat(44)}`, "/r/%7E%7E", expiredPath, erasedPath, "/R/" + "A".repeat(43)]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expectPrivateHeaders(res, path);
      answers.push([path, await withoutNonce(res)]);
    }
    const [, first] = answers[0]!;
    expect(first).toContain(en.gone.title);
    expect(first).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(first).not.toContain("Asha");
    for (const [path, html] of answers) expect(html, path).toBe(first);
    // In Telugu too: one page, whatever the link.
    const telugu = await Promise.all([`/te${unknown}`, `/te${expiredPath}`].map(async (path) => withoutNonce(await get(path))));
    expect(telugu[0]).toContain(te.gone.title);
    expect(telugu[1]).toBe(telugu[0]);
    // A form posted to such a link changes nothing and gets the same status.
    const posted = await post(expiredPath, { intent: "cancel" });
    expect(posted.status).toBe(404);
    expectPrivateHeaders(posted, "a post to a dead link");
    expect((await visitNow(expired.id)).booking).toBe("asked");
  });

  it("refuses an address that keeps trying links that open nothing, a working link included, and no other address", async () => {
    const row = await visit();
    const path = await linkTo("visit", row.id);
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (let i = 0; i < LINK_GUESS_LIMIT.misses; i++) {
      const res = await get(`/r/${String(i).padStart(43, "g")}`, from("203.0.113.7"), proxied);
      expect(res.status, `guess ${i + 1}`).toBe(404);
    }
    const refused = await get(`/r/${"h".repeat(43)}`, from("203.0.113.7"), proxied);
    expect(refused.status).toBe(429);
    expectPrivateHeaders(refused, "the refusal");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await markup(refused);
    expect(html).toContain(en.limited.title);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // The refusal says nothing of the link: a working one is refused alike, a post too.
    expect((await get(path, from("203.0.113.7"), proxied)).status).toBe(429);
    // Another address is not.
    expect((await get(path, from("198.51.100.20"), proxied)).status).toBe(200);
    expect((await get(`/r/${"h".repeat(43)}`, from("198.51.100.20"), proxied)).status).toBe(404);
  });

  it("counts a page's post to a link that opens nothing once, and a script's post too", async () => {
    const counted = async () =>
      (await queryRows<{ hits: number }>(db(), sql`select coalesce(sum(hits), 0)::int as hits from rate_limit_counters where key like 'request-link|%'`))[0]?.hits;
    await post(`/r/${"k".repeat(43)}`, { intent: "cancel" });
    expect(await counted()).toBe(1);
    // A client-side navigation's post (/….data) is answered without the page's loader.
    await (await post(`/r/${"k".repeat(43)}.data`, { intent: "cancel" })).text();
    expect(await counted()).toBe(2);
  });

  it("counts an address's misses over this window and the one before, so that no window's turn lets it start again", async () => {
    const window = LINK_GUESS_LIMIT.windowMs;
    const turn = Math.ceil(Date.now() / window) * window + 10 * window; // a window's start, ahead of the clock
    const at = (ms: number) => new Date(turn + ms);
    for (let i = 0; i < 10; i++) await recordLinkMiss(db(), "192.0.2.1", at(-1000));
    for (let i = 0; i < 9; i++) await recordLinkMiss(db(), "192.0.2.1", at(0));
    expect(await linkGuessesRefusedFor(db(), "192.0.2.1", at(1000))).toBe(0);
    await recordLinkMiss(db(), "192.0.2.1", at(1000));
    // Refused until the earlier ten leave the count, at this window's end.
    expect(await linkGuessesRefusedFor(db(), "192.0.2.1", at(2000))).toBe((window - 2000) / 1000);
    expect(await linkGuessesRefusedFor(db(), "192.0.2.1", at(window - 1))).toBe(1);
    expect(await linkGuessesRefusedFor(db(), "192.0.2.1", at(window))).toBe(0);
    // The same address written another way (IPv4-mapped IPv6) is the same count; another is not.
    expect(await linkGuessesRefusedFor(db(), "::ffff:192.0.2.1", at(2000))).toBeGreaterThan(0);
    expect(await linkGuessesRefusedFor(db(), "192.0.2.2", at(2000))).toBe(0);
  });

  it("moves a visit to an open time after its confirmation step, as the family, and tells the office and the family", async () => {
    const from = openDay(5);
    const to = openDayAfter(from);
    const row = await visit({ preferredDate: from, preferredTime: "10:00-11:00", booking: "confirmed", status: "visit_scheduled" });
    await fill(to, "9:00-10:00", 3);
    const path = await linkTo("visit", row.id);

    const choose = await get(`${path}?step=move`);
    expect(choose.status).toBe(200);
    const chooser = await markup(choose);
    expect(chooser).toContain(en.move.heading.visit);
    expect(chooser).toMatch(new RegExp(`<form [^>]*action="${path}" method="get"`));
    expect(chooser).toContain('name="date"');
    const times = await markup(await get(`${path}?step=move&date=${to}`));
    // A full time is there, disabled, with the word.
    expect(timeInput(times, "9:00-10:00")).toContain('disabled=""');
    expect(times).toMatch(/value="9:00-10:00"\/><span[^>]*>9:00 – 10:00 AM<\/span><span[^>]*>Full<\/span>/);
    expect(timeInput(times, "11:00-12:00")).toMatch(/^<input type="radio"/);
    expect(timeInput(times, "11:00-12:00")).not.toContain("disabled");

    const newWhen = placeWhen({ kind: "visit", date: to, slot: "11:00-12:00" }, "en");
    const confirm = await get(`${path}?step=confirm-move&date=${to}&slot=11:00-12:00`);
    const confirmHtml = await markup(confirm);
    expect(confirmHtml).toContain(fillTemplate(en.confirmMove.heading.visit, { when: newWhen }));
    expect(confirmHtml).toMatch(new RegExp(`<form [^>]*action="${path}\\?step=move&amp;date=${to}" method="post"`));
    expect(confirmHtml).toContain('<input type="hidden" name="intent" value="move"/>');
    expect(confirmHtml).toContain(en.confirmMove.yes.visit);
    // A full time cannot be confirmed: the choice again, and why.
    const full = await markup(await get(`${path}?step=confirm-move&date=${to}&slot=9:00-10:00`));
    expect(full).toContain(en.move.pickTime);
    expect(full).not.toContain(en.confirmMove.yes.visit);

    const moved = await post(`${path}?step=move&date=${to}`, { intent: "move", date: to, slot: "11:00-12:00" });
    expect(moved.status).toBe(303);
    expectPrivateHeaders(moved, "the change's redirect");
    expect(moved.headers.get("location")).toBe(`${path}?done=moved`);
    const after = await visitNow(row.id);
    expect([after.preferredDate, after.preferredTime, after.booking, after.bookingSequence]).toEqual([to, "11:00-12:00", "confirmed", 1]);
    expect(await history("visit", row.id)).toEqual([{ accountId: null, action: "moved", from: `${from} 10:00-11:00`, to: `${to} 11:00-12:00` }]);
    expect(await changeMail("visit", row.id)).toEqual([
      { audience: "office", purpose: "family-change", language: "en" },
      { audience: "visitor", purpose: "moved", language: "en" },
      { audience: "visitor", purpose: "reminder", language: "en" },
    ]);

    const page = await markup(await get(`${path}?done=moved`));
    expect(page).toContain(fillTemplate(en.done.moved.visit, { when: newWhen }));
    expect(page).toContain(fillTemplate(en.status.confirmed.visit.title, { when: newWhen }));
  });

  it("refuses a move to a time that filled up meanwhile, with why, keeping the page and changing nothing", async () => {
    const to = openDay(7);
    const row = await visit({ preferredDate: openDay(5) });
    const path = await linkTo("visit", row.id);
    await fill(to, "2:00-3:00", 3);
    const refused = await post(`${path}?step=move&date=${to}`, { intent: "move", date: to, slot: "2:00-3:00" });
    expect(refused.status).toBe(409);
    expectPrivateHeaders(refused, "the refusal");
    const html = await markup(refused);
    expect(html).toMatch(/role="alert"[^>]*>[^<]*is fully booked\. Times still open that day: /);
    expect(html).toContain(en.move.heading.visit);
    expect(timeInput(html, "2:00-3:00")).toContain('disabled=""');
    const after = await visitNow(row.id);
    expect([after.preferredDate, after.preferredTime, after.booking, after.bookingSequence]).toEqual([row.preferredDate, row.preferredTime, "asked", 0]);
    expect(await history("visit", row.id)).toEqual([]);
    expect(await changeMail("visit", row.id)).toEqual([]);
  });

  it("cancels a visit after its confirmation step and frees its place", async () => {
    const day = openDay(8);
    const row = await visit({ preferredDate: day, preferredTime: "3:00-4:00" });
    await fill(day, "3:00-4:00", 2);
    const slotOf = async () =>
      (await schoolAvailability(db(), "visit", "viswa")).days.find((each) => each.date === day)?.slots.find((slot) => slot.slot === "3:00-4:00");
    expect(await slotOf()).toMatchObject({ state: "full", left: 0 });
    const path = await linkTo("visit", row.id);
    const when = placeWhen({ kind: "visit", date: day, slot: "3:00-4:00" }, "en");

    const confirm = await markup(await get(`${path}?step=cancel`));
    expect(confirm).toContain(fillTemplate(en.confirmCancel.heading.visit, { when }));
    expect(confirm).toMatch(new RegExp(`<form [^>]*action="${path}\\?step=cancel" method="post"`));
    expect(confirm).toContain('<input type="hidden" name="intent" value="cancel"/>');
    expect(confirm).toContain(en.confirmCancel.yes.visit);
    expect(confirm).toContain(en.confirmCancel.no.visit);

    const cancelled = await post(`${path}?step=cancel`, { intent: "cancel" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`${path}?done=cancelled`);
    expect((await visitNow(row.id)).booking).toBe("cancelled");
    expect(await slotOf()).toMatchObject({ state: "open", left: 1 });
    expect(await history("visit", row.id)).toEqual([{ accountId: null, action: "cancelled", from: `${day} 3:00-4:00`, to: null }]);
    expect(await changeMail("visit", row.id)).toEqual([
      { audience: "office", purpose: "family-change", language: "en" },
      { audience: "visitor", purpose: "cancelled", language: "en" },
    ]);
    const page = await markup(await get(`${path}?done=cancelled`));
    expect(page).toContain(en.done.cancelled.visit);
    expect(page).toContain(en.status.cancelled.visit.title);
    expect(page).not.toContain("?step=move");
    // Nothing more to change: a second post is the page again, and nothing is written.
    const again = await post(path, { intent: "cancel" });
    expect(again.status).toBe(303);
    expect(await history("visit", row.id)).toHaveLength(1);
  });

  it("moves a Telugu tour to another open day, in Telugu", async () => {
    const [row] = await db()
      .insert(tourRequests)
      .values({ school: "queens", peopleCount: "2", studentClass: "3rd", date: openDay(9), parentName: "లక్ష్మి", phone: "+91 98765 43210", email: "l@example.org", language: "te" })
      .returning();
    const path = `/te${await linkTo("tour", row!.id)}`;
    const chooser = await markup(await get(`${path}?step=move`));
    expect(chooser).toContain(te.move.heading.tour);
    expect(chooser).toContain('<input type="hidden" name="step" value="confirm-move"/>');
    const to = openDayAfter(row!.date);
    const confirm = await markup(await get(`${path}?step=confirm-move&date=${to}`));
    expect(confirm).toContain(fillTemplate(te.confirmMove.heading.tour, { when: placeWhen({ kind: "tour", date: to }, "te") }));
    const moved = await post(`${path}?step=move`, { intent: "move", date: to });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`${path}?done=moved`);
    const [after] = await db().select().from(tourRequests).where(eq(tourRequests.id, row!.id));
    expect(after!.date).toBe(to);
    expect(await changeMail("tour", row!.id)).toEqual([
      { audience: "office", purpose: "family-change", language: "en" },
      { audience: "visitor", purpose: "moved", language: "te" },
    ]);
    const page = await markup(await get(`${path}?done=moved`));
    expect(page).toContain(fillTemplate(te.done.moved.tour, { when: placeWhen({ kind: "tour", date: to }, "te") }));
  });

  it("offers no change of a visit that is past or finished, and takes none", async () => {
    const past = await visit({ preferredDate: yesterday(), booking: "confirmed" });
    const finished = await visit({ preferredDate: openDay(1), status: "visited" });
    const cases: Array<[number, string]> = [
      [past.id, en.status.past.visit.title],
      [finished.id, en.status.visited.title],
    ];
    for (const [id, words] of cases) {
      const path = await linkTo("visit", id);
      const html = await markup(await get(path));
      expect(html).toContain(words);
      expect(html).not.toContain("?step=move");
      const step = await markup(await get(`${path}?step=cancel`));
      expect(step).not.toContain(en.confirmCancel.yes.visit);
      expect((await post(path, { intent: "cancel" })).status).toBe(303);
      expect((await visitNow(id)).booking).not.toBe("cancelled");
      expect(await history("visit", id)).toEqual([]);
    }
  });

  it("takes no post from another site, and the page's own post with the Origin its no-referrer policy gives", async () => {
    const row = await visit();
    const path = await linkTo("visit", row.id);
    const strangers: Array<Record<string, string>> = [{ origin: "https://elsewhere.example" }, { origin: "null", "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }];
    for (const headers of strangers) {
      const res = await post(path, { intent: "cancel" }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expectPrivateHeaders(res, "the cross-site refusal");
    }
    expect((await visitNow(row.id)).booking).toBe("asked");
    // A browser posts the page's own form with Origin: null (no-referrer), and says it is the site's own.
    const own = await post(path, { intent: "cancel" }, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(303);
    expect((await visitNow(row.id)).booking).toBe("cancelled");
  });

  it("keeps no copy of a link's page in the page cache", async () => {
    const path = await linkTo("visit", (await visit()).id);
    for (let i = 0; i < 3; i++) {
      const res = await get(path, {}, cached);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-page-cache")).toBeNull();
      await res.text();
    }
  });

  it("writes no token into the log, and no page failed", async () => {
    await get(`/r/${"Z".repeat(43)}`);
    await get(`/%72/${"Y".repeat(43)}`);
    const logs = `${site.logs()}${proxied.logs()}${cached.logs()}`;
    expect(logs).toContain('"path":"/r/…"');
    for (const token of [...tokens, "Z".repeat(43), "Y".repeat(43)]) expect(logs).not.toContain(token);
    expect(failures).toEqual([]);
  });
});
