// The public JSON API against a real database: every endpoint, its success and each
// failure class. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { connect } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#database/client.ts";
import { issueChallenge } from "#app/forms/challenge.server.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../tests/support/test-database.ts";
import { startTestServer, TEST_SECRET, type TestServer } from "../../tests/support/test-server.ts";
import { openDay, validPayloads, visitFields, yesterday } from "../../tests/support/payloads.ts";

const tableOf = {
  "/api/book-tours": "tour_requests",
  "/api/enrollments": "enrollment_requests",
  "/api/contact": "contact_messages",
  "/api/admissions": "admission_applications",
  "/api/schedule-visits": "visit_requests",
  "/api/careers": "career_applications",
} as const;
type PostPath = keyof typeof tableOf;

describe.each(engines)("API on %s", (engine) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startTestServer(database.connection.db);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.reset();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const rows = (table: string) => queryRows(database.connection.db, sql.raw(`select * from ${table} order by 1`));
  const challenge = async () => {
    const res = await get("/api/math-challenge");
    const body = (await res.json()) as { token: string; question: string };
    const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec(body.question) ?? [];
    return { token: body.token, answer: String(Number(a) + Number(b)) };
  };
  const visitPayload = async () => {
    const { token, answer } = await challenge();
    return { ...visitFields(), mathChallenge: answer, mathChallengeToken: token, mathChallengeAnswer: answer };
  };

  describe("reads", () => {
    it("lists the six seeded schools in id order", async () => {
      const res = await get("/api/schools");
      expect(res.status).toBe(200);
      const schools = (await res.json()) as Array<Record<string, unknown>>;
      expect(schools.map((s) => [s.id, s.code])).toEqual([
        [1, "viswa"], [2, "maa"], [3, "santhi"], [4, "lumbini"], [5, "prism"], [6, "queens"],
      ]);
      for (const school of schools) {
        expect(school).toEqual({
          id: expect.any(Number),
          code: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
          established: expect.any(Number),
          location: expect.any(String),
          website: school.website === null ? null : expect.stringMatching(/^https:\/\//),
        });
      }
      expect(schools[0]?.location).toMatch(/Wargal.*Siddipet/);
      expect(schools[4]?.location).toMatch(/ManiKonda/);
      expect(schools[5]?.location).toMatch(/SriNagar Colony/);
    });

    it("tells caches that the lists depend on the visitor's language", async () => {
      for (const path of ["/api/schools", "/api/schools/1", "/api/testimonials"]) {
        const vary = (await get(path)).headers.get("vary") ?? "";
        expect(vary, path).toMatch(/Accept-Language/);
        expect(vary, path).toMatch(/Cookie/);
      }
    });

    it("answers schools and testimonials in Telugu for ?lang=te, the lang cookie or Accept-Language", async () => {
      const variants: Array<Record<string, string>> = [{ cookie: "lang=te" }, { "accept-language": "te-IN,te;q=0.9" }];
      for (const headers of variants) {
        const [school] = (await (await get("/api/schools", headers)).json()) as Array<{ name: string; description: string }>;
        expect(school?.name).toBe("విశ్వభారతి హైస్కూల్");
        expect(school?.description).toMatch(/[\u0C00-\u0C7F]/);
      }
      const one = (await (await get("/api/schools/2?lang=te")).json()) as { name: string; location: string };
      expect(one.name).toBe("MAA స్కూల్");
      expect(one.location).toMatch(/మహబూబ్‌నగర్/);
      const [testimonial] = (await (await get("/api/testimonials?lang=te")).json()) as Array<Record<string, unknown>>;
      expect(testimonial?.name).toBe("లక్ష్మీ రెడ్డి");
      expect(Object.keys(testimonial ?? {}).sort()).toEqual(["content", "id", "imageUrl", "name", "rating", "role"]);
      const english = (await (await get("/api/schools/2")).json()) as { name: string };
      expect(english.name).toBe("MAA School");
    });

    it("answers one school by id", async () => {
      const res = await get("/api/schools/6");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: 6, code: "queens", name: "Queens International School" });
    });

    it.each(["7", "0", "abc", "1.5", "99999999999"])("answers 404 'School not found' for id %s", async (id) => {
      const res = await get(`/api/schools/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: "School not found" });
    });

    it("lists at least six testimonials rated 4 or 5", async () => {
      const res = await get("/api/testimonials");
      expect(res.status).toBe(200);
      const list = (await res.json()) as Array<Record<string, unknown>>;
      expect(list.length).toBeGreaterThanOrEqual(6);
      for (const t of list) {
        expect(Object.keys(t).sort()).toEqual(["content", "id", "imageUrl", "name", "rating", "role"]);
        expect([4, 5]).toContain(t.rating);
      }
    });

    it("issues a math challenge with a small sum and a token", async () => {
      const res = await get("/api/math-challenge");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = (await res.json()) as { token: string; question: string };
      expect(body.question).toMatch(/^What is [1-9] \+ [1-9]\?$/);
      expect(body.token.length).toBeGreaterThan(40);
    });
  });

  describe("submissions", () => {
    it.each(Object.keys(validPayloads) as Array<keyof typeof validPayloads>)(
      "%s stores the request and answers 201 {id, createdAt}",
      async (path) => {
        const res = await post(path, validPayloads[path]());
        expect(res.status).toBe(201);
        // JSON, never stored, and no ETag: an answer to a POST is never asked for again.
        expect(Object.fromEntries(["content-type", "cache-control", "etag"].map((name) => [name, res.headers.get(name)]))).toEqual({
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
          etag: null,
        });
        const body = (await res.json()) as { id: number; createdAt: string };
        expect(Object.keys(body).sort()).toEqual(["createdAt", "id"]);
        expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
        const stored = await rows(tableOf[path]);
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ id: body.id, status: "new", language: "en" });
      },
    );

    it("stores every field of a contact message as sent", async () => {
      const payload = validPayloads["/api/contact"]();
      await post("/api/contact", payload);
      const [row] = await rows("contact_messages");
      expect(row).toMatchObject({
        first_name: payload.firstName,
        last_name: payload.lastName,
        email: payload.email,
        phone: payload.phone,
        school: payload.school,
        message: payload.message,
      });
    });

    it("stores an admission application against the school of its route", async () => {
      const res = await post("/api/admissions", { ...validPayloads["/api/admissions"](), schoolId: 5 });
      expect(res.status).toBe(201);
      const [row] = await rows("admission_applications");
      expect(row).toMatchObject({ school_id: 5, student_name: "Test Student", grade: "5th", message: "" });
    });

    it("stores a scheduled visit with a correct challenge answer", async () => {
      const payload = { ...(await visitPayload()), preferredDate: openDay(2), preferredTime: "10:00-11:00" };
      const res = await post("/api/schedule-visits", payload);
      expect(res.status).toBe(201);
      const [row] = await rows("visit_requests");
      expect(row).toMatchObject({
        parent_name: "Test Parent",
        school: "viswa",
        preferred_date: openDay(2),
        preferred_time: "10:00-11:00",
        number_of_visitors: "2",
      });
      expect(Object.keys(row ?? {})).not.toContain("math_challenge_token");
    });

    it("ignores extra fields: they are never stored and cannot set id or status", async () => {
      const res = await post("/api/enrollments", {
        ...validPayloads["/api/enrollments"](),
        id: 999,
        status: "closed",
        createdAt: "2000-01-01T00:00:00.000Z",
        isAdmin: true,
      });
      expect(res.status).toBe(201);
      const [row] = await rows("enrollment_requests");
      expect(row?.id).not.toBe(999);
      expect(row?.status).toBe("new");
      expect(new Date(row?.created_at as string).getFullYear()).toBeGreaterThan(2020);
      expect(row).not.toHaveProperty("is_admin");
    });

    it("records the visitor's language from the payload, else from Accept-Language", async () => {
      await post("/api/book-tours", { ...validPayloads["/api/book-tours"](), language: "te" });
      await post("/api/book-tours", validPayloads["/api/book-tours"](), { "accept-language": "te-IN,te;q=0.9,en;q=0.5" });
      await post("/api/book-tours", validPayloads["/api/book-tours"](), { "accept-language": "hi-IN,en;q=0.8" });
      expect((await rows("tour_requests")).map((r) => r.language)).toEqual(["te", "te", "en"]);
    });

    it("keeps 200 concurrent submissions as 200 rows, each answered with its own row's id", async () => {
      // They arrive while earlier ones are being written, so most are stored together
      // (app/forms/store.server.ts): each answer must still name its own row.
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post("/api/contact", { ...validPayloads["/api/contact"](), message: `Concurrent message number ${i}` })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
      const ids = await Promise.all(responses.map(async (r) => ((await r.json()) as { id: number }).id));
      expect(new Set(ids).size).toBe(200);
      const stored = await rows("contact_messages");
      expect(stored).toHaveLength(200);
      const messageOf = new Map(stored.map((row) => [row.id, row.message]));
      expect(ids.map((id) => messageOf.get(id))).toEqual(ids.map((_, i) => `Concurrent message number ${i}`));
    });
  });

  describe("validation", () => {
    it.each(Object.keys(tableOf) as PostPath[])("%s answers 400 with a message per missing field and stores nothing", async (path) => {
      const res = await post(path, {});
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(typeof body.message).toBe("string");
      expect(Object.keys(body.errors).length).toBeGreaterThan(2);
      expect(body.message).toBe(Object.values(body.errors)[0]);
      expect(await rows(tableOf[path])).toHaveLength(0);
    });

    it("names each missing field of the tour form", async () => {
      const body = (await (await post("/api/book-tours", {})).json()) as { errors: Record<string, string> };
      expect(body.errors).toEqual({
        school: "Please select a school",
        peopleCount: "Please select number of people",
        studentClass: "Please select a class",
        date: "Please select a date",
      });
    });

    it("gives the visit form's exact messages of spec section 5", async () => {
      const res = await post("/api/schedule-visits", {
        parentName: "A",
        email: "not-an-email",
        phone: "12345",
        studentName: "B",
        preferredDate: yesterday(),
        mathChallengeToken: "x",
      });
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(res.status).toBe(400);
      expect(body.errors).toEqual({
        parentName: "Parent name must be at least 2 characters",
        email: "Please enter a valid email address",
        phone: "Phone number must be at least 10 digits",
        studentName: "Student name must be at least 2 characters",
        school: "Please select a school",
        studentAge: "Please select student age",
        gradeInterested: "Please select a grade",
        preferredDate: "Please select a date from today onwards",
        preferredTime: "Please select a preferred time",
        numberOfVisitors: "Please select number of visitors",
        mathChallenge: "Please solve the math challenge to verify you're human",
      });
    });

    it("rejects a phone over 15 characters and a missing preferred date with the spec's words", async () => {
      const payload = { ...(await visitPayload()), phone: "+91 98765 43210 99", preferredDate: "" };
      const body = (await (await post("/api/schedule-visits", payload)).json()) as { errors: Record<string, string> };
      expect(body.errors).toEqual({
        phone: "Phone number is too long",
        preferredDate: "Please select a preferred date",
      });
    });

    it("refuses values outside the enumerations", async () => {
      const res = await post("/api/book-tours", { school: "harvard", peopleCount: "9", studentClass: "11th", date: "2026-02-30" });
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(res.status).toBe(400);
      expect(body.errors).toEqual({
        school: "Please select a school",
        peopleCount: "Please select number of people",
        studentClass: "Please select a class",
        date: "Please enter a valid date",
      });
    });

    it("refuses a tour date in the past (India time)", async () => {
      const res = await post("/api/book-tours", { ...validPayloads["/api/book-tours"](), date: yesterday() });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: object }).errors).toEqual({ date: "Please select a date from today onwards" });
    });

    it("refuses an admission for a school that does not exist", async () => {
      const res = await post("/api/admissions", { ...validPayloads["/api/admissions"](), schoolId: 99 });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: object }).errors).toEqual({ schoolId: "Please choose one of our schools" });
      expect(await rows("admission_applications")).toHaveLength(0);
    });

    it("refuses only the admission for a school that does not exist among others sent at once", async () => {
      const schoolIds = [1, 2, 99, 3, 4, 98, 5, 6];
      const answers = await Promise.all(schoolIds.map((schoolId) => post("/api/admissions", { ...validPayloads["/api/admissions"](), schoolId })));
      expect(answers.map((res) => res.status)).toEqual(schoolIds.map((id) => (id > 6 ? 400 : 201)));
      const stored = await rows("admission_applications");
      expect(stored.map((row) => Number(row.school_id)).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it("refuses over-long text with a clear limit", async () => {
      const res = await post("/api/contact", { ...validPayloads["/api/contact"](), firstName: "x".repeat(101) });
      expect(((await res.json()) as { errors: object }).errors).toEqual({ firstName: "Please keep this to 100 characters or fewer" });
    });

    it("requires the career form's required fields but not position or salary", async () => {
      const res = await post("/api/careers", {});
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors).sort()).toEqual(
        ["availableFrom", "captchaAnswer", "captchaToken", "email", "firstName", "lastName", "message", "phone"].sort(),
      );
      const minimal = { ...validPayloads["/api/careers"](), position: "", experience: "", expectedSalary: "", resumeNote: "" };
      expect((await post("/api/careers", minimal)).status).toBe(201);
      // Left out altogether, the optional fields are stored empty too.
      const { position: _p, experience: _e, expectedSalary: _s, resumeNote: _r, ...leftOut } = validPayloads["/api/careers"]();
      expect((await post("/api/careers", leftOut)).status).toBe(201);
      const stored = await rows("career_applications");
      expect(stored).toHaveLength(2);
      for (const row of stored)
        expect([row.position, row.experience, row.expected_salary, row.resume_note]).toEqual(["", "", "", ""]);
    });
  });

  describe("the careers captcha", () => {
    it("takes only the answer to a question the site signed, once", async () => {
      const application = validPayloads["/api/careers"]();
      const { captchaToken: _token, ...unsigned } = application;
      const answer = async (body: unknown) => {
        const res = await post("/api/careers", body);
        return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string> } };
      };
      // Any non-empty answer was enough.
      expect((await answer(unsigned)).body.errors?.captchaToken).toBe("Security verification not loaded. Please refresh the page.");
      expect((await answer({ ...application, captchaToken: "v1.forged.9999999999999.a.b" })).status).toBe(400);
      const wrong = await answer({ ...application, captchaAnswer: String(Number(application.captchaAnswer) + 1) });
      expect(wrong).toEqual({ status: 400, body: expect.objectContaining({ message: "Please solve the math problem correctly." }) });
      const fresh = validPayloads["/api/careers"]();
      expect((await answer(fresh)).status).toBe(201);
      expect((await answer(fresh)).body.message).toBe("This security question has already been used. Please try the new question.");
      // A question of the visit form's is a question of the site's too.
      const visit = await challenge();
      expect((await answer({ ...validPayloads["/api/careers"](), captchaToken: visit.token, captchaAnswer: visit.answer })).status).toBe(201);
      expect(await rows("career_applications")).toHaveLength(2);
    });
  });

  describe("the visit challenge", () => {
    it("refuses a wrong answer with a message the form shows as it is", async () => {
      const payload = await visitPayload();
      const wrong = String(Number(payload.mathChallenge) + 1);
      const res = await post("/api/schedule-visits", { ...payload, mathChallenge: wrong, mathChallengeAnswer: wrong });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "The answer to the security question is incorrect. Please try the new question.",
      );
      expect(await rows("visit_requests")).toHaveLength(0);
    });

    it("accepts a token once only", async () => {
      const payload = await visitPayload();
      expect((await post("/api/schedule-visits", payload)).status).toBe(201);
      const again = await post("/api/schedule-visits", payload);
      expect(again.status).toBe(400);
      expect(((await again.json()) as { message: string }).message).toBe(
        "This security question has already been used. Please try the new question.",
      );
      expect(await rows("visit_requests")).toHaveLength(1);
    });

    it("spends a token on a wrong answer, so answers cannot be guessed on one token", async () => {
      const payload = await visitPayload();
      await post("/api/schedule-visits", { ...payload, mathChallengeAnswer: "-1" });
      const retry = await post("/api/schedule-visits", payload);
      expect(retry.status).toBe(400);
      expect(await rows("visit_requests")).toHaveLength(0);
    });

    it("refuses an expired token", async () => {
      const { token, a, b } = issueChallenge(TEST_SECRET, Date.now() - 11 * 60 * 1000);
      const answer = String(a + b);
      const res = await post("/api/schedule-visits", { ...visitFields(), mathChallenge: answer, mathChallengeToken: token, mathChallengeAnswer: answer });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "The security question has expired. Please try the new question.",
      );
    });

    it("refuses a forged token", async () => {
      const { token, a, b } = issueChallenge("some-other-secret-of-at-least-32-chars!");
      const answer = String(a + b);
      const res = await post("/api/schedule-visits", { ...visitFields(), mathChallenge: answer, mathChallengeToken: token });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "The security question could not be verified. Please try the new question.",
      );
      const garbage = await post("/api/schedule-visits", { ...visitFields(), mathChallenge: "3", mathChallengeToken: "v1.a.b.c.d" });
      expect(garbage.status).toBe(400);
    });
  });

  describe("bad requests", () => {
    it("answers 400 to malformed JSON", async () => {
      const res = await post("/api/contact", '{"firstName": "Te');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "The request body is not valid JSON." });
    });

    it("answers 400 (not 500) to JSON that is not an object", async () => {
      for (const body of ["[]", "null", "42", '"text"']) {
        const res = await post("/api/contact", body);
        expect(res.status).toBe(400);
      }
    });

    it("answers 413 to a body over 100 KB, declared or streamed", async () => {
      const big = { ...validPayloads["/api/contact"](), message: "x".repeat(110 * 1024) };
      const declared = await post("/api/contact", big);
      expect(declared.status).toBe(413);
      expect(((await declared.json()) as { message: string }).message).toMatch(/too large/);
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          const piece = new TextEncoder().encode("x".repeat(16 * 1024));
          controller.enqueue(new TextEncoder().encode('{"message":"'));
          for (let i = 0; i < 10; i++) controller.enqueue(piece);
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      });
      const streamed = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: chunks,
        duplex: "half",
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await rows("contact_messages")).toHaveLength(0);
    });

    it("answers 413 at once to a body that declares more than the limit, and closes the connection", async () => {
      const port = new URL(server.url).port;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        let text = "";
        const socket = connect(Number(port), "127.0.0.1", () => {
          // A gigabyte announced, a few bytes sent: nothing more is waited for.
          socket.write("POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n{}");
        });
        socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await rows("contact_messages")).toHaveLength(0);
    });

    it("answers 415 to a body that is not declared JSON", async () => {
      const form = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "firstName=Test",
      });
      expect(form.status).toBe(415);
      const none = await fetch(`${server.url}/api/contact`, { method: "POST" });
      expect(none.status).toBe(415);
      expect(((await none.json()) as { message: string }).message).toMatch(/JSON/);
    });

    it("answers 404 JSON for an unknown API path", async () => {
      for (const res of [await get("/api/nothing-here"), await post("/api/schools/1/extra", {})]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: "Not found" });
      }
    });

    it("answers 405 with Allow to a wrong method", async () => {
      const write = await post("/api/schools", {});
      expect(write.status).toBe(405);
      expect(write.headers.get("allow")).toBe("GET, HEAD");
      for (const method of ["PUT", "DELETE", "PATCH"]) {
        expect((await fetch(`${server.url}/api/testimonials`, { method })).status).toBe(405);
      }
      const read = await get("/api/contact");
      expect(read.status).toBe(405);
      expect(read.headers.get("allow")).toBe("POST");
      expect(await read.json()).toEqual({ message: "Method not allowed" });
    });
  });

  describe("database failures", () => {
    it.each(Object.keys(tableOf) as PostPath[])("%s answers 503 and writes nothing when its table fails", async (path) => {
      const table = tableOf[path];
      const payload = path === "/api/schedule-visits" ? await visitPayload() : validPayloads[path as keyof typeof validPayloads]();
      await database.connection.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
      try {
        const res = await post(path, payload);
        expect(res.status).toBe(503);
        expect(((await res.json()) as { message: string }).message).toMatch(/try again/);
      } finally {
        await database.connection.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
      }
      expect(await rows(table)).toHaveLength(0);
      // The visit's token was not spent either: the whole transaction rolled back.
      expect(await rows("used_challenge_tokens")).toHaveLength(0);
    });

    it("logs one line per request with no form values in it", async () => {
      const canary = "Canary-7f3a9";
      await post("/api/contact", { ...validPayloads["/api/contact"](), firstName: canary, email: `${canary}@example.com` });
      await post("/api/contact", { ...validPayloads["/api/contact"](), firstName: canary, phone: "x" });
      const logs = server.logs();
      expect(logs).not.toContain(canary);
      const line = logs.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>).at(-1);
      expect(line).toMatchObject({ method: "POST", path: "/api/contact", status: 400, durationMs: expect.any(Number) });
    });

    it("answers 503 for reads and writes when the database is gone", async () => {
      await database.connection.close();
      const read = await get("/api/schools");
      expect(read.status).toBe(503);
      const write = await post("/api/contact", validPayloads["/api/contact"]());
      expect(write.status).toBe(503);
      expect(((await write.json()) as { message: string }).message).toBe(
        "We could not reach our records just now. Please try again in a moment.",
      );
      // Reopen for afterAll's cleanup, which closes again harmlessly.
    });
  });
});
