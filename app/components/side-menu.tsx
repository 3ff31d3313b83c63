// The small-screen side menu: the links, the language switcher and Apply Now in a panel
// that slides in from the right. A native popover (the menu button is its invoker), so it
// opens, closes on Escape, a tap beside it or its own button, and returns focus, from the
// first paint: before the page's scripts run, or without them. Once they run, a chosen
// link also closes it, and Apply Now opens the enrollment dialog instead of its page.
import { Menu, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { useNavLinks } from "./nav-links.ts";

const MENU_ID = "side-menu";

/** `onApply`: opens the enrollment dialog; without it the menu offers no Apply Now. */
export function SideMenu({ onApply, triggerClass }: { onApply?: (() => void) | undefined; triggerClass: string }) {
  const { m, lang } = useI18n();
  const links = useNavLinks();
  const close = () => document.getElementById(MENU_ID)?.hidePopover();
  return (
    <>
      <Button variant="ghost" size="icon" className={triggerClass} aria-label={m.common.nav.openMenu} popoverTarget={MENU_ID}>
        <Menu aria-hidden className="size-6" />
      </Button>
      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_ID}-title`}
        className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85%] max-w-xs flex-col gap-6 overflow-y-auto border-0 bg-white p-5 text-text shadow-2xl backdrop:bg-ink-950/50 [&:popover-open]:flex [&:popover-open]:animate-[toast-in_200ms_ease-out]"
      >
        <div className="flex items-center justify-between">
          <p id={`${MENU_ID}-title`} className="text-lg font-bold text-ink-900">
            {m.common.nav.menuTitle}
          </p>
          <Button variant="ghost" size="icon" aria-label={m.common.nav.closeMenu} popoverTarget={MENU_ID} popoverTargetAction="hide">
            <X aria-hidden className="size-6" />
          </Button>
        </div>
        <nav aria-label={m.common.nav.label}>
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={close}
                  className="flex min-h-12 items-center rounded-lg px-3 text-lg font-medium text-ink-900 hover:bg-ink-50"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher className="self-start" />
        {onApply ? (
          <form method="get" action={localizedPath("/enroll", lang)} className="contents">
            <Button
              type="submit"
              className="w-full"
              onClick={(event) => {
                event.preventDefault(); // the dialog, not the page of the form
                close();
                onApply();
              }}
            >
              {m.common.nav.applyNow}
            </Button>
          </form>
        ) : null}
      </div>
    </>
  );
}
