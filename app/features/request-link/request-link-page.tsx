// The family's private page (/r/<token>, issue 27): their request and where it stands, the
// school's phone and WhatsApp, and for a visit or a tour still to come its two changes,
// each behind a confirmation step. Every step is a page of its own reached by a link or a
// plain form (GET to choose, POST to change), so that it all works before and without the
// page's scripts. Quiet on purpose: no offers, one action per step.
import { CircleCheck, CircleSlash, Clock, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { BrandMark } from "#app/components/brand-logo.tsx";
import { storeLanguage } from "#app/components/language-switcher.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { cn } from "#app/lib/cn.ts";
import type { ClosedLinkPage, FamilyStatus, LinkStep, OpenLinkPage } from "./request-link-view.ts";

type Text = PageText<"requestLink">;

const TONES: Record<FamilyStatus["tone"], { icon: LucideIcon; className: string }> = {
  waiting: { icon: Clock, className: "border-marigold-500 [&_[data-icon]]:bg-marigold-100 [&_[data-icon]]:text-marigold-600" },
  good: { icon: CircleCheck, className: "border-success [&_[data-icon]]:bg-success/10 [&_[data-icon]]:text-success" },
  stopped: { icon: CircleSlash, className: "border-muted [&_[data-icon]]:bg-sand [&_[data-icon]]:text-muted" },
};

/** The cancel step's own button: the one red action of the site, said in words too. */
const dangerButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-danger px-7 py-2 text-center text-lg leading-snug font-semibold text-white shadow-sm transition-colors hover:bg-danger/90";

const textLink = "rounded font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900";

export function OpenLinkView({ text, page, refusal }: { text: Text; page: OpenLinkPage; refusal?: string }) {
  const t = text.requestLink;
  const { step } = page;
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto grid max-w-2xl gap-5">
        <header className="grid gap-1">
          <p className="font-semibold text-marigold-600">{fillTemplate(t.school, { school: page.school })}</p>
          <h1 className="text-3xl leading-tight font-bold sm:text-4xl">{page.title}</h1>
          <p className="text-muted">{fillTemplate(t.sentOn, { date: page.sentOn })}</p>
          {/* A document request: the server stores the choice and answers in that language
              (server/language-choice.ts); with scripts, the browser's stored choice is this one
              too, else it would win over the server's on the next page (useStoredLanguage). */}
          <a
            href={page.otherLanguage.href}
            lang={page.otherLanguage.lang}
            hrefLang={page.otherLanguage.lang}
            onClick={() => storeLanguage(page.otherLanguage.lang)}
            className={cn(textLink, "mt-1 justify-self-start py-2")}
          >
            {page.otherLanguage.label}
          </a>
        </header>
        {page.notice ? (
          <p role="status" className="flex items-start gap-3 rounded-xl border-2 border-success/40 bg-white p-4 font-semibold text-ink-900">
            <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-success" />
            <span>{page.notice}</span>
          </p>
        ) : null}
        {refusal ? (
          <p role="alert" className="rounded-xl border-2 border-danger/50 bg-white p-4 font-semibold text-danger">
            {refusal}
          </p>
        ) : null}
        {step.name === "overview" ? (
          <>
            <Standing text={text} page={page} />
            <Sent text={text} page={page} />
          </>
        ) : (
          <Step text={text} page={page} step={step} />
        )}
        <Contact text={text} page={page} />
        <p className="text-sm text-muted">{fillTemplate(t.privateNote, { date: page.expires })}</p>
      </div>
    </div>
  );
}

function Standing({ text, page }: { text: Text; page: OpenLinkPage }) {
  const t = text.requestLink;
  const tone = TONES[page.status.tone];
  const Icon = tone.icon;
  const booking = page.booking;
  return (
    <section aria-labelledby="standing-title" className={cn("card border-l-4 p-5 sm:p-6", tone.className)}>
      <h2 id="standing-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t.standing}
      </h2>
      <div className="mt-2 flex items-start gap-3">
        <span data-icon className="inline-flex size-10 shrink-0 items-center justify-center rounded-full">
          <Icon aria-hidden className="size-6" />
        </span>
        <div className="grid gap-1">
          <p className="text-xl leading-snug font-bold text-ink-900">{page.status.title}</p>
          <p>{page.status.detail}</p>
        </div>
      </div>
      {booking?.changeable ? (
        <div className="mt-5 border-t border-line pt-4">
          <h3 className="font-semibold text-ink-900">{t.change.heading[booking.kind]}</h3>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            <Link to="?step=move" className={buttonClass("outline")}>
              {t.change.move[booking.kind]}
            </Link>
            <Link to="?step=cancel" className={buttonClass("ghost", "md", "border-2 border-line")}>
              {t.change.cancel[booking.kind]}
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Sent({ text, page }: { text: Text; page: OpenLinkPage }) {
  const t = text.requestLink.sent;
  return (
    <section aria-labelledby="sent-title" className="card p-5 sm:p-6">
      <h2 id="sent-title" className="text-lg font-bold">
        {t.heading}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,13rem)_1fr] sm:gap-x-6">
        {page.fields.map((field) => (
          <div key={field.label} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid sm:items-baseline">
            <dt className="text-sm font-semibold text-muted">{field.label}</dt>
            <dd className="break-words text-ink-900">{field.value}</dd>
          </div>
        ))}
      </dl>
      {page.ownWordsLeftOut ? <p className="mt-4 text-sm text-muted">{t.ownWords}</p> : null}
    </section>
  );
}

function Contact({ text, page }: { text: Text; page: OpenLinkPage }) {
  const t = text.requestLink.contact;
  // The number kept on one line, wherever the words around it wrap.
  const [before, after] = t.call.split("{phone}");
  return (
    <section aria-labelledby="contact-title" className="card p-5 sm:p-6">
      <h2 id="contact-title" className="text-lg font-bold">
        {t.heading}
      </h2>
      <p className="mt-1 text-muted">{page.contact.name}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={page.contact.tel} className={buttonClass("secondary")}>
          <Phone aria-hidden className="size-5 shrink-0" />
          <span>
            {before}
            <span className="whitespace-nowrap">{page.contact.phone}</span>
            {after}
          </span>
        </a>
        <a href={page.contact.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "md", "border-success")}>
          <MessageCircle aria-hidden className="size-5 text-success" />
          {t.whatsapp}
        </a>
      </div>
    </section>
  );
}

/** Back to the page as it was: nothing changes. */
function Keep({ label, className }: { label: string; className?: string }) {
  return (
    <Link to="." className={className ?? cn(textLink, "justify-self-start py-2")}>
      {label}
    </Link>
  );
}

function Step({ text, page, step }: { text: Text; page: OpenLinkPage; step: Exclude<LinkStep, { name: "overview" }> }) {
  const t = text.requestLink;
  const booking = page.booking;
  if (!booking) return null;
  const kind = booking.kind;
  if (step.name === "cancel") {
    return (
      <section aria-labelledby="step-title" className="card grid gap-3 p-5 sm:p-6">
        <h2 id="step-title" className="text-2xl leading-snug font-bold">
          {fillTemplate(t.confirmCancel.heading[kind], { when: booking.when })}
        </h2>
        <p>{t.confirmCancel.body[kind]}</p>
        <Form method="post" action="?step=cancel" className="mt-3 flex flex-col gap-3 sm:flex-row">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className={dangerButton}>
            {t.confirmCancel.yes[kind]}
          </button>
          <Keep label={t.confirmCancel.no[kind]} className={buttonClass("outline", "lg")} />
        </Form>
      </section>
    );
  }
  if (step.name === "confirm-move") {
    return (
      <section aria-labelledby="step-title" className="card grid gap-3 p-5 sm:p-6">
        <h2 id="step-title" className="text-2xl leading-snug font-bold">
          {fillTemplate(t.confirmMove.heading[kind], { when: step.when })}
        </h2>
        <p>{fillTemplate(t.confirmMove.instead, { when: booking.when })}</p>
        {/* Refused (the time filled up meanwhile), the page answers with the choice again (a visit's day and its times) and why. */}
        <Form method="post" action={step.slot ? `?step=move&date=${step.date}` : "?step=move"} className="mt-3 flex flex-col gap-3 sm:flex-row">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="date" value={step.date} />
          {step.slot ? <input type="hidden" name="slot" value={step.slot} /> : null}
          <button type="submit" className={buttonClass("primary", "lg")}>
            {t.confirmMove.yes[kind]}
          </button>
          <Keep label={t.confirmMove.no[kind]} className={buttonClass("outline", "lg")} />
        </Form>
      </section>
    );
  }
  return <MoveChoice text={text} page={page} step={step} />;
}

function MoveChoice({ text, page, step }: { text: Text; page: OpenLinkPage; step: Extract<LinkStep, { name: "move" }> }) {
  const t = text.requestLink.move;
  const booking = page.booking;
  if (!booking) return null;
  const kind = booking.kind;
  const choosable = step.days.some((day) => !day.disabled);
  const chosenDay = step.days.find((day) => day.date === step.date);
  return (
    <section aria-labelledby="step-title" className="card grid gap-4 p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 id="step-title" className="text-2xl leading-snug font-bold">
          {t.heading[kind]}
        </h2>
        <p className="text-muted">{fillTemplate(t.now, { when: booking.when })}</p>
      </div>
      {step.error ? (
        <p role="alert" className="font-semibold text-danger">
          {step.error}
        </p>
      ) : null}
      {choosable ? (
        // A visit: the day first, then its times; a tour: the day is all there is to choose.
        <Form method="get" action="." className="grid gap-3">
          <input type="hidden" name="step" value={booking.withTime ? "move" : "confirm-move"} />
          <div className="grid gap-1.5">
            <label htmlFor="move-day" className="text-sm font-semibold text-ink-900">
              {t.day}
            </label>
            <select
              id="move-day"
              name="date"
              defaultValue={step.date ?? step.days.find((day) => !day.disabled)?.date}
              className="block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-text focus:border-ink-600 focus:ring-2 focus:ring-marigold-400 focus:outline-none"
            >
              {step.days.map((day) => (
                <option key={day.date} value={day.date} disabled={day.disabled}>
                  {day.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={cn(buttonClass(step.slots ? "outline" : "primary"), "sm:justify-self-start")}>
            {booking.withTime ? t.showTimes : t.continue}
          </button>
        </Form>
      ) : (
        <p>{t.noDays}</p>
      )}
      {step.slots && step.date ? (
        <Form method="get" action="." className="grid gap-3 border-t border-line pt-4">
          <input type="hidden" name="step" value="confirm-move" />
          <input type="hidden" name="date" value={step.date} />
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-semibold text-ink-900">
              {t.time}: {chosenDay?.day}
            </legend>
            <div className="grid gap-2">
              {step.slots.map((slot) => {
                const open = slot.state === "open";
                return (
                  <label
                    key={slot.slot}
                    className={cn(
                      "flex min-h-12 items-center gap-3 rounded-xl border-2 px-4 py-2",
                      open
                        ? "cursor-pointer border-line bg-white hover:border-ink-600 has-[:checked]:border-ink-700 has-[:checked]:bg-ink-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-marigold-500"
                        : "border-dashed border-line bg-sand text-muted",
                    )}
                  >
                    <input type="radio" name="slot" value={slot.slot} disabled={!open} required className="size-5 shrink-0 accent-ink-700" />
                    <span className={cn("font-semibold", open ? "text-ink-900" : "line-through decoration-1")}>{slot.label}</span>
                    {open ? null : <span className="ml-auto text-sm font-semibold">{slot.state === "full" ? t.full : t.timeNow}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <button type="submit" className={cn(buttonClass("primary"), "sm:justify-self-start")}>
            {t.continue}
          </button>
        </Form>
      ) : null}
      <Keep label={t.keep} />
    </section>
  );
}

/** The one plain page of every link that opens nothing (and of an address refused for guessing): nothing in it names the link. */
export function ClosedLinkView({ text, page }: { text: Text; page: ClosedLinkPage }) {
  const { m } = useI18n();
  const t = text.requestLink;
  const [before, after] = t.gone.help.split("{phone}");
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center">
          <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-lg" aria-label={m.common.nav.homeLink}>
            <BrandMark size={36} />
            <span className="truncate text-lg font-bold text-ink-900">{m.common.siteName}</span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container-page py-10 outline-none sm:py-16">
        <div className="card mx-auto grid max-w-xl gap-4 p-6 sm:p-8">
          <h1 className="text-2xl leading-snug font-bold sm:text-3xl">{page.state === "gone" ? t.gone.title : t.limited.title}</h1>
          <p>
            {page.state === "gone"
              ? fillTemplate(t.gone.body, { bookingDays: page.bookingDays, requestDays: page.requestDays })
              : fillTemplate(t.limited.body, { minutes: page.minutes })}
          </p>
          <p>
            {before}
            <a href={page.tel} className={cn(textLink, "whitespace-nowrap")}>
              {page.phone}
            </a>
            {after}
          </p>
          <Link to="/" className={cn(buttonClass("outline"), "justify-self-start")}>
            {t.gone.home}
          </Link>
        </div>
      </main>
    </>
  );
}
