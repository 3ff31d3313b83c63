// A miniature of the About page (hero and the six reasons) in one of the two layouts
// compared on /about-preview. Decorative: the figure's caption describes it.
import { cn } from "#app/lib/cn.ts";
import { AboutHeroArt } from "./about-hero-art.tsx";
import { trustReasons } from "./trust-reason-list.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

export type AboutLayout = "current" | "uniform";

export function AboutLayoutMock({ text, layout }: { text: PageText<"about">; layout: AboutLayout }) {
  const t = text.about.preview;
  const reasons = trustReasons(text);
  const uniform = layout === "uniform";
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-line bg-cream text-left">
      {/* a browser-like top bar so the miniature reads as a page */}
      <div className="flex gap-1.5 border-b border-line bg-white px-3 py-2">
        <span className="size-2 rounded-full bg-line" />
        <span className="size-2 rounded-full bg-line" />
        <span className="size-2 rounded-full bg-line" />
      </div>
      <div className={cn("grid gap-3 bg-ink-50 p-4", uniform ? "justify-items-center text-center" : "grid-cols-[1.3fr_1fr] items-center")}>
        <div className={cn("grid gap-1.5", uniform && "justify-items-center")}>
          <span className="text-sm font-bold text-ink-900">{t.mockHeading}</span>
          <span className="text-xs text-muted">{t.mockIntro}</span>
          <span className="mt-1 inline-flex w-fit rounded-md bg-marigold-400 px-2 py-1 text-xs font-semibold text-ink-950">{t.mockButton}</span>
        </div>
        <AboutHeroArt className={cn("h-auto", uniform ? "w-2/3" : "w-full")} />
      </div>
      {uniform ? (
        <ul className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-3">
          {reasons.map(({ key, Icon, title }) => (
            <li key={key} className="grid justify-items-center gap-1 rounded-lg bg-white p-2 text-center shadow-sm">
              <Icon className="size-4 text-marigold-600" />
              <span className="text-xs leading-snug font-semibold text-ink-900">{title}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-2 p-4">
          {reasons.map(({ key, Icon, title, body }, index) => (
            <li key={key} className="flex gap-2">
              <Icon className="mt-0.5 size-4 shrink-0 text-ink-700" />
              <span className="text-xs text-muted">
                <span className="font-semibold text-ink-900">{title}</span>
                {/* the current layout's reasons differ in length: show one or two lines */}
                <span className={index % 2 === 0 ? "line-clamp-1" : "line-clamp-2"}>{body}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
