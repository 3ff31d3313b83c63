// 'Why parents trust us': the six reasons as equal cards, one column on phones.
import { trustReasons } from "./trust-reason-list.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

export function TrustReasons({ text }: { text: PageText<"about"> }) {
  const t = text.about.reasons;
  const reasons = trustReasons(text);
  return (
    <section className="border-y border-line bg-white" aria-labelledby="reasons-title">
      <div className="container-page section grid gap-10">
        <div className="grid max-w-2xl gap-3">
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="reasons-title" className="heading-section">
            {t.title}
          </h2>
          <p className="text-muted">{t.intro}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ key, Icon, title, body }) => (
            <li key={key} className="grid content-start gap-3 rounded-[var(--radius-card)] border border-line bg-cream p-6" data-testid="trust-reason">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-marigold-100 text-marigold-600">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="text-lg font-bold">{title}</h3>
              <p className="text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
