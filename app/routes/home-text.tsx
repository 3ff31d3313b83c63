// The home page's text (app/i18n/page-sections.ts), in a layout route of its own around the
// page, so that it comes with the root's data: on client-side visits the page's lists come
// from the JSON API (its clientLoader), and the text neither waits for them nor fails with them.
import { bookingWordsOf } from "#app/forms/availability.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { Route } from "./+types/home-text";

export function loader({ request, params }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["home", "contactForm", "tourForm"]);
  // The tour dialog's words about open days (not the booking e-mails').
  return { text, booking: bookingWordsOf(catalogues[lang]) };
}
