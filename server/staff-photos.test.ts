// The photo library through the built site (issue 28, decision 0032), on PGlite and
// PostgreSQL: both doors of the upload (the page's own multipart post, and the script's to
// /staff/content/photos/upload), who may reach which library, and /media serving the
// stored files with immutable caching, the right type and nothing personal.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogues } from "#app/i18n/translate.ts";
import { photoFilePath, PHOTO_MAX_BYTES, type PhotoFormat } from "#app/content/photo.ts";
import { queryRows } from "#database/client.ts";
import { builtPages } from "../tests/support/built-site.ts";
import { phoneJpeg, png } from "../tests/support/photo-files.ts";
import { applicationForm } from "../tests/support/resume-files.ts";
import { addAdminAndMaaStaff } from "../tests/support/staff-members.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { createTestDatabase, engines, type TestDatabase } from "../tests/support/test-database.ts";
import { startTestServer, type TestServer } from "../tests/support/test-server.ts";

const PASSWORD = "a long enough password";
const ALT = { altEn: "The school's front gate in the morning", altTe: "ఉదయం పాఠశాల ముఖద్వారం" };
const problems = catalogues.en.staffPhotos.problems;

describe.each(engines)("the photo library on %s", (engine) => {
  let database: TestDatabase;
  let site: TestServer;
  let adminCookie = "";
  let maaCookie = "";

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await addAdminAndMaaStaff(database.connection.db);
    site = await startTestServer(database.connection.db, await builtPages(database.connection.db, () => {}));
    adminCookie = await staffCookie(site.url, "office@example.org", PASSWORD);
    maaCookie = await staffCookie(site.url, "maa@example.org", PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  const post = (path: string, cookie: string, body: FormData | URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, { method: "POST", redirect: "manual", body, headers: { cookie, Origin: site.url, "accept-language": "en", ...headers } });
  const photoForm = async (bytes?: Buffer, fields = ALT) => applicationForm(fields, bytes && { name: "IMG_2041.jpg", bytes, type: "image/jpeg" }, "photo");
  const photoCount = async () => (await queryRows<{ n: number }>(database.connection.db, sql`select count(*)::int as n from photos`))[0]!.n;

  it("takes a photo from the script's upload (JSON), lists it, and serves its files with immutable caching, the right type and no cookie", async () => {
    const response = await post("/staff/content/photos/upload", maaCookie, await photoForm(await phoneJpeg()));
    expect(response.status).toBe(201);
    const { uploaded } = (await response.json()) as { uploaded: string };
    const files = await queryRows<{ hash: string; format: PhotoFormat; size: number }>(
      database.connection.db,
      sql`select hash, format, size from photo_files where photo_id = ${uploaded} order by width desc`,
    );
    expect(files).toHaveLength(9);
    const page = await (await fetch(`${site.url}/staff/content/photos`, { headers: { cookie: maaCookie } })).text();
    expect(page).toContain(ALT.altTe);
    for (const file of files) {
      const path = photoFilePath(file);
      expect(page).toContain(path);
      const served = await fetch(`${site.url}${path}`);
      expect(served.status).toBe(200);
      expect(Object.fromEntries(["content-type", "cache-control", "x-content-type-options", "content-length", "etag", "set-cookie"].map((name) => [name, served.headers.get(name)]))).toEqual({
        "content-type": { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" }[file.format],
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-length": String(file.size),
        etag: `"${file.hash}"`,
        "set-cookie": null,
      });
      expect(Buffer.from(await served.arrayBuffer()).length).toBe(file.size);
    }
    const [first] = files;
    const again = await fetch(`${site.url}${photoFilePath(first!)}`, { headers: { "if-none-match": `"${first!.hash}"` } });
    expect(again.status).toBe(304);
    // The same hash under another format's ending, an unknown hash, a name that is no hash: 404.
    const other = first!.format === "jpeg" ? "webp" : "jpeg";
    for (const path of [photoFilePath({ hash: first!.hash, format: other }), photoFilePath({ hash: "0".repeat(64), format: "jpeg" }), "/media/photo.jpg", `/media/${first!.hash.toUpperCase()}.jpg`]) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(404);
    }
  });

  it("takes the page's own multipart post (no script) and shows the library with the new photo", async () => {
    const before = await photoCount();
    const response = await post("/te/staff/content/photos", maaCookie, await photoForm(await png(640, 480)));
    expect(response.status).toBe(201);
    const html = await response.text();
    expect(html).toContain(catalogues.te.staffPhotos.upload.uploaded);
    expect(await photoCount()).toBe(before + 1);
  });

  it("refuses without both descriptions, at each field, and a file over 15 MB (413) without reading it, storing nothing", async () => {
    const before = await photoCount();
    const refused = await post("/staff/content/photos/upload", maaCookie, await photoForm(await png(320, 240), { altEn: "", altTe: "" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ refused: { errors: { altEn: problems.altEnMissing, altTe: problems.altTeMissing } } });
    const page = await post("/staff/content/photos", maaCookie, await photoForm(undefined, { altEn: "A gate", altTe: "" }));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain(problems.photoMissing);
    expect(html).toContain(problems.altTeMissing);
    const huge = await post("/staff/content/photos/upload", maaCookie, await photoForm(Buffer.concat([await phoneJpeg(), Buffer.alloc(PHOTO_MAX_BYTES)])));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ refused: { errors: { photo: problems.tooLarge } } });
    expect(await photoCount()).toBe(before);
  });

  it("answers another school's library 404 to a school's staff, on the page, its post and the upload, storing nothing", async () => {
    const before = await photoCount();
    for (const path of ["/staff/content/photos?scope=viswa", "/staff/content/photos?scope=group", "/te/staff/content/photos?scope=viswa"]) {
      expect((await fetch(`${site.url}${path}`, { headers: { cookie: maaCookie } })).status, path).toBe(404);
      expect((await post(path, maaCookie, await photoForm(await png(300, 200)))).status, path).toBe(404);
    }
    const upload = await post("/staff/content/photos/upload?scope=viswa", maaCookie, await photoForm(await png(300, 200)));
    expect(upload.status).toBe(404);
    expect(await upload.json()).toEqual({ failed: catalogues.en.staff.notFound.body });
    expect(await photoCount()).toBe(before);
    // Their own school's, named or not: theirs.
    expect((await fetch(`${site.url}/staff/content/photos?scope=maa`, { headers: { cookie: maaCookie } })).status).toBe(200);
  });

  it("lets a group admin pick any library, the group's too, and keeps each library's photos to itself", async () => {
    const choose = await (await fetch(`${site.url}/staff/content/photos`, { headers: { cookie: adminCookie } })).text();
    expect(choose).toContain("/staff/content/photos?scope=group");
    const response = await post("/staff/content/photos/upload?scope=group", adminCookie, await photoForm(await png(500, 500)));
    expect(response.status).toBe(201);
    const [row] = await queryRows<{ scope: string }>(database.connection.db, sql`select scope from photos order by created_at desc limit 1`);
    expect(row!.scope).toBe("group");
    const maaPage = await (await fetch(`${site.url}/staff/content/photos?scope=maa`, { headers: { cookie: adminCookie } })).text();
    const groupPage = await (await fetch(`${site.url}/staff/content/photos?scope=group`, { headers: { cookie: adminCookie } })).text();
    expect(maaPage).toContain(ALT.altEn);
    expect(groupPage).toContain(ALT.altEn);
    expect((groupPage.match(/<li class="card/g) ?? []).length).toBe(1);
    // A library that is no one's.
    expect((await fetch(`${site.url}/staff/content/photos?scope=school:2`, { headers: { cookie: adminCookie } })).status).toBe(404);
  });

  it("refuses an upload another site made the browser send (403), storing nothing", async () => {
    const before = await photoCount();
    const response = await post("/staff/content/photos/upload", maaCookie, await photoForm(await png(310, 200)), { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await photoCount()).toBe(before);
  });
});
