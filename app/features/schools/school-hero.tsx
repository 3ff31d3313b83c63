// Section 2: 'Welcome to {school}', the intro, the page's one primary action (Apply for
// Admission), the way back home, a tappable admission phone and a few plain facts.
import { CalendarDays, GraduationCap, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { PhotoPicture } from "#app/components/photo-picture.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import type { Localize } from "#app/content/localize.ts";
import type { PhotoView } from "#app/content/photo.ts";
import { telHref } from "#app/config/site.ts";
import { AdmissionDialog } from "#app/features/admissions/admission-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { SchoolIllustration } from "./school-illustration.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

/** The hero photo's width on the page, for its <picture> and its preload (routes/school.tsx). */
export const HERO_PHOTO_SIZES = "(min-width: 1280px) 560px, (min-width: 1024px) 44vw, calc(100vw - 2rem)";
/** Where the photo stands beside the text, in the first view: the screens its preload is for. Narrower, it lies below the text. */
export const HERO_PHOTO_BESIDE_TEXT = "(min-width: 1024px)";

export function SchoolHero({
  text,
  schoolId,
  name,
  intro,
  town,
  established,
  phone,
  accent,
  photo,
}: {
  text: PageText<"school" | "admissionForm">;
  schoolId: number;
  name: string;
  intro: string;
  town: string;
  established: number;
  phone: string;
  accent: string;
  /** The school's own photo; none: the drawing. */
  photo: Localize<PhotoView> | null;
}) {
  const { format, admissionsYear, lang } = useI18n();
  const h = text.school.hero;
  const facts = [
    { key: "established", Icon: CalendarDays, text: format(h.established, { year: established }) },
    { key: "grades", Icon: GraduationCap, text: h.grades },
    { key: "town", Icon: MapPin, text: town },
  ];
  return (
    <section aria-labelledby="school-hero-title" className="relative overflow-hidden bg-gradient-to-b from-white to-cream">
      <div aria-hidden className="absolute inset-x-0 top-0 h-1.5" style={{ backgroundColor: accent }} />
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div className="grid min-w-0 justify-items-start gap-5">
          <p className="eyebrow">{format(h.eyebrow, { town })}</p>
          <h1 id="school-hero-title" className="text-3xl leading-tight font-bold sm:text-[2.75rem]">
            {format(h.title, { school: name })}
          </h1>
          <p className="max-w-prose text-lg text-muted">{intro}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <AdmissionDialog
              text={text}
              schoolId={schoolId}
              schoolName={name}
              trigger={
                <Button size="lg" className="w-full sm:w-auto">
                  {h.apply}
                </Button>
              }
            />
            <Link to="/" className={buttonClass("outline", "lg", "w-full sm:w-auto")}>
              {h.backHome}
            </Link>
          </div>
          <a
            href={telHref(phone)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-ink-700 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-5 shrink-0 text-marigold-600" />
            {format(h.callPrompt, { phone })}
          </a>
          <ul aria-label={h.factsLabel} className="flex flex-wrap gap-2">
            {facts.map(({ key, Icon, text }) => (
              <li key={key} className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink-900">
                <Icon aria-hidden className="size-4 shrink-0 text-ink-600" />
                {text}
              </li>
            ))}
            <li className="inline-flex items-center gap-2 rounded-full bg-marigold-100 px-3 py-1.5 text-sm font-semibold text-ink-900">
              {format(h.admissionsOpen, { year: admissionsYear })}
            </li>
          </ul>
        </div>
        {photo ? (
          // The page's largest paint on a wide screen (preloaded there, HERO_PHOTO_BESIDE_TEXT); below the text on a phone, after it.
          <PhotoPicture
            photo={photo}
            lang={lang}
            sizes={HERO_PHOTO_SIZES}
            preloaded
            className="mx-auto w-full rounded-2xl object-cover shadow-lg ring-1 ring-line"
          />
        ) : (
          <SchoolIllustration accent={accent} className="mx-auto w-full max-w-sm lg:max-w-md" />
        )}
      </div>
    </section>
  );
}
