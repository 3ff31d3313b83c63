// A visit's or a tour's booking on its request page (issue 27): where it stands, one tap
// to confirm the time asked, another open time to confirm or move it to, the WhatsApp
// message once confirmed, and a cancellation behind its question. Plain POST forms: they
// work before the page's scripts run.
import { Form, useNavigation } from "react-router";
import { MessageCircle } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { cn } from "#app/lib/cn.ts";
import { StaffControl, staffControlClass } from "../shell/staff-control.tsx";
import type { BookingPanel } from "./request-booking.server.ts";

export function RequestBookingSection({ text, booking, refusal }: { text: PageText<"staff">; booking: BookingPanel; refusal?: string }) {
  const { format } = useI18n();
  const t = text.staff.detail.booking;
  const busy = useNavigation().state === "submitting";
  const open = booking.state !== "cancelled";
  const state = booking.state === "asked" ? t.asked : booking.state === "confirmed" ? t.confirmed : t.cancelled;
  return (
    <section className="grid gap-3" aria-labelledby="request-booking">
      <h3 id="request-booking" className="font-bold">
        {t.title}
      </h3>
      <p className={cn("rounded-lg border-l-4 p-3 text-ink-900", booking.state === "confirmed" ? "border-success bg-success/5" : booking.state === "cancelled" ? "border-line bg-ink-50" : "border-marigold-500 bg-marigold-100")}>
        {format(state, { when: booking.when })}
      </p>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {refusal}
        </p>
      ) : null}
      {booking.state === "asked" ? (
        <Form method="post">
          <button type="submit" name="intent" value="booking-confirm" disabled={busy} className={cn(buttonClass("primary", "sm"), "w-full sm:w-auto")}>
            {format(t.confirmAsAsked, { when: booking.when })}
          </button>
        </Form>
      ) : null}
      {booking.choices.length > 0 ? (
        <details className="group rounded-lg border border-line p-3">
          <summary className="cursor-pointer font-semibold text-ink-900">{booking.state === "asked" ? t.confirmOther : t.moveOther}</summary>
          <Form method="post" className="mt-3 grid gap-2">
            <StaffControl label={t.time}>
              {(id) => (
                <select id={id} name="place" required defaultValue="" className={staffControlClass}>
                  <option value="" disabled>
                    {t.day}
                  </option>
                  {booking.choices.map((choice) => (
                    <optgroup key={choice.group} label={choice.group}>
                      {choice.options.map((option) => (
                        <option key={option.value} value={option.value} disabled={option.full || option.value === booking.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              )}
            </StaffControl>
            <button
              type="submit"
              name="intent"
              value={booking.state === "asked" ? "booking-confirm" : "booking-move"}
              disabled={busy}
              className={cn(buttonClass("secondary", "sm"), "justify-self-start")}
            >
              {booking.state === "asked" ? t.confirmOtherButton : t.moveButton}
            </button>
          </Form>
        </details>
      ) : null}
      {booking.whatsapp ? (
        <a href={booking.whatsapp} target="_blank" rel="noopener noreferrer" className={cn(buttonClass("outline", "sm"), "justify-self-start")}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t.whatsapp}
        </a>
      ) : null}
      {open && booking.contact !== "email" ? <p className="text-sm text-muted">{booking.contact === "none" ? t.noContact : t.noEmail}</p> : null}
      {open ? (
        <details className="rounded-lg border border-line p-3">
          <summary className="cursor-pointer font-semibold text-danger">{t.cancel}</summary>
          <Form method="post" className="mt-3 grid gap-2">
            <p className="text-ink-900">{format(t.cancelQuestion, { when: booking.when })}</p>
            <button type="submit" name="intent" value="booking-cancel" disabled={busy} className={cn(buttonClass("outline", "sm"), "justify-self-start border-danger text-danger")}>
              {t.cancelYes}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
