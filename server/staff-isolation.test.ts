// Who may reach which record, proved over the whole matrix (issue 16): every role (a group
// admin and each school's staff) × every record (each school's tour, message, visit and
// admission, and the group's enrollment and career application, with its résumé) × every
// staff route that names or lists records × every method, through the built site: whole on
// PostgreSQL (PGlite when no PostgreSQL is given), and on the other engine for a group admin
// and one school's staff (every route, method and record: the same rule and the same SQL,
// in a third of the time).
// A record the member may not see is answered exactly as one that does not exist: 404 and
// nothing written on the record's page (no change, no access on record); absent from
// lists, counts and exports. The access record (/staff/access) is the group admin's alone.
import "../tests/support/production-react.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, type SchoolCode } from "#app/config/enumerations.ts";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import type { StaffMember } from "#app/office/sign-in/staff-member.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { queryRows } from "#database/client.ts";
import { catalogues } from "#app/i18n/translate.ts";
import {
  admissionApplications,
  careerApplications,
  careerResumes,
  contactMessages,
  enrollmentRequests,
  tourRequests,
  visitRequests,
} from "#database/schema.ts";
import routes from "../app/routes.ts";
import { tinyPdf } from "../tests/support/resume-files.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";
import { staffCookie } from "../tests/support/staff-session.ts";

const PASSWORD = "a long enough passphrase";

interface Role {
  name: string;
  role: "admin" | "staff";
  school?: SchoolCode;
}
interface Record_ {
  kind: RequestKind;
  school: SchoolCode | null;
  /** A word only this record holds (a tour booking holds no name: none). */
  token: string;
}

const ROLES: Role[] = [{ name: "group admin", role: "admin" }, ...SCHOOL_CODES.map((school) => ({ name: `${school} staff`, role: "staff" as const, school }))];
const RECORDS: Record_[] = [
  ...SCHOOL_CODES.flatMap((school) => (["contact", "visit", "admission", "tour"] as const).map((kind) => ({ kind, school, token: `Zz${kind}${school}` }))),
  { kind: "enrollment", school: null, token: "Zzenrollmentgroup" },
  { kind: "career", school: null, token: "Zzcareergroup" },
];
/** The roles probed on an engine other than the last: a group admin and one school's staff. */
const SLICE_ROLES = ["group admin", "maa staff"];
/** The one rule: a group admin sees every record; a school's staff their school's. */
const maySee = (role: Role, record: Record_) => role.role === "admin" || (record.school !== null && record.school === role.school);

interface Probe {
  route: string;
  method: "GET" | "HEAD" | "POST";
  /** The request to make for this record; answers whether the member saw it. */
  path: (record: Record_, id: number) => string;
  body?: (member: StaffMember, mailId: number) => Record<string, string>;
  saw: (response: Response, body: string, record: Record_, id: number) => boolean;
  /** Who this probe reaches, where it is not the one rule (sending an e-mail again is the group admin's). */
  reaches?: (role: Role, record: Record_) => boolean;
}

const recordPage = (record: Record_, id: number) => `/staff/requests/${record.kind}/${id}`;
const answered = (response: Response) => {
  if (response.status !== 200 && response.status !== 404) throw new Error(`unexpected ${response.status}`);
  return response.status === 200;
};
/** A list shows a record by its page's address (in the HTML and in React Router's data alike). */
const listed = (response: Response, body: string, record: Record_, id: number) => {
  expect(response.status).toBe(200);
  return body.includes(`${recordPage(record, id)}"`);
};

/** A résumé's download: the file itself, or what any address without one gets. */
const RESUME = tinyPdf();
const downloaded = (response: Response, body: string) => {
  if (response.status === 404) {
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect([catalogues.en.staff.notFound.body, catalogues.te.staff.notFound.body].some((words) => body.includes(words))).toBe(true);
    return false;
  }
  expect(response.status).toBe(200);
  expect([response.headers.get("content-type"), response.headers.get("content-length")]).toEqual(["application/pdf", String(RESUME.length)]);
  expect(response.headers.get("content-disposition")).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  return true;
};
/** Only a career application has a résumé, and only a group admin sees one. */
const resumeReaches = (role: Role, record: Record_) => record.kind === "career" && maySee(role, record);

/** The CSV export: each row ends with the record's page's address. */
const exported = (response: Response, body: string, record: Record_, id: number) => {
  expect(response.status).toBe(200);
  return new RegExp(`${recordPage(record, id)}\\r?$`, "m").test(body);
};

/** The access record lists a record by its page's address (404 for anyone but a group admin). */
const accessListed = (response: Response, body: string, record: Record_, id: number) => answered(response) && body.includes(`${recordPage(record, id)}"`);

/** Every staff route that names or lists records, with each method it answers. */
const PROBES: Probe[] = [
  { route: ":lang?/staff/requests/:kind/:id", method: "GET", path: recordPage, saw: answered },
  { route: ":lang?/staff/requests/:kind/:id", method: "GET", path: (r, id) => `/te${recordPage(r, id)}`, saw: answered },
  { route: ":lang?/staff/requests/:kind/:id", method: "GET", path: (r, id) => `${recordPage(r, id)}.data`, saw: (response, body, record) => {
    // React Router's data request: the record's fields travel only to a member who may see it.
    const saw = answered(response);
    if (!saw) expect(body).not.toContain(record.token);
    if (saw && record.kind !== "tour") expect(body).toContain(record.token);
    return saw;
  } },
  { route: ":lang?/staff/requests/:kind/:id", method: "POST", path: recordPage, body: () => ({ intent: "status", status: "closed" }), saw: answered },
  { route: ":lang?/staff/requests/:kind/:id", method: "POST", path: recordPage, body: (m) => ({ intent: "assignee", assignee: String(m.id) }), saw: answered },
  { route: ":lang?/staff/requests/:kind/:id", method: "POST", path: recordPage, body: () => ({ intent: "note", note: "Called the family." }), saw: answered },
  { route: ":lang?/staff/requests/:kind/:id", method: "POST", path: (r, id) => `${recordPage(r, id)}.data`, body: () => ({ intent: "status", status: "closed" }), saw: answered },
  // The record's e-mail to its office.
  { route: ":lang?/staff/requests/:kind/:id", method: "POST", path: recordPage, body: (_m, mailId) => ({ intent: "resend", mail: String(mailId) }), saw: answered, reaches: (role) => role.role === "admin" },
  // The résumé of a career application (any other kind has none: 404 for everyone).
  { route: ":lang?/staff/requests/:kind/:id/resume", method: "GET", path: (r, id) => `${recordPage(r, id)}/resume`, saw: downloaded, reaches: resumeReaches },
  { route: ":lang?/staff/requests/:kind/:id/resume", method: "GET", path: (r, id) => `/te${recordPage(r, id)}/resume`, saw: downloaded, reaches: resumeReaches },
  { route: ":lang?/staff/requests/:kind/:id/resume", method: "HEAD", path: (r, id) => `${recordPage(r, id)}/resume`, saw: (response) => answered(response), reaches: resumeReaches },
  { route: ":lang?/staff/requests/:kind/:id/resume", method: "GET", path: (r, id) => `${recordPage(r, id)}/resume.data`, saw: (response, body, record) => {
    const saw = answered(response);
    if (!saw) expect(body).not.toContain(record.token);
    return saw;
  }, reaches: resumeReaches },
  // A download takes no post: the same refusal for every record and every member.
  { route: ":lang?/staff/requests/:kind/:id/resume", method: "POST", path: (r, id) => `${recordPage(r, id)}/resume`, body: () => ({ intent: "status", status: "closed" }), saw: (response) => {
    expect(response.status).toBe(405);
    return false;
  }, reaches: () => false },
  // Every record fits on the first page of 50.
  { route: ":lang?/staff", method: "GET", path: () => "/staff", saw: listed },
  { route: ":lang?/staff", method: "GET", path: (r) => `/staff?kind=${r.kind}${r.school ? `&school=${r.school}` : ""}`, saw: listed },
  { route: ":lang?/staff", method: "GET", path: () => "/staff.data", saw: listed },
  { route: ":lang?/staff/export.csv", method: "GET", path: () => "/staff/export.csv", saw: exported },
  { route: ":lang?/staff/export.csv", method: "GET", path: (r) => `/staff/export.csv?kind=${r.kind}${r.school ? `&school=${r.school}` : ""}`, saw: exported },
  // Who opened what: a group admin's page (every record has been opened by then, by the probes above); anyone else's 404.
  { route: ":lang?/staff/access", method: "GET", path: (r, id) => `/staff/access?kind=${r.kind}&id=${id}`, saw: accessListed, reaches: (role) => role.role === "admin" },
  { route: ":lang?/staff/access", method: "GET", path: (r, id) => `/te/staff/access.data?kind=${r.kind}&id=${id}`, saw: accessListed, reaches: (role) => role.role === "admin" },
];

/** Every staff route in the route table (app/routes.ts), with the layouts it sits under. */
interface StaffRoute {
  path: string;
  file: string;
  layouts: string[];
}
interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}
const flatten = (entries: RouteEntry[], layouts: string[] = []): StaffRoute[] =>
  entries.flatMap((entry) =>
    entry.children ? flatten(entry.children, [...layouts, entry.file]) : entry.path ? [{ path: entry.path, file: entry.file, layouts }] : [],
  );
const STAFF_ROUTES = flatten(routes as RouteEntry[]).filter((r) => r.path.includes("/staff"));
const STAFF_AREA = "routes/staff-area.tsx";
const MEMBERS_ONLY = "routes/staff-members-only.tsx";
const GROUP_ADMINS_ONLY = "routes/staff-group-admins-only.tsx";
/** A route's path with its parameters filled in (a visit request that need not exist: the gate answers first). */
const examplePath = (path: string) => `/${path.replace(":lang?/", "").replace(":kind", "visit").replace(":id", "1")}`;
const samePageHeaders = (method: string, origin: string): Record<string, string> =>
  method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "accept-language": "en" } : { "accept-language": "en" };

/** Rows anything the office does would write: a change, a note, an access, an export, an erasure. */
async function changeCounts(database: TestDatabase) {
  return queryRows<Record<string, number>>(
    database.connection.db,
    sql`select (select count(*)::int from request_events) as events, (select count(*)::int from access_records) as accesses,
      (select count(*)::int from inbox_exports) as exports, (select count(*)::int from erasures) as erasures,
      (select count(*)::int from staff_accounts) as accounts, (select count(*)::int from visit_requests) as visits`,
  );
}

describe("the staff routes' places in the route table", () => {
  it("puts every staff route in the staff area's frame, and all but signing in and out behind the members-only gate", () => {
    expect(STAFF_ROUTES.length).toBeGreaterThan(10);
    for (const route of STAFF_ROUTES) {
      expect(route.layouts, route.path).toContain(STAFF_AREA);
      const open = [":lang?/staff/sign-in", ":lang?/staff/sign-out"].includes(route.path);
      expect(route.layouts.includes(MEMBERS_ONLY), route.path).toBe(!open);
    }
  });
});

describe.each(engines)("who may reach which record, on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  const members = new Map<string, { member: StaffMember; cookie: string }>();
  const ids = new Map<string, number>();
  const mailIds = new Map<string, number>();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const db = database.connection.db;
    site = await startTestServer(db, await builtPages(db, () => {}));
    for (const role of ROLES) {
      const email = `${role.name.replace(" ", ".")}@example.org`;
      const added = await addAccount(db, { email, role: role.role, schoolCode: role.school, password: PASSWORD });
      if (!added.ok) throw new Error(added.problem);
      members.set(role.name, { member: added.member, cookie: await staffCookie(site.url, email, PASSWORD) });
    }
    for (const record of RECORDS) {
      const id = await insertRecord(database, record);
      ids.set(record.token, id);
      const [mail] = await queryRows<{ id: number }>(
        db,
        sql`select id from outbox_messages where request_kind = ${record.kind} and request_id = ${id} and audience = 'office'`,
      );
      mailIds.set(record.token, mail!.id);
    }
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  it("covers every staff route that names or lists records", () => {
    // A route that names a record (:id) is found here by itself; the lists are named.
    const lists = [":lang?/staff", ":lang?/staff/export.csv", ":lang?/staff/access"];
    // The website's pages (/staff/content/school/:id: a school, not a request) are scoped by
    // school and held by server/staff-content.test.ts (another school's staff 404 on each);
    // a school's documents (/staff/content/school/:id/documents) by server/school-documents.test.ts.
    const staffRoutes = STAFF_ROUTES.map((r) => r.path).filter((path) => (path.includes(":id") && !path.includes("/staff/content/")) || lists.includes(path));
    expect(new Set(PROBES.map((probe) => probe.route))).toEqual(new Set(staffRoutes));
  });

  // The gate, from the route table: every route under the members-only layout sends a
  // visitor without a session to the sign-in page, and every route under the group admins'
  // layout is a page that does not exist to a school's staff, on every method, before the
  // route's own loader or action runs. A route added there is in this matrix the day it is.
  const gated = STAFF_ROUTES.filter((r) => r.layouts.includes(MEMBERS_ONLY)).flatMap((r) =>
    (["GET", "POST"] as const).flatMap((method) => ["", "/te"].map((prefix) => ({ ...r, method, url: `${prefix}${examplePath(r.path)}` }))),
  );
  it.each(gated.map((r) => [r.method, r.url, r] as const))("without a session, %s %s goes to the sign-in page and does nothing", async (method, url) => {
    const before = await changeCounts(database);
    const response = await fetch(`${site.url}${url}`, { method, redirect: "manual", headers: samePageHeaders(method, site.url), body: method === "POST" ? new URLSearchParams({ intent: "status", status: "closed" }) : undefined });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${url.startsWith("/te") ? "/te" : ""}/staff/sign-in`);
    expect(await changeCounts(database)).toEqual(before);
  });

  const adminOnly = gated.filter((r) => r.layouts.includes(GROUP_ADMINS_ONLY));
  it.each(adminOnly.map((r) => [r.method, r.url, r] as const))("to a school's staff, %s %s does not exist (404) and does nothing", async (method, url) => {
    const { cookie } = members.get("maa staff")!;
    const before = await changeCounts(database);
    const response = await fetch(`${site.url}${url}`, { method, redirect: "manual", headers: { cookie, ...samePageHeaders(method, site.url) }, body: method === "POST" ? new URLSearchParams({ intent: "erase", q: "+91 98765 43210", confirm: "yes" }) : undefined });
    expect(response.status).toBe(404);
    expect(await changeCounts(database)).toEqual(before);
  });

  // Probe by probe, so that cases next to each other belong to different role × record
  // groups and it.concurrent runs several at once (maxConcurrency, 5); within a group the
  // probes keep their order (an access probe expects the group's own opens before it).
  const roles = engine === engines.at(-1) ? ROLES : ROLES.filter((role) => SLICE_ROLES.includes(role.name));
  const matrix = PROBES.flatMap((probe) => roles.flatMap((role) => RECORDS.map((record) => ({ role, record, probe }))));
  const lastInGroup = new Map<string, Promise<unknown>>();
  /** Runs `probe` once the case before it in its group has settled, passed or failed. */
  const inGroupOrder = (group: string, probe: () => Promise<void>) => {
    const probed = (lastInGroup.get(group) ?? Promise.resolve()).then(probe);
    lastInGroup.set(group, probed.catch(() => {}));
    return probed;
  };
  it.concurrent.each(matrix.map((c) => [c.role.name, c.record.kind, c.record.school ?? "group", c.probe.method, c.probe.path(c.record, 0).replace(/\/0(?=\/|\.|$)/, "/:id"), c] as const))(
    "%s × %s of %s × %s %s",
    (_role, _kind, _school, method, _path, { role, record, probe }) =>
      inGroupOrder(`${role.name} ${record.token}`, async () => {
        const { member, cookie } = members.get(role.name)!;
        const id = ids.get(record.token)!;
        const response = await fetch(`${site.url}${probe.path(record, id)}`, {
          method,
          redirect: "manual",
          headers: {
            cookie,
            "accept-language": "en",
            // Uncompressed: the answer is the same, and compressing and unpacking ~3,600 pages
            // took about a seventh of the file's CPU time (PGlite alone: 59 s → 50 s).
            "accept-encoding": "identity",
            ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded", Origin: site.url } : {}),
          },
          body: probe.body ? new URLSearchParams(probe.body(member, mailIds.get(record.token)!)) : undefined,
        });
        const body = await response.text();
        expect(probe.saw(response, body, record, id)).toBe((probe.reaches ?? maySee)(role, record));
      }),
  );

  /** The role of the account a row names, and the record it names. */
  const whoAndWhich = (row: { request_kind: string; request_id: number; account_id: number }) => {
    const record = RECORDS.find((r) => r.kind === row.request_kind && ids.get(r.token) === row.request_id)!;
    const { member } = [...members.values()].find(({ member }) => member.id === row.account_id)!;
    return { role: ROLES.find((r) => r.role === member.role && (r.school ?? null) === member.schoolCode)!, record };
  };

  it("wrote the office's changes on the records each member may see, and on no other", async () => {
    const events = await queryRows<{ request_kind: string; request_id: number; account_id: number }>(
      database.connection.db,
      sql`select request_kind, request_id, account_id from request_events`,
    );
    for (const event of events) {
      const { role, record } = whoAndWhich(event);
      expect(maySee(role, record), `${role.name} changed ${record.token}`).toBe(true);
    }
    expect(events.length).toBeGreaterThan(0);
  });

  it("recorded accesses to the records each member may see, and to no other", async () => {
    const accesses = await queryRows<{ request_kind: string; request_id: number; account_id: number }>(
      database.connection.db,
      sql`select request_kind, request_id, account_id from access_records`,
    );
    for (const access of accesses) {
      const { role, record } = whoAndWhich(access);
      expect(maySee(role, record), `${role.name} opened ${record.token}`).toBe(true);
    }
    // Every member probed opened each record of theirs.
    expect(new Set(accesses.map((access) => `${access.account_id} ${access.request_kind} ${access.request_id}`)).size).toBe(
      roles.reduce((sum, role) => sum + RECORDS.filter((record) => maySee(role, record)).length, 0),
    );
  });
});

/** One record of its kind and school, carrying its token in a name field, new. */
async function insertRecord(database: TestDatabase, record: Record_): Promise<number> {
  const db = database.connection.db;
  const person = { firstName: record.token, lastName: "Rao", email: `${record.token.toLowerCase()}@example.org`, phone: "+91 98765 43210" };
  const school = record.school ?? "maa";
  switch (record.kind) {
    case "tour": {
      const [row] = await db.insert(tourRequests).values({ school, peopleCount: "2", studentClass: "1st", date: "2026-12-01" }).returning({ id: tourRequests.id });
      return row!.id;
    }
    case "contact": {
      const [row] = await db.insert(contactMessages).values({ ...person, school, message: "Fees?" }).returning({ id: contactMessages.id });
      return row!.id;
    }
    case "visit": {
      const [row] = await db
        .insert(visitRequests)
        .values({
          parentName: record.token, email: person.email, phone: person.phone, studentName: "Ravi", school, studentAge: "5-6", gradeInterested: "1",
          preferredDate: "2026-12-02", preferredTime: "10:00-11:00", numberOfVisitors: "2",
        })
        .returning({ id: visitRequests.id });
      return row!.id;
    }
    case "admission": {
      const [row] = await db
        .insert(admissionApplications)
        .values({ schoolId: SCHOOL_ID_BY_CODE[school], studentName: "Ravi", parentName: record.token, contactNumber: person.phone, email: person.email, grade: "1st" })
        .returning({ id: admissionApplications.id });
      return row!.id;
    }
    case "enrollment": {
      const [row] = await db.insert(enrollmentRequests).values({ ...person, studentClass: "1st" }).returning({ id: enrollmentRequests.id });
      return row!.id;
    }
    case "career": {
      const [row] = await db.insert(careerApplications).values({ ...person, message: "I teach.", availableFrom: "2027-01-01" }).returning({ id: careerApplications.id });
      await db.insert(careerResumes).values({ applicationId: row!.id, fileName: "cv.pdf", contentType: "application/pdf", size: RESUME.length, content: RESUME });
      return row!.id;
    }
  }
}
