// The pages whose form a browser can post by itself: before the page's scripts have run
// (they start after the first paint, docs/decisions/0006) or when they never do. With
// the scripts, the same forms post JSON to the API instead. Either way the submission
// is received by app/requests/receive.server.ts and stored the same.
import { useActionData } from "react-router";
import type { FieldErrors } from "#app/forms/validation/format-errors.ts";
import type { SubmissionName } from "#app/config/request-kinds.ts";

/** Page path (without a language prefix) → the submission its form makes. */
export const PAGE_FORMS = {
  "/": "contact",
  "/schedule-visit": "schedule-visits",
  "/careers": "careers",
  // The dialogs' forms, on pages of their own (app/layout/form-page.tsx).
  "/book-tour": "book-tours",
  "/enroll": "enrollments",
  "/school/:id/apply": "admissions",
} as const satisfies Record<string, SubmissionName>;

export type PageFormName = (typeof PAGE_FORMS)[keyof typeof PAGE_FORMS];

/** Where a dialog's form sits on its own page (app/layout/form-page.tsx): the action's answer opens there. */
export const FORM_PAGE_ANCHOR = "form";

/**
 * The form whose action a POST to `pathname` reaches, as React Router matches it: decoded
 * (/%63areers), dot segments resolved (/x/../careers), any case, a trailing slash, under
 * the /te prefix, or at the page's data URL (/careers.data; /_root.data and /te.data for
 * the home page). The server counts the post under that form's kind of submission.
 */
export function pageFormAt(pathname: string): PageFormName | undefined {
  let path: string;
  try {
    path = decodeURI(new URL(pathname, "http://site.invalid").pathname).toLowerCase();
  } catch {
    return undefined;
  }
  path = path.replace(/\/+$/, "").replace(/^\/_root\.data$/, "").replace(/\.data$/, "") || "/";
  const plain = path === "/te" ? "/" : path.startsWith("/te/") ? path.slice(3) : path;
  for (const [page, form] of Object.entries(PAGE_FORMS)) {
    if (new RegExp(`^${page.replace(/:\w+/g, "[^/]+")}$`).test(plain)) return form;
  }
  return undefined;
}

/** What a page's action answers for its form's post, to show in the page it renders. */
export type PageFormResult =
  /** `id`: the stored request's, as the API's 201 answers it. */
  | { form: PageFormName; outcome: "sent"; id: number; values: Record<string, string> }
  | {
      form: PageFormName;
      /** invalid: a message per field; failed: the database did not answer, try again. */
      outcome: "invalid" | "failed";
      message: string;
      errors: FieldErrors;
      /** What the visitor typed, to fill the form again. */
      values: Record<string, string>;
      /** The visit form's next security question (the last one is spent). */
      challenge?: { token: string; question: string };
    };

/** The result of this form's post, when the page was rendered as its answer. */
export function usePageFormResult(form: PageFormName | undefined): PageFormResult | undefined {
  const result = useActionData() as PageFormResult | undefined;
  return form !== undefined && result?.form === form ? result : undefined;
}
