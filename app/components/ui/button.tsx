import type { ComponentPropsWithRef } from "react";
import { cn } from "#app/lib/cn.ts";

const variants = {
  /** The one primary action of a view: marigold with ink text (contrast 8:1). */
  primary: "bg-marigold-400 text-ink-950 hover:bg-marigold-300 shadow-sm",
  secondary: "bg-ink-800 text-white hover:bg-ink-700",
  outline: "border-2 border-ink-800 text-ink-900 bg-white hover:bg-ink-50",
  ghost: "text-ink-900 hover:bg-ink-50",
  onDark: "border-2 border-white/80 text-white hover:bg-white/10",
} as const;

const sizes = {
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-7 text-lg",
  sm: "min-h-11 px-3 text-sm",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md", extra?: string) {
  return cn(
    // Centred, with room above and below when a (Telugu) label wraps to a second line.
    "inline-flex items-center justify-center gap-2 rounded-xl py-2 text-center leading-snug font-semibold transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    extra,
  );
}

export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...props
}: ComponentPropsWithRef<"button"> & { variant?: ButtonVariant; size?: keyof typeof sizes }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
