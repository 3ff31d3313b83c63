// The contact section (anchor #contact): the contact form beside the main campus's
// details, Queens International School in SriNagar Colony, with tappable links.
import { Mail, MapPin, MessageCircle, Navigation, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { SCHOOL_ID_BY_CODE } from "#app/config/enumerations.ts";
import { telHref } from "#app/config/site.ts";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import { pick } from "#app/content/localized.ts";
import { schoolIdentities } from "#app/content/schools/identities.ts";

/** The main campus (spec 2): the school coded queens. */
const mainCampus = schoolIdentities[SCHOOL_ID_BY_CODE.queens as 6];
import { ContactForm } from "#app/features/enquiries/contact-form.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { SectionHeading } from "./section-heading.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

const linkClass = "inline-flex min-h-11 items-center font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900";

export function ContactSection({ text }: { text: PageText<"home" | "contactForm"> }) {
  const group = useGroupFacts();
  const { lang } = useI18n();
  const c = text.home.contact;
  return (
    <section id="contact" aria-labelledby="contact-title" className="section bg-cream">
      <div className="container-page">
        <SectionHeading id="contact-title" eyebrow={c.eyebrow} title={c.title} intro={c.intro} />
        <div className="mt-10 grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:items-start">
          <div className="card p-5 sm:p-8">
            <h3 className="mb-5 text-xl font-bold">{text.contactForm.title}</h3>
            <ContactForm text={text} />
          </div>
          <aside aria-labelledby="campus-title" className="card overflow-hidden">
            <div className="bg-ink-900 px-6 py-5">
              <p className="eyebrow text-marigold-300">{c.campusTitle}</p>
              <h3 id="campus-title" className="mt-1 text-lg font-bold text-white">
                {c.campusName}
              </h3>
            </div>
            <dl className="grid gap-5 p-6">
              <Detail icon={MapPin} term={c.address}>
                <address className="not-italic">{pick(mainCampus.address, lang)}</address>
              </Detail>
              <Detail icon={Phone} term={c.phone}>
                <a href={telHref(group.phone)} className={linkClass}>
                  {group.phone}
                </a>
              </Detail>
              <Detail icon={MessageCircle} term={c.whatsapp}>
                <a href={`https://wa.me/${group.whatsapp.replace(/\D/g, "")}`} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {c.whatsappLink}
                  <span className="sr-only"> {c.newTab}</span>
                </a>
              </Detail>
              <Detail icon={Mail} term={c.email}>
                <a href={`mailto:${group.email}`} className={linkClass}>
                  <EmailText address={group.email} />
                </a>
              </Detail>
            </dl>
            <div className="px-6 pb-6">
              <a
                href={mainCampus.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("outline", "md", "w-full")}
              >
                <Navigation aria-hidden className="size-5" />
                {c.directions}
                <span className="sr-only"> {c.newTab}</span>
              </a>
            </div>
          </aside>
        </div>
      </div>
    </section>
  );
}

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
        <Icon aria-hidden className="size-5 shrink-0 text-marigold-600" />
        {term}
      </dt>
      <dd className="min-w-0 pl-7 text-text">{children}</dd>
    </div>
  );
}

/** An e-mail address that may wrap after the "@" on a narrow phone, never inside a word. */
function EmailText({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return address;
  return (
    <span className="break-words">
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
