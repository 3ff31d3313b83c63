// The six schools, one card each, linking to the school's own page. The list arrives
// from the server with the page, or as a promise on client-side navigations, when
// placeholders stand in until it arrives.
import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { DefaultCrest, SchoolCrest } from "#app/components/school-crest.tsx";
import { pick } from "#app/content/localized.ts";
import { getSchoolIdentity } from "#app/content/schools/identities.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import type { ListData } from "#app/lib/list-data.ts";
import { Bar, Placeholders, StreamedList } from "./list-states.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** What a card needs of a school (GET /api/schools gives more). */
export interface SchoolSummary {
  id: number;
  name: string;
  description: string;
}

const GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

export function SchoolsShowcase({ text, schools }: { text: PageText<"home">; schools: ListData<SchoolSummary> }) {
  const s = text.home.schools;
  return (
    <section id="schools" aria-labelledby="schools-title" className="section bg-white">
      <div className="container-page">
        <SectionHeading id="schools-title" eyebrow={s.eyebrow} title={s.title} intro={s.intro} />
        <StreamedList
          items={schools}
          placeholders={<SchoolPlaceholders label={s.loading} />}
          errorText={s.error}
          emptyText={s.empty}
          className={`mt-10 ${GRID}`}
          renderItem={(school) => <SchoolCard school={school} text={s} />}
        />
      </div>
    </section>
  );
}

function SchoolCard({ school, text }: { school: SchoolSummary; text: Messages["home"]["schools"] }) {
  const { lang, format } = useI18n();
  const content = getSchoolIdentity(school.id);
  const crestTitle = format(text.crestTitle, { name: school.name });
  return (
    <article
      data-testid="school-card"
      className="card relative flex h-full flex-col gap-4 p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg"
    >
      <div className="flex items-center gap-4">
        <span className="shrink-0">
          {content ? (
            <SchoolCrest crest={content.crest} size={56} title={crestTitle} lang={lang} />
          ) : (
            <DefaultCrest size={56} title={crestTitle} lang={lang} initial={school.name.charAt(0)} />
          )}
        </span>
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-bold">
            {/* The link covers the whole card, so the card is one large tap target. */}
            <Link
              to={`/school/${school.id}`}
              className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-['']"
            >
              {school.name}
            </Link>
          </h3>
          {content ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              {pick(content.town, lang)}
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-muted">{school.description}</p>
      <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 font-semibold text-ink-700">
        {text.more}
        <ArrowRight className="size-4" />
      </span>
    </article>
  );
}

function SchoolPlaceholders({ label }: { label: string }) {
  return (
    <Placeholders count={6} label={label} testId="school-card-placeholder" className={GRID}>
      <div className="flex items-center gap-4">
        <div className="size-14 shrink-0 rounded-full bg-sand" />
        <div className="grid flex-1 gap-2">
          <Bar className="h-5 w-4/5" />
          <Bar className="w-1/2" />
        </div>
      </div>
      <div className="mt-5 grid gap-2">
        <Bar />
        <Bar />
        <Bar className="w-2/3" />
      </div>
    </Placeholders>
  );
}
