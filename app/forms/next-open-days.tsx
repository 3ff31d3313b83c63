// Under a visit's or tour's date that cannot be booked (its message says why and names
// the next open days): those days as buttons, one tap picks one.
import type { Language } from "#app/config/enumerations.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/i18n/format.ts";

export function NextOpenDays({ days, lang, onPick }: { days: readonly string[]; lang: Language; onPick: (day: string) => void }) {
  if (days.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-slot="next-open-days">
      {days.map((day) => (
        <li key={day}>
          <button type="button" className={buttonClass("outline", "sm")} onClick={() => onPick(day)}>
            {/* The message above names the day with its year; the button, as a calendar would. */}
            <time dateTime={day}>{formatDate(day, lang, { year: false })}</time>
          </button>
        </li>
      ))}
    </ul>
  );
}
