// The fixed navigation bar: links, language switcher, Apply Now (opens the enrollment
// form), and on small screens a slide-in side menu that closes on selection.
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { EnrollmentDialog } from "#app/features/enquiries/enrollment-dialog.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { BrandMark } from "#app/components/brand-logo.tsx";
import { LanguageSwitcher, useStoredLanguage } from "#app/components/language-switcher.tsx";
import { useNavLinks } from "#app/components/nav-links.ts";
import { SideMenu } from "#app/components/side-menu.tsx";

/** The bar itself; `brand` replaces the group's name (a school page shows its own); `apply: false` leaves Apply Now out. */
export function NavigationBar({ brand, apply = true }: { brand?: ReactNode; apply?: boolean }) {
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
          {apply ? <EnrollmentDialog trigger={<Button className="whitespace-nowrap">{m.common.nav.applyNow}</Button>} /> : null}
        </div>
        <SideMenu onApply={apply ? () => setEnrollOpen(true) : undefined} triggerClass={brand ? "2xl:hidden" : "lg:hidden"} />
      </div>
      {apply ? <EnrollmentDialog open={enrollOpen} onOpenChange={setEnrollOpen} /> : null}
    </header>
  );
}
