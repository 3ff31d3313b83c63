// The outcome of a form the browser posted by itself (app/features/submissions/page-forms.ts),
// shown at the top of the form the page rendered as its answer: what a toast says when
// the page's scripts send it.
import { CheckCircle2, XCircle } from "lucide-react";
import type { PageFormResult } from "#app/features/submissions/page-forms.ts";
import { cn } from "#app/lib/cn.ts";

export function FormNotice({
  result,
  sent,
}: {
  result: PageFormResult | undefined;
  sent: { title: string; body: string };
}) {
  if (!result) return null;
  const ok = result.outcome === "sent";
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div
      role={ok ? "status" : "alert"}
      className={cn(
        "flex items-start gap-3 rounded-lg border p-4",
        ok ? "border-success/40 bg-success/5" : "border-danger/40 bg-danger/5",
      )}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", ok ? "text-success" : "text-danger")} />
      <div className="grid gap-1">
        <p className="font-semibold text-ink-900">{ok ? sent.title : result.message}</p>
        {ok ? <p className="text-sm text-text">{sent.body}</p> : null}
      </div>
    </div>
  );
}
