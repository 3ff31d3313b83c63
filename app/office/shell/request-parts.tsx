// Pieces a request shows wherever it appears (the inbox's list, its own page): its status
// as a badge, how long it has waited while new, and a tap to call or to WhatsApp.
import { MessageCircle, Phone } from "lucide-react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { plural } from "#app/i18n/plural.ts";
import type { PageText } from "#app/i18n/page-sections.ts";
import { cn } from "#app/lib/cn.ts";
import { phoneLinks } from "#app/lib/phone-links.ts";
import type { RequestKind } from "#app/config/request-kinds.ts";
import { statusLabel } from "./request-words.ts";

type InboxText = PageText<"staff">["staff"]["inbox"];

/** A request still new after 24 hours is overdue: the site promised a call within a day. */
export const isOverdue = (waitingHours: number | undefined) => waitingHours !== undefined && waitingHours >= 24;

export function StatusBadge({ t, status, kind }: { t: InboxText; status: string; kind: RequestKind }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", status === "new" ? "bg-marigold-100 text-ink-900" : "bg-ink-50 text-ink-800")}>
      {statusLabel(t, status, kind)}
    </span>
  );
}

/** " · waiting 5 hours" after the time received, red once overdue; nothing once it is no longer new. */
export function Waiting({ t, hours }: { t: InboxText; hours: number | undefined }) {
  const { lang } = useI18n();
  if (hours === undefined) return null;
  return (
    <span className={cn(isOverdue(hours) && "font-semibold text-danger")}>
      {" · "}
      {hours < 1 ? t.waitingUnderHour : hours < 48 ? plural(t.waiting, hours, lang) : plural(t.waitingDays, Math.floor(hours / 24), lang)}
    </span>
  );
}

/** Call and WhatsApp buttons for a phone number written any way; nothing for a number they cannot dial. */
export function PhoneButtons({ t, phone }: { t: InboxText; phone: string }) {
  const { format } = useI18n();
  const links = phone ? phoneLinks(phone) : undefined;
  if (!links) return null;
  return (
    <>
      <a href={links.tel} className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-ink-800 px-3 font-semibold text-ink-900 hover:bg-ink-50">
        <Phone aria-hidden="true" className="size-4" />
        <span className="sr-only">{format(t.call, { phone })}</span>
        <span aria-hidden="true">{phone}</span>
      </a>
      <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-success px-3 font-semibold text-ink-900 hover:bg-success/5">
        <MessageCircle aria-hidden="true" className="size-4" />
        <span className="sr-only">{format(t.whatsapp, { phone })}</span>
        <span aria-hidden="true">WhatsApp</span>
      </a>
    </>
  );
}
