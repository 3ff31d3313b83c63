// A page's own form: posted by its script to the API, or by the browser to the page
// before the script runs (decision 0009), with the outcome on top and the honeypot inside.
import type { ReactNode } from "react";
import { FormValues } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import type { PageFormResult } from "./page-forms.ts";
import type { useSubmissionForm } from "./use-submission-form.ts";

/**
 * A page's own form (PAGE_FORMS in app/forms/page-forms.ts): the page's
 * script sends it to the API; a browser that has not run the script posts it to the page,
 * whose answer opens at `anchor` with the outcome on top (what a toast says otherwise)
 * and the fields as the visitor left them. Decision 0009.
 */
export function PageForm({
  submission,
  anchor,
  sent,
  className,
  label,
  encType,
  children,
}: {
  submission: Pick<ReturnType<typeof useSubmissionForm>, "formRef" | "onSubmit" | "onChange" | "notice" | "typed">;
  anchor: string;
  /** What the notice says after a post the browser made itself; `action`: under it (a tour's "Add to calendar"). */
  sent: { title: string; body: string; action?: ReactNode };
  className: string;
  label?: string;
  /** multipart/form-data for a form with a file: the browser then sends the file itself. */
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  const { formRef, onSubmit, onChange, notice, typed } = submission;
  return (
    <form
      ref={formRef}
      method="post"
      encType={encType}
      action={`#${anchor}`}
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={label}
      className={className}
    >
      <FormValues value={typed}>
        <FormNotice result={notice} sent={sent} />
        <HoneypotField />
        {children}
      </FormValues>
    </form>
  );
}

/** The outcome of the post: plain text and a border, so every form's code stays as small. */
function FormNotice({ result, sent }: { result: PageFormResult | undefined; sent: { title: string; body: string; action?: ReactNode } }) {
  if (!result) return null;
  const ok = result.outcome === "sent";
  return (
    <div
      role={ok ? "status" : "alert"}
      className={cn(
        "grid gap-1 rounded-lg border border-l-4 p-4",
        ok ? "border-success bg-success/5" : "border-danger bg-danger/5",
      )}
    >
      <p className="font-semibold text-ink-900">{ok ? sent.title : result.message}</p>
      {ok ? <p className="text-sm text-text">{sent.body}</p> : null}
      {ok && sent.action ? <div className="mt-2">{sent.action}</div> : null}
    </div>
  );
}

