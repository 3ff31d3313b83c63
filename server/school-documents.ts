// /school/<id>/disclosures/<document id>.pdf (and under /te): a school's published document
// (issue 28, decision 0033) as a download, from the one process that serves the pages. The
// bytes were judged a PDF without scripts when uploaded; they are sent as an attachment
// (Content-Disposition), typed application/pdf with nosniff (server/security.ts), so no
// browser shows them inside the site. Its ETag is the hash of its bytes; the address names
// one upload, whose bytes never change, but a removed document must stop being served, so
// browsers keep it a day, not a year. An unknown or removed id: 404.
import type { Express } from "express";
import { documentContent } from "#app/content/documents/documents.server.ts";
import { documentFileName, documentIdOf } from "#app/content/disclosure.ts";
import type { Database } from "#database/client.ts";

export function mountSchoolDocumentRoutes(app: Express, db: Database, onError: (error: unknown) => void) {
  app.get(["/school/:school/disclosures/:file", "/te/school/:school/disclosures/:file"], async (req, res) => {
    const notFound = () => res.status(404).set("Cache-Control", "no-cache").type("text/plain").send("Not found");
    const { school, file } = req.params as Record<string, string>;
    const schoolId = /^[1-9]\d{0,8}$/.test(school ?? "") ? Number(school) : undefined;
    const id = documentIdOf(file ?? "");
    if (schoolId === undefined || !id) return notFound();
    try {
      const document = await documentContent(db, schoolId, id);
      if (!document) return notFound();
      const etag = `"${document.hash}"`;
      const headers = { ETag: etag, "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" };
      if (req.get("if-none-match") === etag) return res.status(304).set(headers).end();
      res.set({
        ...headers,
        "Content-Type": "application/pdf",
        "Content-Length": String(document.content.byteLength),
        "Content-Disposition": `attachment; filename="${documentFileName(document.title.en)}"`,
      });
      res.end(req.method === "HEAD" ? undefined : document.content);
    } catch (error) {
      onError(error);
      res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" }).type("text/plain").send("Document unavailable, please retry.");
    }
  });
}
