// A school's real photos (issue 28): `npm run bench:photos`. One built server on a fresh
// PostgreSQL database, page cache on (as in production).
// 1. Lighthouse (mobile) on /, /te, /school/1, /te/school/1 with school 1's drawing and
//    with a 4000 × 3000 JPEG as its hero photo, rounds interleaved (drawing, photo,
//    drawing, photo…: publish and roll back between them, as the office would), so that a
//    noisy machine weighs on both alike. Bar: 100 in all four categories with the photo, and
//    each route's LCP with the photo within 10% of its LCP with the drawing.
// 2. A parent's page view during an upload: /school/1 asked at a steady rate, with nothing
//    else going on and while a staff member uploads a 48 MP, ~15 MB phone photo (turns
//    interleaved). Bar: the page's p99 during the uploads within 25% (or 10 ms) of without.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { encodePhoto } from "#app/content/photos/photo-encode.server.ts";
import { storePhoto } from "#app/content/photos/photos.server.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { schoolKey } from "#app/content/store/content-keys.ts";
import { publishDraft, readForEditing, restoreVersion, saveDraft } from "#app/content/store/publishing.server.ts";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { connectDatabase, type DatabaseConnection } from "#database/client.ts";
import { bigPhoneJpeg } from "../tests/support/photo-files.ts";
import { staffCookie } from "../tests/support/staff-session.ts";
import { createScratchDatabase } from "./databases.ts";
import { median, runLighthouse, type Category, type LighthouseMedian } from "./lighthouse.ts";
import { pacedRequests, percentileMs } from "./load.ts";
import { keepFigures, onCleanup, ROOT, runAsProgram, startServer, type RunningServer, siteForStepAlone } from "./processes.ts";
import { heading, pass, table } from "./report.ts";

export const SCHOOL_PHOTOS = {
  port: 3409,
  /** One audit at a time, as the main bench's (bench/run.ts): two side by side on two cores lengthen each other's tasks, which Lighthouse counts four times over. */
  chromePorts: [3420],
  /** BENCH_PHOTOS_ROUTES="/te/school/1" (comma-separated): those routes alone, to look closer at one. */
  routes: process.env.BENCH_PHOTOS_ROUTES?.split(",").map((route) => route.trim()).filter(Boolean) ?? ["/", "/te", "/school/1", "/te/school/1"],
  /** Rounds of Lighthouse, each one run per route with the drawing and one with the photo (BENCH_PHOTOS_ROUNDS=0: the page views and uploads alone, about 3 minutes). */
  rounds: Number(process.env.BENCH_PHOTOS_ROUNDS ?? 3),
  /** The parent's page views: so many a second, for so long, per turn. */
  viewsPerSecond: 50,
  viewSeconds: 12,
  /** Turns without and with an upload, interleaved. */
  turns: 2,
};

export const SCHOOL_PHOTOS_TARGETS = {
  lighthouse: "with a 4000×3000 hero photo: 100 in all four categories on /, /te, /school/1, /te/school/1; LCP within 10% of the drawing's",
  upload: "a parent's /school/1 during a 48 MP upload: p99 within 25% (or 10 ms) of without",
};

const PASSWORD = "bench photos password";

interface LighthouseState {
  routes: LighthouseMedian[];
}

export interface SchoolPhotosFigures {
  startedAt: string;
  loadAverage: { before: number[]; after: number[] };
  lighthouse: { drawing: LighthouseState; photo: LighthouseState; lcpRatio: Record<string, number | null>; verdict: boolean } | null;
  upload: {
    uploadMs: number[];
    uploadStatus: number[];
    without: Array<{ p50: number; p99: number; max: number; responses: number; non200: number }>;
    during: Array<{ p50: number; p99: number; max: number; responses: number; non200: number }>;
    verdict: boolean;
  } | null;
  verdict: boolean;
}

/** A 4000 × 3000 photo-like JPEG: gradients under noise, as a camera's (about 4 MB). */
async function heroJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 20;
      const i = (y * width + x) * 3;
      const sky = y < height * 0.55;
      pixels[i] = (sky ? 120 + (y * 80) / height : 60 + (x * 40) / width) + noise;
      pixels[i + 1] = (sky ? 170 + (y * 60) / height : 120 + (y * 30) / height) + noise;
      pixels[i + 2] = (sky ? 230 : 50) + (noise >> 1);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

/** /school/1 asked `perSecond` times a second, evenly, for `seconds`, over at most 10 connections: its latencies. */
async function pacedViews(url: string, perSecond: number, seconds: number) {
  const run = await pacedRequests(url, { count: perSecond * seconds, perSecond, connections: 10, headers: { "accept-language": "en" } });
  const responses = run.latencies.length;
  return { p50: percentileMs(run.latencies, 0.5), p99: percentileMs(run.latencies, 0.99), max: percentileMs(run.latencies, 1), responses, non200: responses + run.errors - (run.statusCodes["200"] ?? 0) };
}

export async function measureSchoolPhotos({ siteDir, tempDir }: { siteDir: string; tempDir: string }): Promise<SchoolPhotosFigures> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg().map((v) => Math.round(v * 100) / 100);
  const database = await createScratchDatabase();
  const unregister = onCleanup(`drop database ${database.name}`, database.drop);
  let server: RunningServer | undefined;
  let connection: DatabaseConnection | undefined;
  try {
    server = await startServer({ siteDir, port: SCHOOL_PHOTOS.port, dataDir: join(tempDir, "data-photos"), databaseUrl: database.url });
    const site = server.url;
    connection = await connectDatabase({ kind: "postgres", url: database.url, poolSize: 2 });
    const db = connection.db;
    const added = await addAccount(db, { email: "bench-office@example.org", role: "staff", schoolCode: "viswa", password: PASSWORD });
    if (!added.ok) throw new Error(added.problem);
    const editor = added.member.id;

    // The photo in school 1's library, and the page with it as version 2; version 3 the drawing again, and so on.
    console.log("  encoding the 4000×3000 hero photo");
    const stored = await storePhoto(db, {
      scope: "school:1",
      alt: { en: "Children walking in through the school gate in the morning", te: "ఉదయం పాఠశాల ముఖద్వారం గుండా లోపలికి వస్తున్న పిల్లలు" },
      createdBy: editor,
      encoded: await encodePhoto(await heroJpeg(), 50_000_000),
    });
    if (!("stored" in stored)) throw new Error("the hero photo was not stored");
    const photo = stored.stored;
    const key = schoolKey(1);
    const opened = (await readForEditing(db, key))!;
    const drawing = opened.published as SchoolContent;
    const { storedBytes: _b, createdAt: _c, createdBy: _by, ...view } = photo;
    const saved = await saveDraft(db, key, { ...drawing, hero: { ...drawing.hero, image: view } }, { revision: opened.revision, accountId: editor });
    if (!saved.ok) throw new Error("the hero's draft was refused");
    const withPhoto = await publishDraft(db, key, { revision: saved.revision, accountId: editor });
    if (!withPhoto.ok) throw new Error("the hero's publish was refused");
    const showing = async (wanted: boolean) => {
      for (let i = 0; i < 500; i++) {
        const html = await (await fetch(`${site}/school/1`, { headers: { "accept-language": "en" } })).text();
        if (html.includes(photo.files[0]!.hash) === wanted) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`/school/1 did not ${wanted ? "show" : "drop"} the photo`);
    };
    const show = async (state: "drawing" | "photo") => {
      const restored = await restoreVersion(db, key, state === "photo" ? withPhoto.version : 1, { accountId: editor });
      if (!restored.ok) throw new Error("the roll-back was refused");
      await showing(state === "photo");
    };

    // 1. Lighthouse, interleaved.
    const runs: Record<"drawing" | "photo", LighthouseMedian[][]> = { drawing: [], photo: [] };
    for (let round = 0; round < SCHOOL_PHOTOS.rounds; round++) {
      for (const state of ["drawing", "photo"] as const) {
        await show(state);
        console.log(`  lighthouse round ${round + 1}: ${state}`);
        const runDir = join(tempDir, `lh-${state}-${round}`);
        mkdirSync(runDir, { recursive: true });
        const figures = await runLighthouse(site, [...SCHOOL_PHOTOS.routes], { runs: 1, ports: [...SCHOOL_PHOTOS.chromePorts], tempDir: runDir, timeLimitMs: 180_000 });
        if (!figures.available) throw new Error(`lighthouse: ${figures.reason}`);
        runs[state].push(figures.routes);
      }
    }
    const merged = (state: "drawing" | "photo"): LighthouseState => ({
      routes: SCHOOL_PHOTOS.routes.map((path) => {
        const mine = runs[state].flatMap((round) => round.filter((route) => route.path === path && route.runs > 0));
        const pick = (value: (route: LighthouseMedian) => number | undefined) => median(mine.map(value).filter((v): v is number => v !== undefined));
        const scores = Object.fromEntries((["performance", "accessibility", "best-practices", "seo"] as Category[]).map((id) => [id, pick((route) => route.scores[id])])) as Partial<Record<Category, number>>;
        const failing: Record<string, string[]> = {};
        for (const route of mine) for (const [id, audits] of Object.entries(route.failing)) failing[id] = [...new Set([...(failing[id] ?? []), ...audits])];
        return { path, runs: mine.length, failedRuns: SCHOOL_PHOTOS.rounds - mine.length, errors: [], scores, lcpMs: pick((route) => route.lcpMs), tbtMs: pick((route) => route.tbtMs), cls: pick((route) => route.cls), failing };
      }),
    });
    const lighthouseDrawing = merged("drawing");
    const lighthousePhoto = merged("photo");
    const lcpRatio = Object.fromEntries(
      SCHOOL_PHOTOS.routes.map((path) => {
        const before = lighthouseDrawing.routes.find((route) => route.path === path)?.lcpMs;
        const after = lighthousePhoto.routes.find((route) => route.path === path)?.lcpMs;
        return [path, before && after ? Math.round((after / before) * 1000) / 1000 : null];
      }),
    );
    const lighthouseVerdict =
      lighthousePhoto.routes.every((route) => route.runs === SCHOOL_PHOTOS.rounds && Object.values(route.scores).length === 4 && Object.values(route.scores).every((score) => score === 100)) &&
      Object.values(lcpRatio).every((ratio) => ratio !== null && ratio <= 1.1);

    // 2. A parent's page view during an upload, with the photo on the page.
    await show("photo");
    const cookie = await staffCookie(site, "bench-office@example.org", PASSWORD);
    // A different photo for each upload (the same one again would be refused as a duplicate):
    // mirrored and a little lighter each time; more than a quiet machine uploads in a turn (about 1.5 s each).
    const big = await bigPhoneJpeg();
    const variants = [big];
    for (let n = 1; n < SCHOOL_PHOTOS.turns * 14; n++) variants.push(await sharp(big).flop(n % 2 === 1).linear(1, n).jpeg({ quality: 90 }).toBuffer());
    console.log(`  the uploads: ${variants.map((bytes) => (bytes.byteLength / 1024 / 1024).toFixed(1)).join(", ")} MB`);
    const photoFiles = variants.map((bytes, n) => {
      const path = join(tempDir, `IMG_${n}.jpg`);
      writeFileSync(path, bytes);
      return path;
    });
    // The office uploads from a process of its own (bench/photo-uploader.ts): another machine
    // than the parent's, whose sender its bodies must not hold up. Each turn its own photos.
    const uploading = (photos: string[]) => {
      const uploader = spawn(process.execPath, ["--import", "tsx", "bench/photo-uploader.ts", site, cookie, ...photos], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
      const unregister = onCleanup("the bench's uploader", () => void uploader.kill("SIGKILL"));
      let said = "";
      uploader.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
      const ended = new Promise<Array<{ ms: number; status: number }>>((resolve, reject) =>
        uploader.once("exit", (code) => {
          unregister();
          if (code === 0) resolve(JSON.parse(said) as Array<{ ms: number; status: number }>);
          else reject(new Error(`the uploader ended with ${code}`));
        }),
      );
      return { stop: () => (uploader.kill("SIGTERM"), ended) };
    };
    await pacedViews(`${site}/school/1`, SCHOOL_PHOTOS.viewsPerSecond, 3); // warm-up
    const without: NonNullable<SchoolPhotosFigures["upload"]>["without"] = [];
    const during: NonNullable<SchoolPhotosFigures["upload"]>["during"] = [];
    const uploads: Array<{ ms: number; status: number }> = [];
    for (let turn = 0; turn < SCHOOL_PHOTOS.turns; turn++) {
      console.log(`  page views, turn ${turn + 1}: without an upload`);
      without.push(await pacedViews(`${site}/school/1`, SCHOOL_PHOTOS.viewsPerSecond, SCHOOL_PHOTOS.viewSeconds));
      console.log(`  page views, turn ${turn + 1}: during uploads`);
      // Uploads one after another for as long as the page views last.
      const uploader = uploading(photoFiles.filter((_, n) => n % SCHOOL_PHOTOS.turns === turn));
      during.push(await pacedViews(`${site}/school/1`, SCHOOL_PHOTOS.viewsPerSecond, SCHOOL_PHOTOS.viewSeconds));
      uploads.push(...(await uploader.stop()));
    }
    const p99 = (list: typeof without) => median(list.map((turn) => turn.p99)) ?? 0;
    const uploadVerdict = uploads.every((done) => done.status === 201) && [...without, ...during].every((turn) => turn.non200 === 0) && p99(during) <= Math.max(p99(without) * 1.25, p99(without) + 10);

    return {
      startedAt,
      loadAverage: { before: loadBefore, after: loadavg().map((v) => Math.round(v * 100) / 100) },
      lighthouse: { drawing: lighthouseDrawing, photo: lighthousePhoto, lcpRatio, verdict: lighthouseVerdict },
      upload: { uploadMs: uploads.map((done) => done.ms), uploadStatus: uploads.map((done) => done.status), without, during, verdict: uploadVerdict },
      verdict: lighthouseVerdict && uploadVerdict,
    };
  } finally {
    await connection?.close();
    await server?.stop();
    await database.drop();
    unregister();
  }
}

export function printSchoolPhotos(figures: SchoolPhotosFigures | undefined): void {
  console.log(heading("A school's real photos: Lighthouse with a 4000×3000 hero, and page views during uploads"));
  if (!figures) return void console.log("not measured");
  console.log(`load average before ${figures.loadAverage.before.join(" ")}, after ${figures.loadAverage.after.join(" ")}`);
  if (figures.lighthouse) {
    const { drawing, photo, lcpRatio, verdict } = figures.lighthouse;
    const scores = (route: LighthouseMedian | undefined) => (route ? (["performance", "accessibility", "best-practices", "seo"] as Category[]).map((id) => route.scores[id] ?? "–").join("/") : "–");
    console.log(
      table(
        ["route", "scores, drawing", "scores, photo", "LCP ms, drawing", "LCP ms, photo", "photo / drawing", "runs"],
        SCHOOL_PHOTOS.routes.map((path) => {
          const before = drawing.routes.find((route) => route.path === path);
          const after = photo.routes.find((route) => route.path === path);
          return [path, scores(before), scores(after), Math.round(before?.lcpMs ?? 0), Math.round(after?.lcpMs ?? 0), lcpRatio[path] ?? "–", `${before?.runs ?? 0}+${after?.runs ?? 0}`];
        }),
      ),
    );
    for (const route of photo.routes) if (Object.keys(route.failing).length > 0) console.log(`  ${route.path} lost points on: ${JSON.stringify(route.failing)}`);
    console.log(`${SCHOOL_PHOTOS_TARGETS.lighthouse}: ${pass(verdict)}`);
  }
  if (figures.upload) {
    const { without, during, uploadMs, uploadStatus, verdict } = figures.upload;
    console.log(`uploads of the 48 MP photo: ${uploadMs.length}, ${uploadMs.join(" / ")} ms each, statuses ${[...new Set(uploadStatus)].join(", ")}`);
    console.log(
      table(
        ["turn", "p50 ms", "p99 ms", "max ms", "answers", "not 200"],
        [...without.map((turn, i) => [`${i + 1}: without`, turn.p50, turn.p99, turn.max, turn.responses, turn.non200]), ...during.map((turn, i) => [`${i + 1}: during uploads`, turn.p50, turn.p99, turn.max, turn.responses, turn.non200])],
      ),
    );
    console.log(`${SCHOOL_PHOTOS_TARGETS.upload}: ${pass(verdict)}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const { siteDir, tempDir } = await siteForStepAlone("photos", args);
  const figures = await measureSchoolPhotos({ siteDir, tempDir });
  printSchoolPhotos(figures);
  keepFigures("schoolPhotos", figures);
}

runAsProgram(import.meta.url, main);
