// A career application's résumé on its page: the file's name and size and a download,
// or a line saying none came. A plain link to the download (a resource route, so the
// browser fetches it itself: before the page's scripts run too).
import { Download, FileText } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export interface RequestResume {
  fileName: string;
  sizeMb: string;
  href: string;
}

export function RequestResumeSection({ text, resume }: { text: PageText<"staff">; resume: RequestResume | null }) {
  const { format } = useI18n();
  const t = text.staff.detail.resume;
  return (
    <div className="grid gap-2 border-t border-line pt-4">
      <h3 id="request-resume" className="text-sm font-semibold text-muted">
        {t.title}
      </h3>
      {resume ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex min-w-0 flex-1 basis-48 items-center gap-2 text-ink-900">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-ink-700" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{format(t.file, { name: resume.fileName, size: resume.sizeMb })}</span>
          </p>
          <a href={resume.href} download={resume.fileName} aria-describedby="request-resume" className={buttonClass("outline", "sm")}>
            <Download aria-hidden="true" className="size-4" />
            {t.download}
          </a>
        </div>
      ) : (
        <p className="text-ink-900">{t.none}</p>
      )}
    </div>
  );
}
