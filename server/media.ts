// /media/<hash>.<ext>: the offices' photos as stored (decision 0032), from the one process
// that serves the pages. A file's address is the SHA-256 of its bytes, so what an address
// names never changes: browsers and any proxy keep it for a year without asking again.
// Nothing personal and no cookie goes with it; the type is the stored format's, and
// X-Content-Type-Options: nosniff (server/security.ts) keeps browsers to it.
import type { Express } from "express";
import { mediaFileOf, MEDIA_PREFIX, PHOTO_MIME } from "#app/content/photo.ts";
import { photoFileContent } from "#app/content/photos/photos.server.ts";
import type { Database } from "#database/client.ts";

export function mountMediaRoutes(app: Express, db: Database, onError: (error: unknown) => void) {
  app.get(`${MEDIA_PREFIX}:name`, async (req, res) => {
    const file = mediaFileOf(req.params.name);
    const notFound = () => res.status(404).set("Cache-Control", "no-cache").type("text/plain").send("Not found");
    if (!file) return notFound();
    const etag = `"${file.hash}"`;
    try {
      // The same address is the same bytes: a browser that has it is told so without reading them.
      if (req.get("if-none-match") === etag) {
        const known = await photoFileContent(db, file.hash, file.format);
        if (known) return res.status(304).set({ ETag: etag, "Cache-Control": IMMUTABLE }).end();
        return notFound();
      }
      const content = await photoFileContent(db, file.hash, file.format);
      if (!content) return notFound();
      res.set({ "Content-Type": PHOTO_MIME[file.format], "Content-Length": String(content.byteLength), "Cache-Control": IMMUTABLE, ETag: etag });
      res.end(req.method === "HEAD" ? undefined : content);
    } catch (error) {
      onError(error);
      res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" }).type("text/plain").send("Photo unavailable, please retry.");
    }
  });
}

const IMMUTABLE = "public, max-age=31536000, immutable";
