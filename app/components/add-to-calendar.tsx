// "Add to calendar" on a visit's or a tour's confirmation (issue 17): a plain link to the
// booking's .ics file (app/routes/calendar.tsx), so it works before the page's scripts run
// and without them; the server answers it as a download.
import { CalendarPlus } from "lucide-react";
import { buttonClass, type ButtonVariant } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { calendarHref, type CalendarFacts } from "#app/lib/calendar-link.ts";

/** `booking`: the stored request's id, which names the event. */
export function AddToCalendarLink({
  facts,
  booking,
  variant = "outline",
  className,
}: {
  facts: CalendarFacts;
  booking: number;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { m, lang } = useI18n();
  return (
    <a href={calendarHref(facts, booking, lang)} className={buttonClass(variant, "md", className)}>
      <CalendarPlus aria-hidden className="size-5 shrink-0" />
      {m.common.addToCalendar}
    </a>
  );
}
