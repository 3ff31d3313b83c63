// What a staff page shows instead of itself when it refused (staff-not-found.server.ts):
// not found, not recorded (the access record could not be written), or asked for by
// another site, in the viewer's language with the way on. Inside the frame when a page's
// loader refused (framed); with the frame around it when the gate refused before any
// loader ran, when even the root's words may not have come (they travel with the refusal).
import { Link, useRouteLoaderData } from "react-router";
import { I18nFallback, useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";
import { shellWords, StaffShell, type ShellWords } from "./staff-shell.tsx";
import { STAFF_PATHS } from "./staff-paths.ts";
import { refusalWords, staffRefusalOf, type StaffRefusalData } from "./staff-refusal.ts";

/** The frame's route (app/routes/staff-area.tsx), whose loader brings the frame's words. */
const STAFF_FRAME_ROUTE = "routes/staff-area";

export function StaffRefusal({ error, framed }: { error: unknown; framed: boolean }) {
  const refusal = staffRefusalOf(error);
  // Any other failure inside the frame (a post the page could not take, a fault): said plainly there.
  if (!refusal) return framed ? <FailedContent /> : <Failed />;
  const content = <RefusalContent refusal={refusal} />;
  if (framed) return content;
  return (
    <I18nFallback lang={refusal.lang} messages={refusal.text}>
      <StaffShell words={shellWords(refusal.text)} signedInAs={refusal.member?.email} groupAdmin={refusal.member?.groupAdmin}>
        {content}
      </StaffShell>
    </I18nFallback>
  );
}

/** Outside the frame, without a refusal's words: the root's own answer. */
function Failed() {
  return <p className="container-page py-12 text-lg">Something went wrong. Please try again in a moment.</p>;
}

/** Inside the frame: in the staff area's words, which the frame's loader brought. */
function FailedContent() {
  const words = useRouteLoaderData<{ words: ShellWords }>(STAFF_FRAME_ROUTE)?.words;
  if (!words) return <Failed />;
  return <Answer title={words.failed.title} body={words.failed.body} back={words.back} />;
}

function RefusalContent({ refusal }: { refusal: StaffRefusalData["staffRefusal"] }) {
  const { text } = refusal;
  const { title, body } = refusalWords(text, refusal.answer);
  return <Answer title={title} body={body} back={text.staff.detail.back} openHere={refusal.openHere ? { href: refusal.openHere, label: text.staff.crossSite.open } : undefined} />;
}

/** What the page says instead of itself: a title, a sentence, and the way on (the inbox; for another site's link, the same address from here). */
function Answer({ title, body, back, openHere }: { title: string; body: string; back: string; openHere?: { href: string; label: string } | undefined }) {
  const { lang } = useI18n();
  return (
    <section className="container-page grid gap-4 py-12" aria-labelledby="staff-answer-title">
      <h1 id="staff-answer-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <p className="text-lg">{body}</p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {openHere ? (
          // A plain link: opened from this page, the browser says the request is the site's own.
          <a href={openHere.href} className="font-semibold text-ink-800 underline">
            {openHere.label}
          </a>
        ) : null}
        <Link to={localizedPath(STAFF_PATHS.home, lang)} className="font-semibold text-ink-800 underline">
          {back}
        </Link>
      </p>
    </section>
  );
}
