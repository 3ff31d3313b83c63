// The privacy notice in full (/privacy, issue 18): what each form collects and why, the
// cookie that says which campaign brought the visit (issue 29), how long it is kept (the
// configured periods), children's details, who else handles them, a family's rights and
// the grievance officer. Its facts come from the configuration
// (app/config/privacy.ts, app/config/site.ts), so the page says what the site does.
import { Mail, MapPin, Phone, UserRound, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { NOTICE_VERSION, type RetentionMonths } from "#app/config/privacy.ts";
import { REQUEST_KIND_FACTS, type RequestKind } from "#app/config/request-kinds.ts";
import { site, telHref } from "#app/config/site.ts";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import { pick } from "#app/content/localized.ts";
import { formatDate } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

type Text = PageText<"privacy">["privacy"];

/** The forms in the order a family meets them (their section of the text, their kind of request), each with the period its requests are kept. */
const FORMS = (
  [
    ["tour", "tour"],
    ["enrollment", "enrollment"],
    ["contact", "contact"],
    ["visit", "visit"],
    ["admission", "admission"],
    ["careers", "career"],
  ] as const satisfies ReadonlyArray<readonly [keyof Text["forms"], RequestKind]>
).map(([form, kind]) => [form, REQUEST_KIND_FACTS[kind].retention] as const);

const RIGHTS = ["access", "correction", "erasure", "grievance", "nomination"] as const;

export function PrivacyNotice({ text, retention }: { text: PageText<"privacy">; retention: RetentionMonths }) {
  const { lang, format } = useI18n();
  const t = text.privacy;
  const sections = [
    ["forms", t.forms.title],
    ["visit-source", t.visitSource.title],
    ["retention", t.retention.title],
    ["children", t.children.title],
    ["processors", t.processors.title],
    ["rights", t.rights.title],
    ["officer", t.officer.title],
    ["changes", t.changes.title],
  ] as const;
  const title = Object.fromEntries(sections) as Record<(typeof sections)[number][0], string>;
  return (
    <article className="container-page grid max-w-3xl gap-10 py-10 sm:py-14">
      <header className="grid gap-3">
        <h1 className="text-3xl leading-tight font-bold sm:text-[2.75rem]">{t.title}</h1>
        <p className="text-sm font-semibold text-muted">
          <time dateTime={NOTICE_VERSION}>{format(t.dated, { date: formatDate(NOTICE_VERSION, lang, { weekday: false }) })}</time>
        </p>
        <p className="text-lg text-text">{format(t.intro, { legalName: pick(site.legalName, lang) })}</p>
      </header>

      <nav aria-labelledby="privacy-contents" className="card grid gap-2 p-5">
        <h2 id="privacy-contents" className="text-base font-semibold">
          {t.contents}
        </h2>
        <ol className="grid list-decimal gap-1 pl-5 text-ink-700">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="block py-1.5 underline underline-offset-2 hover:text-ink-900">
                {label}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="forms" title={title.forms}>
        <p>{t.forms.intro}</p>
        <ul className="grid gap-4">
          {FORMS.map(([form, kept]) => (
            <li key={form} className="card grid gap-3 p-5">
              <h3 className="text-lg font-semibold text-ink-900">{t.forms[form].name}</h3>
              <dl className="grid gap-2 sm:grid-cols-[10rem_1fr] sm:gap-x-4">
                <dt className="font-semibold text-ink-800">{t.forms.collects}</dt>
                <dd>{t.forms[form].collects}</dd>
                <dt className="font-semibold text-ink-800">{t.forms.purpose}</dt>
                <dd>{t.forms[form].purpose}</dd>
                <dt className="font-semibold text-ink-800">{t.forms.kept}</dt>
                <dd>{format(t.forms.months, { months: retention[kept] })}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="visit-source" title={title["visit-source"]}>
        <p>{t.visitSource.body}</p>
      </Section>

      <Section id="retention" title={title.retention}>
        <ul className="grid list-disc gap-2 pl-5">
          <li>{format(t.retention.enquiries, { months: retention.enquiry })}</li>
          <li>{format(t.retention.admissions, { months: retention.admission })}</li>
          <li>{format(t.retention.careers, { months: retention.careers })}</li>
        </ul>
        <p>{t.retention.after}</p>
      </Section>

      <Section id="children" title={title.children}>
        <p>{t.children.body}</p>
      </Section>

      <Section id="processors" title={title.processors}>
        <p>{t.processors.body}</p>
      </Section>

      <Section id="rights" title={title.rights}>
        <p>{t.rights.intro}</p>
        <dl className="grid gap-4">
          {RIGHTS.map((right) => (
            <div key={right} className="grid gap-1 border-l-4 border-marigold-400 pl-4">
              <dt className="font-semibold text-ink-900">{t.rights[right].name}</dt>
              <dd>{t.rights[right].body}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="officer" title={title.officer}>
        <p>{t.officer.intro}</p>
        <OfficerCard text={t.officer} />
      </Section>

      <Section id="changes" title={title.changes}>
        <p>{t.changes.body}</p>
      </Section>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-24 gap-4 text-text">
      <h2 id={`${id}-title`} className="heading-section">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The grievance officer's name and how to reach them (group.grievanceOfficer). */
function OfficerCard({ text }: { text: Text["officer"] }) {
  const group = useGroupFacts();
  const { lang } = useI18n();
  const officer = group.grievanceOfficer;
  const link = "font-semibold text-ink-700 underline underline-offset-2 break-all";
  return (
    <address className="card grid gap-3 p-5 not-italic">
      <OfficerRow icon={UserRound} label={text.name}>
        <span className="text-lg font-semibold text-ink-900">{pick(officer.name, lang)}</span>
      </OfficerRow>
      <OfficerRow icon={Mail} label={text.email}>
        <a href={`mailto:${officer.email}`} className={link}>
          {officer.email}
        </a>
      </OfficerRow>
      <OfficerRow icon={Phone} label={text.phone}>
        <a href={telHref(officer.phone)} className={link}>
          {officer.phone}
        </a>
      </OfficerRow>
      <OfficerRow icon={MapPin} label={text.address}>
        <span>{pick(group.headOffice.address, lang)}</span>
      </OfficerRow>
    </address>
  );
}

/** One line of the officer's card: an icon and a label, then the value. */
function OfficerRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:items-center sm:gap-x-4">
      <span className="flex items-center gap-2 font-semibold text-ink-800">
        <Icon aria-hidden className="size-4 text-marigold-600" />
        {label}
      </span>
      {children}
    </div>
  );
}
