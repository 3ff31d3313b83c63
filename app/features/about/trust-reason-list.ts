// The six trust reasons of the About page (spec 2), each with its icon, in a fixed order.
import { GraduationCap, Lightbulb, MapPinned, Scale, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import type { Messages } from "#app/i18n/en/index.ts";
import type { PageText } from "#app/i18n/page-sections.ts";

type ReasonKey = keyof Messages["about"]["reasons"]["items"];

const REASON_ICONS: Record<ReasonKey, LucideIcon> = {
  localExpertise: MapPinned,
  innovativeLearning: Lightbulb,
  safety: ShieldCheck,
  transparency: Scale,
  excellence: GraduationCap,
  inclusive: Users,
};

export interface TrustReason {
  key: ReasonKey;
  Icon: LucideIcon;
  title: string;
  body: string;
}

export function trustReasons(text: PageText<"about">): TrustReason[] {
  return (Object.keys(REASON_ICONS) as ReasonKey[]).map((key) => ({
    key,
    Icon: REASON_ICONS[key],
    title: text.about.reasons.items[key].title,
    body: text.about.reasons.items[key].body,
  }));
}
