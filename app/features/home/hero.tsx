// The first screen: what the group is, its promise, the academic year, and the two
// ways to come and see a school, plus a phone number a parent can tap.
import { CalendarCheck, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { telHref } from "#app/config/site.ts";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import { TourDialog } from "#app/features/enquiries/tour-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { HeroArt } from "./home-art.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import type { BookingWords } from "#app/forms/availability.ts";

/** `booking`: the tour form's words about open days. */
export function Hero({ text, booking }: { text: PageText<"home" | "tourForm">; booking: BookingWords }) {
  const group = useGroupFacts();
  const { format, admissionsYear } = useI18n();
  const h = text.home.hero;
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-cream to-sand/60"
    >
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-marigold-100 px-3.5 py-1.5 text-sm font-semibold text-ink-900 ring-1 ring-marigold-300">
            <CalendarCheck aria-hidden className="size-4 text-marigold-600" />
            {format(h.academicYear, { year: admissionsYear })}
          </p>
          <p className="mt-5 text-sm font-semibold text-balance text-marigold-600 sm:text-base">{h.eyebrow}</p>
          <h1 id="hero-title" className="mt-2 text-[2rem] leading-tight font-bold sm:text-5xl sm:leading-[1.1]">
            {h.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{h.promise}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <TourDialog text={text} booking={booking} trigger={<Button size="lg">{h.bookTour}</Button>} />
            <Link to="/schedule-visit" className={buttonClass("outline", "lg")}>
              {h.scheduleVisit}
            </Link>
          </div>
          <a
            href={telHref(group.phone)}
            className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-ink-800 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-5 text-marigold-600" />
            {format(h.call, { phone: group.phone })}
          </a>
        </div>
        <HeroArt title={h.artTitle} className="mx-auto w-full max-w-sm sm:max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
