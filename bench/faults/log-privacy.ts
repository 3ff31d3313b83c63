// c. No personal data in logs: the production server at LOG_LEVEL=trace, its stdout and
// stderr captured; distinct random canaries in every personal field of every POST
// endpoint, in valid submissions (201), invalid ones (400), unknown schools, wrong
// challenges, malformed and oversized bodies, other content types, query strings and
// headers, a NUL in a text (stripped, 201; the stored row is checked) and year 0000 in a
// date (400, or 503 if the database refuses it). No canary may be logged.
import { randomBytes, randomInt } from "node:crypto";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { connectDatabase, queryRows } from "#database/client.ts";
import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";
import { validPayloads, visitFields } from "../../tests/support/payloads.ts";
import { challenge, check, figure, postJson, startSite, tempDir } from "./support.ts";

const SCENARIO = "c";
const NUL_CASE = "contact, NUL in the message (stripped)";

export interface PrivacyResult {
  submissions: number;
  canaries: number;
  leaked: number;
  logLines: number;
}

export async function logPrivacy(): Promise<PrivacyResult> {
  const dataDir = tempDir("faults-c-data-");
  const site = await startSite({ DATA_DIR: dataDir, LOG_LEVEL: "trace" }, "site on PGlite (trace logging)");
  figure("server", `pid ${site.child.pid} on 127.0.0.1:${site.port}, LOG_LEVEL=trace`);

  const canaries: string[] = [];
  /** A word no log would contain by chance. */
  const word = () => {
    const value = `Cnry${randomBytes(5).toString("hex")}`;
    canaries.push(value);
    return value;
  };
  /** A 10-digit phone number: its digits are the canary. */
  const phone = () => {
    const value = `9${randomInt(100_000_000, 999_999_999)}`;
    canaries.push(value);
    return value;
  };
  const email = () => `${word()}@example.com`;

  const cases: Array<{ label: string; path: string; body: unknown; raw?: string; headers?: Record<string, string>; query?: string; expect: number[] }> = [];
  const add = (label: string, path: string, body: unknown, expect: number | number[], extra: { raw?: string; headers?: Record<string, string>; query?: string } = {}) =>
    cases.push({ label, path, body, expect: Array.isArray(expect) ? expect : [expect], ...extra });

  // Valid submissions, every free field a canary.
  add("contact, valid", "/api/contact", { ...validPayloads["/api/contact"](), firstName: word(), lastName: word(), email: email(), phone: phone(), message: `Please call ${word()} about ${word()}` }, 201);
  add("enrollment, valid", "/api/enrollments", { ...validPayloads["/api/enrollments"](), firstName: word(), lastName: word(), email: email(), phone: phone() }, 201);
  add("tour, valid with an extra field", "/api/book-tours", { ...validPayloads["/api/book-tours"](), note: word() }, 201);
  add("admission, valid", "/api/admissions", { ...validPayloads["/api/admissions"](), studentName: word(), parentName: word(), contactNumber: phone(), email: email(), message: word() }, 201);
  const captcha = await challenge(site.port); // a signed question of the site's, as the careers page draws
  add("career, valid", "/api/careers", {
    ...validPayloads["/api/careers"](),
    firstName: word(), lastName: word(), email: email(), phone: phone(), expectedSalary: word(), message: word(), resumeNote: `${word()}.pdf (0.20 MB)`,
    captchaToken: captcha.token, captchaAnswer: captcha.answer,
  }, 201);
  const visit = await challenge(site.port);
  add("visit, valid", "/api/schedule-visits", {
    ...visitFields(), parentName: word(), studentName: word(), email: email(), phone: phone(), specificInterests: word(), questions: word(),
    mathChallenge: visit.answer, mathChallengeToken: visit.token, mathChallengeAnswer: visit.answer,
  }, 201);

  // Invalid submissions (400).
  add("contact, bad e-mail and phone", "/api/contact", { ...validPayloads["/api/contact"](), firstName: word(), email: `${word()}-not-an-email`, phone: word() }, 400);
  add("contact, name too long", "/api/contact", { ...validPayloads["/api/contact"](), firstName: word().repeat(12) }, 400);
  add("enrollment, unknown class", "/api/enrollments", { ...validPayloads["/api/enrollments"](), firstName: word(), studentClass: word() }, 400);
  add("tour, every field wrong", "/api/book-tours", { school: word(), peopleCount: word(), studentClass: word(), date: word(), language: word() }, 400);
  add("admission, unknown school (the database refuses it)", "/api/admissions", { ...validPayloads["/api/admissions"](), studentName: word(), email: email(), schoolId: randomInt(900_000_000, 999_999_999) }, 400);
  add("admission, unknown grade", "/api/admissions", { ...validPayloads["/api/admissions"](), parentName: word(), grade: word() }, 400);
  const wrong = await challenge(site.port);
  add("visit, wrong answer", "/api/schedule-visits", {
    ...visitFields(), parentName: word(), email: email(), phone: phone(), questions: word(),
    mathChallenge: "99", mathChallengeToken: wrong.token, mathChallengeAnswer: "99",
  }, 400);
  add("visit, forged token", "/api/schedule-visits", { ...visitFields(), parentName: word(), mathChallenge: "3", mathChallengeToken: `v1.${word()}.1.a.b` }, 400);
  add("career, bad date", "/api/careers", { ...validPayloads["/api/careers"](), firstName: word(), availableFrom: word() }, 400);

  // Bodies the parser refuses, and values outside the body.
  add("contact, malformed JSON", "/api/contact", undefined, 400, { raw: `{"firstName":"${word()}","email":"${word()}@example.com"` });
  add("contact, over 100 KB", "/api/contact", { ...validPayloads["/api/contact"](), firstName: word(), message: `${word()} ${"x".repeat(110 * 1024)}` }, 413);
  add("contact, form-encoded (415)", "/api/contact", undefined, 415, {
    raw: `firstName=${word()}&email=${word()}%40example.com`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  add("contact, query string", "/api/contact", { ...validPayloads["/api/contact"](), message: "Query string test." }, 201, { query: `?email=${word()}&phone=${phone()}` });
  add("contact, headers", "/api/contact", { ...validPayloads["/api/contact"](), message: "Header test." }, 201, {
    headers: { "user-agent": word(), referer: `http://127.0.0.1/${word()}`, cookie: `lang=${word()}; session=${word()}`, "accept-language": word() },
  });
  add("contact, honeypot filled", "/api/contact", { ...validPayloads["/api/contact"](), firstName: word(), [HONEYPOT_FIELD]: word() }, 201);

  // The pages' own forms, posted as a browser without the page's scripts posts them.
  const form = (fields: Record<string, string>) => ({
    raw: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const contactForm = () => ({ ...validPayloads["/api/contact"](), firstName: word(), lastName: word(), email: email(), phone: phone(), message: `Call ${word()}` });
  add("contact page form, valid", "/", undefined, 201, form(contactForm()));
  add("contact page form, invalid (Telugu)", "/te", undefined, 400, form({ ...contactForm(), email: `${word()}-not-an-email` }));
  add("careers page form, wrong captcha", "/careers", undefined, 400, form({ ...validPayloads["/api/careers"](), firstName: word(), email: email(), captchaToken: (await challenge(site.port)).token, captchaAnswer: "77" }));
  add("visit page form, before its question", "/schedule-visit", undefined, 400, form({ ...visitFields(), parentName: word(), phone: phone(), questions: word() }));
  add("a page without a form (405)", "/about", undefined, 405, form({ firstName: word(), email: email() }));

  // A NUL in a text: the database cannot store it, the API strips it (201; the stored
  // message is checked below).
  const nulWord = word();
  add(NUL_CASE, "/api/contact", { ...validPayloads["/api/contact"](), firstName: word(), email: email(), message: `${nulWord}\u0000 and\u0000` }, 201);
  // Year 0000: the database refuses it, so either the schema does (400, as now) or the
  // error log path runs (503); see server/api/fuzz.test.ts.
  add("career, year 0000", "/api/careers", { ...validPayloads["/api/careers"](), firstName: word(), phone: phone(), availableFrom: "0000-01-01" }, [400, 503]);

  const results: Array<{ label: string; status: string; expect: number[]; id?: number }> = [];
  for (const c of cases) {
    const answer = await postJson(site.port, `${c.path}${c.query ?? ""}`, c.raw ?? c.body, { headers: c.headers, timeoutMs: 10_000 });
    let id: number | undefined;
    if (answer.status === 201) {
      try {
        id = (JSON.parse(answer.body ?? "{}") as { id?: number }).id;
      } catch {
        // not JSON: no id
      }
    }
    results.push({ label: c.label, status: answer.status !== undefined ? String(answer.status) : `error ${answer.error}`, expect: c.expect, id });
  }
  const asExpected = (r: (typeof results)[number]) => r.expect.map(String).includes(r.status);
  for (const r of results) figure(`  ${r.label}`, `${r.status}${asExpected(r) ? "" : ` (expected ${r.expect.join(" or ")})`}`);

  // Stop the server so that everything it wrote is in.
  site.child.kill("SIGTERM");
  await Promise.race([site.exited, sleep(15_000, undefined, { ref: false })]);
  const output = site.output();

  // With the server gone, the row the NUL submission stored.
  if (site.exitCode() === null) {
    site.child.kill("SIGKILL");
    await site.exited;
  }
  const nulId = results.find((r) => r.label === NUL_CASE)?.id;
  let nulRow: { message: string } | undefined;
  if (nulId !== undefined) {
    const reopened = await connectDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      [nulRow] = await queryRows<{ message: string }>(reopened.db, sql`select message from contact_messages where id = ${nulId}`);
    } finally {
      await reopened.close();
    }
  }
  const lines = output.split("\n").filter((l) => l.trim() !== "");
  const requestLines = lines.filter((l) => l.includes('"method":"POST"'));
  const errorLines = lines.filter((l) => l.includes('"level":50'));
  figure("log lines / POST request lines / error lines", `${lines.length} / ${requestLines.length} / ${errorLines.length}`);
  figure("canaries", canaries.length);

  const lower = output.toLowerCase();
  const leaked = canaries.filter((c) => lower.includes(c.toLowerCase()));
  check(SCENARIO, "the log is not empty (one line per POST)", requestLines.length >= cases.length, `${requestLines.length} lines for ${cases.length} POSTs`);
  check(
    SCENARIO,
    "no canary appears in stdout or stderr",
    leaked.length === 0,
    leaked.length
      ? `${leaked.length} leaked, e.g. ${leaked[0]} in: ${lines.find((l) => l.toLowerCase().includes(leaked[0]!.toLowerCase()))?.slice(0, 300)}`
      : `${canaries.length} canaries, ${output.length} bytes of log searched`,
  );
  const unexpected = results.filter((r) => !asExpected(r));
  check(SCENARIO, "each submission got the answer it should", unexpected.length === 0, unexpected.map((r) => `${r.label}: ${r.status}`).join("; "));
  check(
    SCENARIO,
    "the NUL submission was stored without its NULs",
    nulRow !== undefined && !nulRow.message.includes("\u0000") && nulRow.message === `${nulWord} and`,
    nulId === undefined
      ? "no id answered"
      : nulRow === undefined
        ? `no row with id ${nulId}`
        : `id ${nulId}: ${JSON.stringify(nulRow.message.replaceAll(nulWord, "<canary>"))}`,
  );

  return { submissions: cases.length, canaries: canaries.length, leaked: leaked.length, logLines: lines.length };
}
