// The fixed navigation bar: links, language switcher, Apply Now (opens the enrollment
// form), and on small screens a slide-in side menu that closes on selection.
import * as SheetPrimitive from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { EnrollmentDialog } from "#app/features/enquiries/enrollment-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { BrandMark } from "./brand-logo.tsx";
import { LanguageSwitcher, useStoredLanguage } from "./language-switcher.tsx";

export function useNavLinks() {
  const { m } = useI18n();
  const n = m.common.nav;
  return [
    { to: "/", label: n.home },
    { to: "/about", label: n.about },
    { to: "/#schools", label: n.schools },
    { to: "/#admissions", label: n.admissions },
    { to: "/#contact", label: n.contact },
  ];
}

/** The bar itself; `brand` replaces the group's name (a school page shows its own). */
export function NavigationBar({ brand }: { brand?: ReactNode }) {
  const { m } = useI18n();
  const links = useNavLinks();
  const [enrollOpen, setEnrollOpen] = useState(false);
  useStoredLanguage();
  return (
    <header className="fixed inset-x-0 top-0 z-40 print:hidden border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        {brand ?? (
          <Link to="/" className="flex min-w-0 items-center gap-2.5" aria-label={m.common.nav.homeLink}>
            <BrandMark size={40} />
            <span className="truncate text-lg font-bold text-ink-900">{m.common.siteName}</span>
          </Link>
        )}
        {/* A school's own name takes room: its pages keep the links in the menu until 2xl. */}
        <nav aria-label={m.common.nav.label} className={brand ? "hidden 2xl:block" : "hidden lg:block"}>
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-lg px-3 py-2 font-medium whitespace-nowrap text-ink-900 hover:bg-ink-50">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden shrink-0 items-center gap-3 lg:flex">
          <LanguageSwitcher />
          <EnrollmentDialog trigger={<Button className="whitespace-nowrap">{m.common.nav.applyNow}</Button>} />
        </div>
        <SideMenu onApply={() => setEnrollOpen(true)} triggerClass={brand ? "2xl:hidden" : "lg:hidden"} />
      </div>
      <EnrollmentDialog open={enrollOpen} onOpenChange={setEnrollOpen} />
    </header>
  );
}

function SideMenu({ onApply, triggerClass }: { onApply: () => void; triggerClass: string }) {
  const { m } = useI18n();
  const links = useNavLinks();
  const [open, setOpen] = useState(false);
  return (
    <SheetPrimitive.Root open={open} onOpenChange={setOpen}>
      <SheetPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className={triggerClass} aria-label={m.common.nav.openMenu}>
          <Menu aria-hidden className="size-6" />
        </Button>
      </SheetPrimitive.Trigger>
      <SheetPrimitive.Portal>
        <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <SheetPrimitive.Content
          aria-describedby={undefined}
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
                    onClick={() => setOpen(false)}
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
              setOpen(false);
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
