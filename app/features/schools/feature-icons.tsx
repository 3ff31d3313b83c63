// The lucide icon for each icon name a school's content may use (see FeatureIcon).
import {
  BookOpen,
  Bus,
  Cpu,
  FlaskConical,
  Globe,
  GraduationCap,
  HeartHandshake,
  Languages,
  Laptop,
  type LucideIcon,
  Microscope,
  Music,
  Palette,
  ShieldCheck,
  Sprout,
  Trophy,
  Users,
} from "lucide-react";
import type { FeatureIcon } from "#app/content/schools/types.ts";

export const featureIcons: Record<FeatureIcon, LucideIcon> = {
  BookOpen,
  FlaskConical,
  Trophy,
  Music,
  Bus,
  ShieldCheck,
  Laptop,
  Users,
  Globe,
  Palette,
  HeartHandshake,
  Microscope,
  Languages,
  Sprout,
  GraduationCap,
  Cpu,
};

/** The icon named `name`, drawn decoratively (the card's title carries the meaning). */
export function FeatureIconView({ name, className }: { name: FeatureIcon; className?: string }) {
  const Icon = featureIcons[name] ?? BookOpen;
  return <Icon aria-hidden className={className} />;
}
