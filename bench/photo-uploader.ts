// The office's side of bench/school-photos.ts's second part, in a process of its own, as an
// office's browser is another machine than a parent's phone: uploads the photos named on
// the command line, one after another, until it is told to stop (SIGTERM), then prints how
// long each took and its status, as JSON. In the bench's own process its 15 MB bodies and
// their buffers' collection held the page views' sender for 150–250 ms at a time on a slow
// machine, which the parent's page views were then charged with.
//   node --import tsx bench/photo-uploader.ts <site> <cookie> <photo.jpg>...
import { readFileSync } from "node:fs";
import { basename } from "node:path";

const [site, cookie, ...paths] = process.argv.slice(2);
if (!site || !cookie || paths.length === 0) throw new Error("usage: photo-uploader.ts <site> <cookie> <photo.jpg>...");
const photos = paths.map((path) => ({ name: basename(path), bytes: readFileSync(path) }));

let going = true;
process.once("SIGTERM", () => (going = false));
const done: Array<{ ms: number; status: number }> = [];
for (let n = 0; going && n < photos.length; n++) {
  const photo = photos[n]!;
  const form = new FormData();
  form.set("altEn", `Upload ${n + 1} of the bench`);
  form.set("altTe", `బెంచ్ అప్‌లోడ్ ${n + 1}`);
  form.set("photo", new Blob([new Uint8Array(photo.bytes)], { type: "image/jpeg" }), photo.name);
  const started = performance.now();
  const response = await fetch(`${site}/staff/content/photos/upload`, { method: "POST", body: form, headers: { cookie, Origin: site } });
  await response.arrayBuffer();
  done.push({ ms: Math.round(performance.now() - started), status: response.status });
}
process.stdout.write(JSON.stringify(done));
