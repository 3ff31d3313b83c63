// The brochure's text (app/i18n/page-sections.ts), in a layout route of its own around the
// page, so that it comes with the root's data: on client-side visits the page's lists come
// in a data request of their own (its clientLoader), and if that fails, the brochure stays
// readable with each list's error text.
import { loadPageText } from "#app/i18n/page-text.server.ts";
import type { Route } from "./+types/brochure-text";

export function loader({ request, params }: Route.LoaderArgs) {
  return { text: loadPageText(request, params, ["brochure"]).text };
}
