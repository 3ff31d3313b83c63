// The route actions of the pages in PAGE_FORMS: the browser posted the form itself
// (application/x-www-form-urlencoded, or multipart/form-data for a form that takes a file;
// server/app.ts has already refused cross-site posts, counted the address against the same
// rate limit as the API, and bounded the body).
// The submission is received exactly as the API receives it, and the page is rendered
// again with the outcome: a confirmation, or a message per field with what was typed.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import type { Language } from "#app/config/enumerations.ts";
import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";
import { issueChallenge } from "#app/forms/challenge.server.ts";
import { resolveLanguage } from "#app/i18n/language.server.ts";
import { translate } from "#app/i18n/translate.ts";
import type { PageFormName, PageFormResult } from "#app/forms/page-forms.ts";
import type { UploadedFile } from "#app/forms/multipart.server.ts";
import { answeredRow, receiveSubmission } from "#app/requests/receive.server.ts";
import { readSubmissionUpload, uploadBodyLimit, uploadRefusal, type UploadRefusal } from "#app/requests/receive-upload.server.ts";

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { lang?: string };
}

/**
 * Fields never typed back into the form: the honeypot, and the visit form's and careers
 * form's tokens and answers (a question is spent by an attempt; the page asks the next one).
 */
const NOT_ECHOED = new Set([
  HONEYPOT_FIELD,
  "mathChallengeToken",
  "mathChallenge",
  "mathChallengeAnswer",
  "captchaToken",
  "captchaAnswer",
]);

/** The form's fields as the API's payload, or the page's own check refusing one field. */
export type Shaped = { payload: Record<string, unknown> } | { refused: { field: string; message: string } };

/**
 * Receives `form`'s post. `shape` does what the page's script does before it posts
 * (e.g. the visit form sends its answer twice, the careers form checks its captcha).
 */
export async function receivePageForm(
  { request, context, params }: ActionArgs,
  form: PageFormName,
  shape: (values: Record<string, string>, language: Language) => Shaped = (values) => ({ payload: values }),
) {
  // /xyz/careers matches a page's route but is no page (root.tsx answers it 404).
  const language = resolveLanguage(request, params.lang)?.lang;
  if (!language) throw data(null, { status: 404 });
  const body = await readForm(request, form, language);
  const values = "refused" in body ? body.fields : body.values;
  const echoed = Object.fromEntries(Object.entries(values).filter(([key]) => !NOT_ECHOED.has(key)));
  // The visit form's question is spent by any attempt: the page asks the next one.
  const nextChallenge = () => {
    if (form !== "schedule-visits") return {};
    const { token, a, b } = issueChallenge(context.challengeSecret);
    return { challenge: { token, question: translate(language, "api.challengeQuestion", { a, b }) } };
  };
  const answer = (result: PageFormResult, status: number) => data(result, { status });

  if ("refused" in body) {
    const { status, message, errors = {} } = body.refused;
    return answer({ form, outcome: "invalid", message, errors, values: echoed, ...nextChallenge() }, status);
  }
  const shaped = shape(values, language);
  if ("refused" in shaped) {
    const { field, message } = shaped.refused;
    const errors = { [field]: message };
    return answer(
      { form, outcome: "invalid", message, errors, values: { ...echoed, [field]: "" }, ...nextChallenge() },
      400,
    );
  }
  try {
    const cookies = request.headers.get("cookie");
    const received = await receiveSubmission(context, form, { ...shaped.payload, language }, { language, cookies, upload: body.upload });
    if (received.status === "conflict") {
      // The slot or day is gone: the rest of what was typed stays, the choice is asked again.
      const { message, errors } = received;
      return answer({ form, outcome: "invalid", message, errors, values: echoed, ...nextChallenge() }, 409);
    }
    // The row's id, as the API's 201 gives it: the visit's and tour's "Add to calendar" is that booking's event.
    if (received.status !== "invalid") return answer({ form, outcome: "sent", id: answeredRow(received).id, values: echoed }, 201);
    const message =
      received.key === "api.invalidInput" ? translate(language, "common.form.fixErrors") : received.message;
    return answer(
      { form, outcome: "invalid", message, errors: received.errors ?? {}, values: echoed, ...nextChallenge() },
      400,
    );
  } catch (error) {
    // The database did not answer: nothing was stored, and nothing typed is lost.
    context.reportError?.(error, new URL(request.url).pathname);
    const message = translate(language, "api.unavailable");
    return answer({ form, outcome: "failed", message, errors: {}, values: echoed, ...nextChallenge() }, 503);
  }
}

/**
 * The form's fields, and its file when the form takes one and the browser sent it as
 * multipart/form-data, read as the API reads it (receive-upload.server.ts). A body
 * announced larger than the form may send is not read at all (server/app.ts closes the
 * connection after the answer).
 */
async function readForm(
  request: Request,
  form: PageFormName,
  language: Language,
): Promise<{ values: Record<string, string>; upload?: UploadedFile } | { refused: UploadRefusal; fields: Record<string, string> }> {
  const limit = uploadBodyLimit(form);
  if (limit !== undefined && /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    if (Number(request.headers.get("content-length")) > limit) return { refused: uploadRefusal(form, "file-too-large", language), fields: {} };
    const stream = request.body ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : Readable.from([]);
    const headers = { "content-type": request.headers.get("content-type"), "content-length": request.headers.get("content-length") };
    const read = await readSubmissionUpload(form, headers, stream);
    if (!read.ok) return { refused: uploadRefusal(form, read.problem, language), fields: read.fields };
    return { values: read.fields, upload: read.file };
  }
  const values: Record<string, string> = {};
  for (const [key, value] of (await request.formData()).entries()) {
    if (typeof value === "string") values[key] = value;
  }
  return { values };
}
