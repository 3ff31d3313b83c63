// One way for every form: validate with the payload's shared zod schema, show each
// message beside its field and move focus to the first invalid one, then POST to the
// API with a pending state. Server-side field errors are shown the same way.
// The schema (and zod, about 22 KB after gzip) is fetched when the form is first focused,
// not with the page: nobody submits a form they have not touched.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import type { z } from "zod";
import { loadToaster } from "#app/components/ui/deferred-toaster.tsx";
import { usePageFormResult, type PageFormName } from "#app/forms/page-forms.ts";
import { formatFieldErrors, type FieldErrors } from "#app/forms/validation/format-errors.ts";
import { HONEYPOT_FIELD } from "#app/forms/validation/honeypot.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { apiRequest, ApiError } from "#app/lib/api-client.ts";

interface Options<S extends z.ZodType> {
  /** Fetches the payload's schema; wrap it in loadOnce so it is fetched once. */
  schema: () => Promise<S>;
  /** API path the form posts to. */
  endpoint: string;
  /**
   * A page's own form (PAGE_FORMS): the browser may have posted it before the scripts
   * ran, and the page rendered as the answer starts from that post's outcome.
   */
  pageForm?: PageFormName;
  /** Values that do not come from inputs (e.g. schoolId from the route). */
  extra?: () => Record<string, unknown>;
  /**
   * A form that sends files (the careers form's résumé): the payload goes as
   * multipart/form-data, its fields as text and these files beside them.
   */
  files?: () => Record<string, File | null>;
  /** Runs before validation; return false to stop (e.g. a captcha checked in the page). */
  beforeSubmit?: (values: Record<string, string>) => boolean;
  /** Shape the validated data into the payload (defaults to the data as is). */
  toPayload?: (data: z.output<S>, values: Record<string, string>) => unknown;
  /** Told the stored request's id and the validated values that were sent. */
  onSuccess: (result: { id: number; createdAt: string }, sent: z.output<S>) => void;
  onError: (error: Error) => void;
}

export function useSubmissionForm<S extends z.ZodType>(options: Options<S>) {
  const { m, lang } = useI18n();
  const posted = usePageFormResult(options.pageForm);
  const refused = posted?.outcome === "sent" ? undefined : posted;
  const [errors, setErrors] = useState<FieldErrors>(refused?.errors ?? {});
  /** The outcome of the browser's own post, until the visitor sends again. */
  const [notice, setNotice] = useState(posted);
  /** What the visitor typed before a refused post: the fields' starting values. */
  const [typed, setTyped] = useState(refused?.values);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const loadSchema = options.schema;

  // Warm the schema and the toasts on the first touch of the form.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const warm = () => {
      void loadSchema().catch(() => undefined);
      void loadToaster().catch(() => undefined);
    };
    form.addEventListener("focusin", warm, { once: true });
    form.addEventListener("pointerdown", warm, { once: true });
    return () => {
      form.removeEventListener("focusin", warm);
      form.removeEventListener("pointerdown", warm);
    };
  }, [loadSchema]);

  const focusFirstInvalid = useCallback((fieldErrors: FieldErrors) => {
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name && name in fieldErrors) {
        (element as HTMLElement).focus();
        return;
      }
    }
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const form = event.currentTarget;
    const { schema, endpoint, extra, files, beforeSubmit, toPayload, onSuccess, onError } = options;
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(form).entries()) {
      if (typeof value === "string") values[key] = value;
    }
    setNotice(undefined);
    if (beforeSubmit && !beforeSubmit(values)) return;
    const candidate = { ...values, ...extra?.(), language: lang };
    submitting.current = true;
    try {
      const parsed = (await schema()).safeParse(candidate);
      if (!parsed.success) {
        const fieldErrors = formatFieldErrors(parsed.error, m);
        setErrors(fieldErrors);
        focusFirstInvalid(fieldErrors);
        return;
      }
      setErrors({});
      setPending(true);
      const shaped = toPayload ? toPayload(parsed.data, values) : parsed.data;
      // The honeypot is not in the schemas: pass it on as it is, for the API to judge.
      const honeypot = values[HONEYPOT_FIELD];
      const payload = honeypot ? { ...(shaped as object), [HONEYPOT_FIELD]: honeypot } : shaped;
      const body = files ? multipart(payload as Record<string, unknown>, files()) : payload;
      const result = await apiRequest<{ id: number; createdAt: string }>("POST", endpoint, body);
      // Empty, not back to what a refused post had filled in.
      flushSync(() => setTyped(undefined));
      form.reset();
      onSuccess(result, parsed.data);
    } catch (error) {
      const serverErrors = error instanceof ApiError ? error.json()?.errors : undefined;
      if (serverErrors && Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors);
        focusFirstInvalid(serverErrors);
      }
      onError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      submitting.current = false;
      setPending(false);
    }
  };

  /** Clears a field's error once the visitor changes it. */
  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) setErrors((current) => (name in current ? omit(current, name) : current));
  }, []);

  return { formRef, errors, pending, onSubmit, onChange, setErrors, notice, typed };
}

/** The payload's fields as text, then the files (a server reads the fields before the file). */
function multipart(payload: Record<string, unknown>, files: Record<string, File | null>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file, file.name);
  }
  return form;
}

function omit(errors: FieldErrors, name: string): FieldErrors {
  const next = { ...errors };
  delete next[name];
  return next;
}

/** The toast body for a failed request: the error's message, else the fallback (spec 8). */
export function failureMessage(error: Error, fallback: string): string {
  return error.message || fallback;
}
