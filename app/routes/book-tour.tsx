// /book-tour: the 'Book a School Tour' form on a page of its own, where the home page's
// buttons lead before its scripts run (they open the dialog once they have).
import { FormPage, formPageMeta } from "#app/layout/form-page.tsx";
import { TourForm } from "#app/features/enquiries/tour-form.tsx";
import { receivePageForm } from "#app/requests/page-form.server.ts";
import { loadPageText } from "#app/i18n/page-text.server.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { bookingWordsOf } from "#app/forms/availability.ts";
import { lastBookingDay } from "./last-booking-day.server.ts";
import { rootData } from "#app/lib/root-data.ts";
import type { Route } from "./+types/book-tour";
import { reusablePage } from "#app/lib/reusable-page.ts";

/** The same page for every visitor in a language: the server may reuse it (app/lib/reusable-page.ts). */
export const handle = reusablePage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, text } = loadPageText(request, params, ["tourForm", "formPages"]);
  // The form's words about open days (not the booking e-mails'), and the last day a tour may be booked.
  return { text, booking: bookingWordsOf(catalogues[lang]), lastDay: await lastBookingDay(context.db) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return formPageMeta(rootData(matches), "/book-tour", loaderData?.text.formPages.tour);
}

/** The form posted by the browser itself (app/forms/page-forms.ts). */
export function action(args: Route.ActionArgs) {
  return receivePageForm(args, "book-tours");
}

export default function BookTour({ loaderData: { text, booking, lastDay } }: Route.ComponentProps) {
  return (
    <FormPage
      title={text.tourForm.title}
      description={text.tourForm.description}
      back={{ to: "/", label: text.formPages.backHome }}
    >
      <TourForm text={text} booking={booking} lastDay={lastDay} />
    </FormPage>
  );
}
