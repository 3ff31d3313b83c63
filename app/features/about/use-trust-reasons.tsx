// The six trust reasons of the About page (spec 2), each with its icon, in a fixed order.
import { GraduationCap, Lightbulb, MapPinned, Scale, ShieldCheck, Users, type LucideIcon } from "lucide-react";
import type { Messages } from "#app/i18n/en/index.ts";
import { useI18n } from "#app/i18n/i18n.tsx";

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

export function useTrustReasons(): TrustReason[] {
  const { m } = useI18n();
  return (Object.keys(REASON_ICONS) as ReasonKey[]).map((key) => ({
    key,
    Icon: REASON_ICONS[key],
    title: m.about.reasons.items[key].title,
    body: m.about.reasons.items[key].body,
  }));
}
