// The group's announcement (its document's banner, issue 28) at the top of every public
// page on the days it runs. The server decides whether it is shown (the root loader sends
// it only from its start to its end date in India, and the page cache keeps no copy past
// the day it was rendered on), so it is in the HTML from the first paint: nothing moves
// when scripts arrive. With scripts it can be hidden, for the rest of this visit's
// pages in this tab (a full reload shows it again rather than hide it after painting).
import { X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useGroupFacts } from "#app/content/group/group-facts.tsx";
import { pick } from "#app/content/localized.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";

const noSubscription = () => () => {};

/** Banners hidden in this tab since the page was loaded (kept across its client-side navigations). */
const hidden = new Set<string>();

export function AnnouncementBanner() {
  const { m, lang } = useI18n();
  const { banner } = useGroupFacts();
  const id = banner ? JSON.stringify(banner) : "";
  // False in the server's HTML and while hydrating, true once the page is the browser's.
  const scripted = useSyncExternalStore(noSubscription, () => true, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!banner || dismissed || (scripted && hidden.has(id))) return null;
  const words = m.common.banner;
  const linkClass = "font-semibold text-ink-950 underline underline-offset-4";
  return (
    <section aria-label={words.label} className="border-b border-marigold-500 bg-marigold-100 text-ink-950 print:hidden">
      <div className="container-page flex items-start gap-3 py-2.5">
        <p className="min-w-0 flex-1 py-1.5 text-base [overflow-wrap:anywhere]">
          {pick(banner.text, lang)}
          {banner.link ? (
            <>
              {" "}
              {banner.link.startsWith("/") ? (
                <Link to={localizedPath(banner.link, lang)} className={linkClass}>
                  {words.more}
                </Link>
              ) : (
                <a href={banner.link} className={linkClass} rel="noopener noreferrer">
                  {words.more}
                </a>
              )}
            </>
          ) : null}
        </p>
        {/* Its place is kept before scripts run (invisible), so the text does not move when it appears. */}
        <button
          type="button"
          aria-label={words.dismiss}
          disabled={!scripted}
          aria-hidden={!scripted}
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-marigold-400/40 ${scripted ? "" : "invisible"}`}
          onClick={() => {
            hidden.add(id);
            setDismissed(true);
          }}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
