// The staff area's frame: the group's mark and "Admissions office", the language switch
// and, once signed in, who is signed in and a sign-out button. No public navigation, no
// Apply Now: the office's pages are a tool, not the brochure. Its main part draws every
// Telugu letter a parent may type, not only the site's own (app/lib/typed-text-fonts.tsx).
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { BrandMark } from "#app/components/brand-logo.tsx";
import { LanguageSwitcher, useStoredLanguage } from "#app/components/language-switcher.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { TypedTextFonts, typedTextClass } from "#app/lib/typed-text-fonts.tsx";
import { STAFF_PATHS } from "./staff-paths.ts";

export function StaffShell({
  text,
  signedInAs,
  groupAdmin = false,
  children,
}: {
  text: PageText<"staff">;
  /** The signed-in member's address; none on the sign-in page. */
  signedInAs?: string;
  /** A group admin: the shell links to the pages only they have. */
  groupAdmin?: boolean;
  children: ReactNode;
}) {
  const { m, lang, format } = useI18n();
  useStoredLanguage();
  const brand = (
    <>
      <BrandMark size={36} />
      <span className="grid leading-tight">
        <span className="font-bold text-ink-900">{m.common.siteName}</span>
        <span className="text-sm text-muted">{signedInAs ? `${text.staff.office} · ${text.staff.inbox.title}` : text.staff.office}</span>
      </span>
    </>
  );
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
          {/* Signed in, the mark leads back to the inbox from every staff page. */}
          {signedInAs ? (
            <Link to={localizedPath(STAFF_PATHS.home, lang)} className="flex min-w-0 items-center gap-2.5 rounded-lg">
              {brand}
            </Link>
          ) : (
            <p className="flex min-w-0 items-center gap-2.5">{brand}</p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <LanguageSwitcher />
            {signedInAs ? (
              <Form method="post" action={localizedPath(STAFF_PATHS.signOut, lang)} className="flex items-center gap-3">
                <span className="hidden text-sm text-muted sm:inline">{format(text.staff.home.signedInAs, { email: signedInAs })}</span>
                <Link to={localizedPath(STAFF_PATHS.password, lang)} className="min-h-11 content-center text-sm font-semibold text-ink-800 underline">
                  {text.staff.password.link}
                </Link>
                <button type="submit" className={buttonClass("outline", "sm")}>
                  {text.staff.home.signOut}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {/* A group admin's own pages, on a row of their own so that a phone's header stays one line. */}
        {signedInAs && groupAdmin ? (
          <nav aria-label={text.staff.adminPages.label} className="border-t border-line bg-ink-50/60">
            <div className="container-page flex flex-wrap gap-x-6 py-1">
              {(
                [
                  [STAFF_PATHS.people, text.staff.adminPages.people],
                  [STAFF_PATHS.access, text.staff.access.link],
                  [STAFF_PATHS.accounts, text.staff.accounts.link],
                ] as const
              ).map(([path, label]) => (
                <Link key={path} to={localizedPath(path, lang)} className="min-h-11 content-center text-sm font-semibold text-ink-800 underline">
                  {label}
                </Link>
              ))}
            </div>
          </nav>
        ) : null}
      </header>
      {/* What parents typed: every Telugu letter drawn, not only the site's own (app/lib/typed-text-fonts.tsx). */}
      <TypedTextFonts />
      <main id="main" tabIndex={-1} className={`outline-none ${typedTextClass}`}>
        {children}
      </main>
    </>
  );
}
