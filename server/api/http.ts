// The API's HTTP manners: JSON in (checked while it is read), JSON out, and an error
// answer `{ message, errors? }` for every failure, in the visitor's language.
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from "express";
import type { Language } from "#app/config/enumerations.ts";
import { resolveLanguageFrom } from "#app/i18n/language.server.ts";
import { translate, type MessageKey } from "#app/i18n/translate.ts";
import type { FieldErrors } from "#app/forms/validation/format-errors.ts";
import type { SubmissionName } from "#app/config/request-kinds.ts";
import { readSubmissionUpload, uploadBodyLimit, uploadRefusal } from "#app/requests/receive-upload.server.ts";
import { closeAfterAnswer } from "./close-after-answer.ts";

/** The largest body the API and the pages' forms take: 100 KB. */
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The visitor's language: the form's `language` field, else `?lang=`, else the site's
 * language cookie, else Accept-Language.
 */
export function requestLanguage(req: Request, fromBody?: Language): Language {
  if (fromBody) return fromBody;
  const query = req.query.lang;
  if (query === "en" || query === "te") return query;
  return (
    resolveLanguageFrom({ cookie: req.get("cookie"), acceptLanguage: req.get("accept-language") }, undefined)?.lang ??
    "en"
  );
}

export function sendError(
  req: Request,
  res: Response,
  status: number,
  key: MessageKey,
  options: { errors?: FieldErrors; language?: Language; message?: string } = {},
): void {
  const language = options.language ?? requestLanguage(req);
  const message = options.message ?? translate(language, key);
  sendAnswer(res.status(status), options.errors ? { message, errors: options.errors } : { message });
}

/**
 * An answer that is never asked for again (a POST's, an error's): JSON, `no-store`, and
 * without the ETag res.json() would hash out of every body (2–3% of the server's work per
 * booking under a flood, for a header no client can use).
 */
export function sendAnswer(res: Response, body: unknown): void {
  res.set("Cache-Control", "no-store").type("json").end(JSON.stringify(body));
}

/**
 * 415 unless the body is declared JSON; 413 at once when it declares more than the limit
 * (nothing of it is read, and the connection closes); else parsed with the limit enforced
 * while streaming.
 */
export function jsonBody() {
  const parse = express.json({ limit: BODY_LIMIT_BYTES, type: () => true, strict: true });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("application/json")) {
      sendError(req, res, 415, "api.unsupportedMediaType");
      return;
    }
    if (declaresTooMuch(req, res)) return sendError(req, res, 413, "api.tooLarge");
    parse(req, res, next);
  };
}

/**
 * A kind that takes a file (the careers form's résumé) takes multipart/form-data as well
 * as JSON: read with the kind's limits (app/requests/receive-upload.server.ts), the
 * fields becoming the body and the file `res.locals.upload`. A body announced larger than
 * the file and fields may be is refused from its header; one that grows past it is read
 * no further. Either way the connection closes after the answer (413).
 */
export function uploadOrJsonBody(name: SubmissionName) {
  const json = jsonBody();
  const limit = uploadBodyLimit(name);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (limit === undefined || !req.is("multipart/form-data")) return json(req, res, next);
    const refuse = (refusal: ReturnType<typeof uploadRefusal>, language: Language) =>
      sendError(req, res, refusal.status, "api.tooLarge", { language, message: refusal.message, errors: refusal.errors });
    if (declaresTooMuch(req, res, limit)) return refuse(uploadRefusal(name, "file-too-large", requestLanguage(req)), requestLanguage(req));
    const read = await readSubmissionUpload(name, { "content-type": req.get("content-type"), "content-length": req.get("content-length") }, req);
    const { fields } = read;
    const language = requestLanguage(req, fields.language === "en" || fields.language === "te" ? fields.language : undefined);
    if (!read.ok) {
      if (!req.complete) closeAfterAnswer(req, res);
      if (!req.socket || req.socket.destroyed) return; // the client went away: nobody to answer
      return refuse(uploadRefusal(name, read.problem, language), language);
    }
    req.body = fields;
    res.locals.upload = read.file;
    next();
  };
}

/**
 * A body announced larger than the limit: refused from its header, the connection to close.
 * A body sent without its length (chunked) is judged while it is read instead.
 */
function declaresTooMuch(req: Request, res: Response, limit = BODY_LIMIT_BYTES): boolean {
  const announced = req.get("content-length");
  if (announced === undefined || Number(announced) <= limit) return false;
  closeAfterAnswer(req, res);
  return true;
}

/**
 * A page's own form post (server/app.ts): the one kind of body a form sends, and no
 * bigger than the API takes (or `limit`: a school page's editor, server/staff-area.ts). React Router reads the body itself, so the size is judged by
 * Content-Length (Node reads no further than it says); a body without one is refused.
 * A form that takes a file (`uploadLimit`) may send multipart/form-data: its action reads
 * it with the API's limits, and answers one announced over them with the form's own
 * message, unread (the connection closes after that answer).
 */
export function formBody(uploadLimit?: number, limit = BODY_LIMIT_BYTES) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (uploadLimit !== undefined && req.is("multipart/form-data")) {
      if (!Number.isInteger(Number(req.get("content-length") ?? Number.NaN))) {
        res.status(411).type("text/plain").send("Length Required");
        return;
      }
      if (Number(req.get("content-length")) > uploadLimit) closeAfterAnswer(req, res);
      return next();
    }
    if (!req.is("application/x-www-form-urlencoded")) {
      res.status(415).type("text/plain").send("Unsupported Media Type");
      return;
    }
    const length = Number(req.get("content-length") ?? Number.NaN);
    if (!Number.isInteger(length)) {
      res.status(411).type("text/plain").send("Length Required");
      return;
    }
    if (declaresTooMuch(req, res, limit)) return sendError(req, res, 413, "api.tooLarge");
    next();
  };
}

/** Maps body-parser failures to clear answers; anything else is ours to fix (500, no details). */
export function apiErrorHandler(onUnexpected: (error: unknown) => void): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: string }).type;
    switch (type) {
      case "entity.too.large":
        return sendError(req, res, 413, "api.tooLarge");
      case "entity.parse.failed":
        return sendError(req, res, 400, "api.malformedJson");
      case "charset.unsupported":
      case "encoding.unsupported":
        return sendError(req, res, 415, "api.unsupportedMediaType");
      case "request.aborted":
        return; // the client went away: nobody to answer
      default: {
        const status = (error as { status?: number }).status;
        if (typeof status === "number" && status >= 400 && status < 500) {
          return sendError(req, res, 400, "api.malformedJson");
        }
        onUnexpected(error);
        return sendError(req, res, 500, "api.internal");
      }
    }
  };
}
