// The small-screen side menu's panel (Radix Dialog as a sheet): the links, the language
// switcher and Apply Now. Loaded on demand by the navigation bar's SideMenu.
import * as SheetPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { returnFocus } from "#app/components/ui/dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { useNavLinks } from "./nav-links.ts";

export function SideMenuSheet({
  open,
  onOpenChange,
  onApply,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const { m } = useI18n();
  const links = useNavLinks();
  return (
    <SheetPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <SheetPrimitive.Portal>
        <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <SheetPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => returnFocus(event, returnFocusTo)}
          className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-xs flex-col gap-6 overflow-y-auto bg-white p-5 shadow-2xl data-[state=open]:animate-[toast-in_200ms_ease-out]"
        >
          <div className="flex items-center justify-between">
            <SheetPrimitive.Title className="text-lg font-bold text-ink-900">{m.common.nav.menuTitle}</SheetPrimitive.Title>
            <SheetPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label={m.common.nav.closeMenu}>
                <X aria-hidden className="size-6" />
              </Button>
            </SheetPrimitive.Close>
          </div>
          <nav aria-label={m.common.nav.label}>
            <ul className="grid gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={() => onOpenChange(false)}
                    className="flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-ink-900 hover:bg-ink-50"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher className="self-start" />
          <Button
            className="w-full"
            onClick={() => {
              onOpenChange(false);
              onApply();
            }}
          >
            {m.common.nav.applyNow}
          </Button>
        </SheetPrimitive.Content>
      </SheetPrimitive.Portal>
    </SheetPrimitive.Root>
  );
}
