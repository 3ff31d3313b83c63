// The brochure's last block: how to reach the group, and (on screen only) the two actions.
import { Mail, MapPin, MessageSquare, Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { telHref } from "#app/config/site.ts";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import { pick } from "#app/content/localized.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { PrintButton } from "./print-button.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function BrochureContact({ text }: { text: PageText<"brochure"> }) {
  const group = useGroupFacts();
  const { format, lang, admissionsYear } = useI18n();
  const t = text.brochure.contact;
  const office = group.headOffice;
  const address = pick(office.address, lang);
  return (
    <section aria-labelledby="brochure-contact" className="card grid gap-5 bg-ink-50 p-6 sm:p-8 print:break-inside-avoid print:border print:border-line print:bg-white print:shadow-none">
      <h2 id="brochure-contact" className="heading-section">
        {t.title}
      </h2>
      <p className="text-lg">{format(t.body, { year: admissionsYear, city: pick(office.cityName, lang) })}</p>
      <ul className="grid gap-3">
        <li>
          <a href={telHref(group.phone)} className="inline-flex min-h-11 items-center gap-3 font-semibold text-ink-800 underline-offset-4 hover:underline">
            <Phone aria-hidden className="size-5 shrink-0 text-marigold-600" />
            {format(t.phone, { phone: group.phone })}
          </a>
        </li>
        <li>
          <a href={`mailto:${group.email}`} className="inline-flex min-h-11 items-center gap-3 font-semibold break-all text-ink-800 underline-offset-4 hover:underline">
            <Mail aria-hidden className="size-5 shrink-0 text-marigold-600" />
            {format(t.email, { email: group.email })}
          </a>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-marigold-600" />
          {format(t.address, { address })}
        </li>
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row print:hidden" data-testid="brochure-actions">
        <Link to="/contact" className={buttonClass("primary", "lg")}>
          <MessageSquare aria-hidden className="size-5" />
          {t.contactNow}
        </Link>
        <PrintButton text={text} />
      </div>
    </section>
  );
}
