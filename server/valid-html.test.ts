// Every page of the site is valid HTML by the W3C Nu HTML Checker (vnu.jar, the checker
// validator.w3.org/nu runs; decision 0029): each public page in English and Telugu, the
// forms' pages as they answer a post with errors, and the staff pages signed in, as the
// built site serves them. One JVM checks them all at once. The route table is read: a page
// added to it and not listed here fails the test until it is.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import { serverBundle, startBuiltSite, type BuiltSite } from "../tests/support/built-site.ts";
import { publishSchoolPhotos } from "../tests/support/school-photos.ts";
import { png } from "../tests/support/photo-files.ts";
import { encodePhoto } from "#app/content/photos/photo-encode.server.ts";
import { storePhoto } from "#app/content/photos/photos.server.ts";
import { addPersonRequests, fictionalPerson } from "../tests/support/person-requests.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { addAdminAndMaaStaff } from "../tests/support/staff-members.ts";
import { openDay } from "../tests/support/payloads.ts";
import { TEST_SECRET } from "../tests/support/test-server.ts";
import { tinyPdf } from "../tests/support/resume-files.ts";
import { schoolDocuments } from "#database/schema.ts";
import { issueLink } from "#app/requests/links/request-link.server.ts";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const PASSWORD = "a long enough password";

/** A page to check: how to ask for it, as whom. */
interface Visit {
  path: string;
  as?: "admin" | "school staff";
  /** A form's fields, posted to the page (an empty form: the page with its errors). */
  post?: Record<string, string>;
  /** Headers the browser would add (another site's link: Sec-Fetch-Site). */
  headers?: Record<string, string>;
}

const person = fictionalPerson(29);
/** A document school 2 has published (its page's list, its removal's confirmation). */
const DOCUMENT_ID = "00000000-0000-4000-8000-000000000028";
const q = `q=${encodeURIComponent(person.email)}`;
type Ids = Record<string, number>;

/**
 * What to check of each route of app/routes.ts, by its full path: the visits that show its
 * page in its states, or why it has no page of its own.
 */
const ROUTES: Record<string, ((ids: Ids) => Visit[]) | { notAPage: string }> = {
  ":lang?": () => [{ path: "/" }, { path: "/", post: {} }],
  ":lang?/contact": { notAPage: "a redirect to the home page's contact section" },
  ":lang?/about": () => [{ path: "/about" }],
  ":lang?/about-preview": () => [{ path: "/about-preview" }],
  ":lang?/school/:id": () => [1, 2, 3, 4, 5, 6, 99].map((id) => ({ path: `/school/${id}` })),
  ":lang?/school/:id/apply": () => [{ path: "/school/1/apply" }, { path: "/school/1/apply", post: {} }],
  // School 2 with a published document (added below), school 1 with none, and no such school.
  ":lang?/school/:id/disclosures": () => [1, 2, 99].map((id) => ({ path: `/school/${id}/disclosures` })),
  ":lang?/schedule-visit": () => [{ path: "/schedule-visit" }, { path: "/schedule-visit", post: {} }],
  ":lang?/careers": () => [{ path: "/careers" }, { path: "/careers", post: {} }],
  ":lang?/brochure": () => [{ path: "/brochure" }],
  ":lang?/privacy": () => [{ path: "/privacy" }],
  ":lang?/book-tour": () => [{ path: "/book-tour" }, { path: "/book-tour", post: {} }],
  ":lang?/enroll": () => [{ path: "/enroll" }, { path: "/enroll", post: {} }],
  ":lang?/calendar/:file": { notAPage: "an .ics file" },
  ":lang?/staff": () => [
    { path: "/staff", as: "admin" },
    { path: `/staff?${q}&kind=contact`, as: "admin" },
    { path: "/staff", as: "school staff" },
  ],
  ":lang?/staff/sign-in": () => [
    { path: "/staff/sign-in" },
    { path: "/staff/sign-in", post: { email: "office@example.org", password: "not the password" } },
  ],
  ":lang?/staff/sign-out": { notAPage: "a post that ends the session, and a redirect" },
  ":lang?/staff/password": () => [
    { path: "/staff/password", as: "admin" },
    { path: "/staff/password", as: "admin", post: { current: "not the password" } },
  ],
  ":lang?/staff/accounts": () => [
    { path: "/staff/accounts", as: "admin" },
    { path: "/staff/accounts", as: "admin", post: { intent: "add", email: "x" } },
  ],
  ":lang?/staff/requests/:kind/:id": (ids) => [
    ...Object.entries(ids).map(([kind, id]) => ({ path: `/staff/requests/${kind}/${id}`, as: "admin" as const })),
    // Refused by the page (not there), and by the gate (another site's link).
    { path: "/staff/requests/contact/999999", as: "admin" },
    { path: `/staff/requests/contact/${ids.contact}`, as: "admin", headers: { "Sec-Fetch-Site": "cross-site" } },
  ],
  ":lang?/staff/requests/:kind/:id/resume": { notAPage: "a résumé's file" },
  ":lang?/staff/export.csv": { notAPage: "a CSV file" },
  ":lang?/staff/calendar": (): Visit[] => [
    { path: "/staff/calendar", as: "school staff" },
    // A group admin picks the school first.
    { path: "/staff/calendar", as: "admin" },
    { path: "/staff/calendar?school=maa", as: "admin" },
    { path: "/staff/calendar", as: "school staff", post: { intent: "settings", "visit-9:00-10:00": "-1", tourCapacity: "lots", closedWeekdays: "7" } },
    { path: "/staff/calendar", as: "school staff", post: { intent: "add-closed-date", date: "2020-01-01" } },
  ],
  ":lang?/staff/content": () => [
    { path: "/staff/content", as: "school staff" },
    { path: "/te/staff/content", as: "admin" },
  ],
  ":lang?/staff/content/school/:id": () => [
    { path: "/staff/content/school/2", as: "school staff" },
    { path: "/te/staff/content/school/2", as: "school staff" },
  ],
  // Without a draft it sends the editor back to the page's editor; with one it renders the public school page's own component, checked at /school/:id.
  ":lang?/staff/content/school/:id/preview": { notAPage: "a redirect without a draft; with one, the public school page's component (checked at /school/:id)" },
  ":lang?/staff/content/school/:id/history": () => [{ path: "/staff/content/school/2/history", as: "school staff" }],
  ":lang?/staff/content/school/:id/documents": () => [
    { path: "/staff/content/school/2/documents", as: "school staff" },
    { path: `/staff/content/school/2/documents?remove=${DOCUMENT_ID}`, as: "school staff" },
    { path: "/staff/content/school/1/documents", as: "admin" },
  ],
  ":lang?/staff/content/:document": () => [
    { path: "/staff/content/group", as: "admin" },
    { path: "/te/staff/content/group?publish", as: "admin" },
    { path: "/staff/content/testimonials", as: "admin" },
    { path: "/te/staff/content/testimonials?publish", as: "admin" },
    { path: "/staff/content/copy", as: "admin" },
    { path: "/te/staff/content/copy?publish", as: "admin" },
  ],
  ":lang?/staff/content/:document/history": () => [
    { path: "/staff/content/group/history?version=1", as: "admin" },
    { path: "/staff/content/testimonials/history?version=1", as: "admin" },
    { path: "/staff/content/copy/history?version=1", as: "admin" },
  ],
  ":lang?/staff/content/group/preview": () => [{ path: "/te/staff/content/group/preview", as: "admin" }],
  ":lang?/staff/content/testimonials/preview": () => [{ path: "/te/staff/content/testimonials/preview", as: "admin" }],
  ":lang?/staff/content/copy/preview": () => [
    { path: "/staff/content/copy/preview", as: "admin" },
    { path: "/te/staff/content/copy/preview?page=about", as: "admin" },
    { path: "/staff/content/copy/preview?page=brochure", as: "admin" },
  ],
  ":lang?/staff/content/photos": () => [
    { path: "/staff/content/photos", as: "school staff" },
    { path: "/te/staff/content/photos", as: "admin" },
    // A photo no page shows: its deletion's step; the page's photo: its deletion refused, its description's form, refused.
    { path: `/staff/content/photos?delete=${photos.unused}`, as: "school staff" },
    { path: `/staff/content/photos?delete=${photos.shown}`, as: "school staff" },
    { path: `/staff/content/photos?describe=${photos.shown}`, as: "school staff" },
    { path: `/staff/content/photos?describe=${photos.shown}`, as: "school staff", post: { intent: "describe", id: photos.shown, altEn: "", altTe: "" } },
  ],
  ":lang?/staff/content/photos/upload": { notAPage: "the library's upload as its script sends it, answered in JSON" },
  ":lang?/staff/insights": () => [
    { path: "/staff/insights", as: "admin" },
    { path: "/staff/insights?period=custom&from=2026-01-01&to=2026-03-31&school=maa", as: "admin" },
    { path: "/staff/insights?period=month", as: "school staff" },
  ],
  ":lang?/staff/insights.csv": { notAPage: "a CSV file" },
  ":lang?/staff/bookings": () => [
    { path: "/staff/bookings", as: "school staff" },
    { path: "/staff/bookings", as: "admin" },
    { path: "/staff/bookings?school=maa&from=2026-12-01", as: "admin" },
  ],
  ":lang?/staff/people": (ids) => [
    { path: "/staff/people", as: "admin" },
    // A group admin's page to a school's staff: the gate's 404, before any loader ran.
    { path: "/staff/people", as: "school staff" },
    { path: `/staff/people?${q}`, as: "admin" },
    { path: `/staff/people?${q}&erase=1`, as: "admin" },
    {
      path: `/staff/people?${q}`,
      as: "admin",
      post: { intent: "correct", kind: "contact", id: String(ids.contact), field: "email", value: "not an address" },
    },
    { path: "/staff/people?q=nobody", as: "admin" },
  ],
  ":lang?/staff/people/export.json": { notAPage: "a JSON file" },
  ":lang?/staff/people/print": () => [{ path: `/staff/people/print?${q}`, as: "admin" }],
  ":lang?/staff/access": () => [{ path: "/staff/access", as: "admin" }],
  // A family's private page (a Telugu request: the English pass asks with the English cookie, as after choosing it).
  ":lang?/r/:token": () => [
    ...["", "?step=move", `?step=move&date=${openDay(3)}`, `?step=confirm-move&date=${openDay(3)}&slot=2:00-3:00`, "?step=cancel"].map((query) => ({
      path: `/r/${links.visit}${query}`,
      headers: { cookie: "lang=en" },
    })),
    { path: `/r/${links.contact}`, headers: { cookie: "lang=en" } },
    { path: `/r/${"A".repeat(43)}` },
  ],
  "*": () => [{ path: "/no-such-page" }, { path: "/staff/no-such-page", as: "admin" }],
};

/** School 2's photos: one its page shows, one no page does (stored before the visits are listed). */
const photos = { shown: "", unused: "" };

/** The tokens of the person's visit's and message's links (issued once their requests are stored). */
const links: Record<"visit" | "contact", string> = { visit: "", contact: "" };

/** Every route's full path (layouts add none of their own). */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [...(entry.path === undefined && !entry.index ? [] : [path]), ...routePaths(entry.children ?? [], path)];
  });
}

/**
 * What the checker says that is not a fault of the pages: the stylesheet's CSS `@property`
 * rules, which its CSS grammar does not know, and what Tailwind writes because of them (the
 * `@supports` test for browsers without @property, which names `margin-trim`; transitions
 * of the custom properties @property registers).
 */
const NOT_KNOWN_TO_THE_CHECKER = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\.$/,
];

/**
 * The site's one stylesheet, inline in every page (app/lib/stylesheet.tsx): the same text
 * each time, so it is checked once, in the first page, and left out of the others (it
 * takes the checker longer than all the pages' HTML).
 */
const STYLESHEET = /<style>([\s\S]*?)<\/style>/;

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * Runs the Nu checker once over `files`: its messages. Its schema needs a deep stack (it
 * overflowed now and then with Java's default); the quick compiler alone halves its time
 * on a run this short.
 */
function nuCheck(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    const java = ["-Xss16m", "-XX:TieredStopAtLevel=1", "-jar", VNU_JAR];
    const checker = spawn("java", [...java, "--format", "json", "--stdout", "--exit-zero-always", ...files]);
    let out = "";
    let err = "";
    checker.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    checker.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    checker.on("error", (error) =>
      reject(new Error(`The Nu checker needs Java 11 or later on the PATH (${error.message})`)),
    );
    checker.on("close", (code) => {
      if (code !== 0) return reject(new Error(`The Nu checker failed (${code}): ${err}`));
      resolve((JSON.parse(out) as { messages: NuMessage[] }).messages);
    });
  });
}

describe("every page as the Nu HTML Checker reads it", () => {
  let built: BuiltSite;
  let folder: string;
  let stopHoldingPhotos = () => {};
  /** What was checked, by file: the request that answered it. */
  const checked = new Map<string, string>();
  let messages: NuMessage[] = [];

  beforeAll(async () => {
    built = await startBuiltSite("pglite", { content: true });
    const db = built.database.connection.db;
    const { admin } = await addAdminAndMaaStaff(db);
    // School 2's page with its photos (the hero, the principal's, a gallery), and its editor choosing among them.
    photos.shown = await publishSchoolPhotos(db, 2, admin.id);
    const unused = await storePhoto(db, { scope: "school:2", alt: { en: "Books on a shelf", te: "అలమరలో పుస్తకాలు" }, createdBy: admin.id, encoded: await encodePhoto(await png(640, 480), 50_000_000) });
    if (!("stored" in unused)) throw new Error("the second photo was not stored");
    photos.unused = unused.stored.id;
    stopHoldingPhotos = (await (await serverBundle()).holdPublishedContent(db)).stop;
    // Two in one category: the office's list offers to move them.
    const pdf = tinyPdf("Fee structure");
    for (const [id, position] of [[DOCUMENT_ID, 1], [DOCUMENT_ID.replace(/8$/, "9"), 2]] as const) {
      await db.insert(schoolDocuments).values({
        id,
        schoolId: 2,
        category: "fees",
        title: { en: `Fee structure 2026-27, part ${position}`, te: `ఫీజుల వివరాలు 2026-27, భాగం ${position}` },
        size: pdf.byteLength,
        hash: createHash("sha256").update(pdf).digest("hex"),
        pages: 1,
        position,
        content: pdf,
        uploadedBy: admin.id,
      });
    }
    const ids = await addPersonRequests(db, person, {
      createdAt: new Date("2026-11-01T10:00:00Z"),
      accountId: admin.id,
    });
    for (const kind of ["visit", "contact"] as const) {
      const href = await issueLink(db, TEST_SECRET, built.site.url, { id: ids[kind], requestKind: kind, requestId: ids[kind] });
      links[kind] = href.slice(href.lastIndexOf("/") + 1);
    }
    const cookies = {
      admin: await staffCookie(built.site.url, "office@example.org", PASSWORD),
      "school staff": await staffCookie(built.site.url, "maa@example.org", PASSWORD),
    };
    folder = mkdtempSync(join(tmpdir(), "valid-html-"));
    let stylesheet: string | undefined;
    const visits = Object.values(ROUTES).flatMap((visit) => (typeof visit === "function" ? visit(ids) : []));
    for (const lang of ["en", "te"] as const) {
      for (const { path, as, post, headers } of visits) {
        const url = lang === "te" ? `/te${path === "/" ? "" : path}` : path;
        const response = await fetch(`${built.site.url}${url}`, {
          method: post ? "POST" : "GET",
          redirect: "manual",
          headers: {
            "accept-language": "en",
            ...(as ? { cookie: cookies[as] } : {}),
            ...(post ? { "Content-Type": "application/x-www-form-urlencoded", Origin: built.site.url } : {}),
            ...headers,
          },
          ...(post ? { body: new URLSearchParams(post) } : {}),
        });
        const what = `${post ? "POST" : "GET"} ${url}${as ? ` (${as})` : ""} → ${response.status}`;
        expect(response.headers.get("content-type"), what).toMatch(/^text\/html/);
        const html = await response.text();
        const css = STYLESHEET.exec(html)?.[1];
        stylesheet ??= css;
        expect(css, what).toBe(stylesheet);
        const file = join(folder, `${String(checked.size).padStart(3, "0")}.html`);
        writeFileSync(file, checked.size === 0 ? html : html.replace(STYLESHEET, "<style></style>"));
        checked.set(file, what);
      }
    }
    messages = await nuCheck([...checked.keys()]);
  }, 120_000);
  afterAll(async () => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    stopHoldingPhotos();
    await built?.close();
  });

  it("checks a school page with its photos, and the editor choosing them", async () => {
    const page = await (await fetch(`${built.site.url}/school/2`, { headers: { "accept-language": "en" } })).text();
    expect(page.match(/<picture>/g)).toHaveLength(3);
    expect([...checked.values()]).toEqual(expect.arrayContaining(["GET /school/2 → 200", "GET /staff/content/school/2 (school staff) → 200"]));
    expect([...checked.values()]).toEqual(
      expect.arrayContaining([
        `GET /staff/content/photos?delete=${photos.unused} (school staff) → 200`,
        `GET /te/staff/content/photos?delete=${photos.shown} (school staff) → 200`,
        `POST /staff/content/photos?describe=${photos.shown} (school staff) → 400`,
      ]),
    );
  });

  it("lists every page of the route table", () => {
    expect(routePaths(routes).filter((path) => !(path in ROUTES))).toEqual([]);
    expect(checked.size).toBeGreaterThan(60);
  });

  it("finds no error or warning on any of them", () => {
    const faults = messages
      .filter(
        (message) => message.type === "error" || message.subType === "warning" || message.type === "non-document-error",
      )
      .filter((message) => !NOT_KNOWN_TO_THE_CHECKER.some((known) => known.test(message.message)))
      .map(
        (message) =>
          `${checked.get((message.url ?? "").replace(/^file:/, "")) ?? message.url}: ${message.message} [line ${message.lastLine}: ${message.extract ?? ""}]`,
      );
    expect(faults).toEqual([]);
  });

  it("reads the stylesheet too (the messages it is told to pass over are there, once)", () => {
    const atProperty = messages.filter((message) => NOT_KNOWN_TO_THE_CHECKER[0]?.test(message.message));
    expect(new Set(atProperty.map((message) => message.url)).size).toBe(1);
  });

  it("passed no built-site failure over", () => {
    expect(built.failures).toEqual([]);
  });
});
