// /calendar/visit.ics and /calendar/tour.ics (/te/… in Telugu): the "Add to calendar" file
// of a visit's or a tour's confirmation (issue 17), the same event the acknowledgement
// e-mail carries and the office's invitations update (the booking's UID). Written from the
// query alone (school, day, slot, and the booking's id for the UID): no database, nothing
// of a family's (calendar-query.ts says why the id is not signed). A bad query is a 400
// with a message per field in the page's language; another file name a 404.
import { formatFieldErrors } from "#app/forms/validation/format-errors.ts";
import { resolveLanguage } from "#app/i18n/language.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { CalendarKind } from "#app/lib/calendar-link.ts";
import { calendarQuerySchemas } from "#app/requests/calendar/calendar-query.ts";
import { calendarInvite } from "#app/requests/calendar/invite.server.ts";
import type { Route } from "./+types/calendar";

const FILES: Record<string, CalendarKind> = { "visit.ics": "visit", "tour.ics": "tour" };

export function loader({ request, params }: Route.LoaderArgs) {
  const language = resolveLanguage(request, params.lang);
  const kind = Object.hasOwn(FILES, params.file) ? FILES[params.file] : undefined;
  if (!language || !kind) throw new Response("Not found", { status: 404 });
  const { lang } = language;
  const url = new URL(request.url);
  const parsed = calendarQuerySchemas[kind].safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const m = catalogues[lang];
    return Response.json({ message: m.calendar.invalidLink, errors: formatFieldErrors(parsed.error, m) }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const { facts, booking } = parsed.data;
  const file = calendarInvite(facts, lang, { siteUrl: url.origin, stamp: new Date(), bookingId: booking });
  return new Response(file.content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      // The same query always makes the same event; a new release may word it anew.
      "Cache-Control": "public, max-age=3600",
      "X-Robots-Tag": "noindex",
    },
  });
}
