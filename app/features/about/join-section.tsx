// The closing call to join: book a visit (the page's main action) or get in touch.
import { CalendarCheck, FileText, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function JoinSection({ text }: { text: PageText<"about"> }) {
  const { format, admissionsYear } = useI18n();
  const t = text.about.join;
  return (
    <section className="bg-ink-900 text-white" aria-labelledby="join-title">
      <div className="container-page section grid justify-items-start gap-5 sm:justify-items-center sm:text-center">
        <h2 id="join-title" className="heading-section text-white">
          {t.title}
        </h2>
        <p className="max-w-2xl text-lg text-ink-100">{format(t.body, { year: admissionsYear })}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/schedule-visit" className={buttonClass("primary", "lg")}>
            <CalendarCheck aria-hidden className="size-5" />
            {t.bookVisit}
          </Link>
          <Link to="/#contact" className={buttonClass("onDark", "lg")}>
            <MessageSquare aria-hidden className="size-5" />
            {t.contact}
          </Link>
        </div>
        <Link to="/brochure" className="inline-flex min-h-11 items-center gap-2 font-semibold text-marigold-300 underline underline-offset-4 hover:text-white">
          <FileText aria-hidden className="size-5" />
          {t.brochure}
        </Link>
      </div>
    </section>
  );
}
