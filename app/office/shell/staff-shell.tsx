// The staff area's frame: the group's mark and "Admissions office", the language switch
// and, once signed in, who is signed in and a sign-out button, and a row of the office's
// pages (the group admins' own beside them). No public navigation, no Apply Now: the
// office's pages are a tool, not the brochure. None of it is printed: a printed staff page
// is its main part alone. Its main part draws every Telugu letter a parent may type, not
// only the site's own (app/lib/typed-text-fonts.tsx).
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { BrandMark } from "#app/components/brand-logo.tsx";
import { LanguageSwitcher, useStoredLanguage } from "#app/components/language-switcher.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { TypedTextFonts, typedTextClass } from "#app/lib/typed-text-fonts.tsx";
import { STAFF_PATHS } from "./staff-paths.ts";

/**
 * The words the frame itself says, and no more: the frame's loader sends these with every
 * staff page, beside the page's own (which holds the rest of the staff area's words).
 */
export function shellWords({ staff, staffBookings }: PageText<"staff" | "staffBookings">) {
  return {
    /** The office's pages, every member's (the inbox, a school's day list and booking calendar, the website's pages, a library's photos). */
    officePages: staffBookings.nav,
    office: staff.office,
    signedInAs: staff.home.signedInAs,
    password: staff.password.link,
    signOut: staff.home.signOut,
    adminPages: staff.adminPages,
    access: staff.access.link,
    accounts: staff.accounts.link,
    /** A page below that failed for another reason (staff-not-found.tsx). */
    failed: staff.failed,
    back: staff.detail.back,
  };
}

export type ShellWords = ReturnType<typeof shellWords>;

/** What the header shows of the member signed in: their address, and whether the group admins' pages are theirs. */
export interface SignedIn {
  email: string;
  groupAdmin: boolean;
}

export function StaffShell({
  words,
  signedInAs,
  groupAdmin = false,
  children,
}: {
  words: ShellWords;
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
        <span className="text-sm text-muted">{words.office}</span>
      </span>
    </>
  );
  return (
    <>
      <header className="border-b border-line bg-white print:hidden">
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
                <span className="hidden text-sm text-muted sm:inline">{format(words.signedInAs, { email: signedInAs })}</span>
                <Link to={localizedPath(STAFF_PATHS.password, lang)} className="min-h-11 content-center text-sm font-semibold text-ink-800 underline">
                  {words.password}
                </Link>
                <button type="submit" className={buttonClass("outline", "sm")}>
                  {words.signOut}
                </button>
              </Form>
            ) : null}
          </div>
        </div>
        {/* The office's pages, and a group admin's own beside them: a row of their own, so that a phone's header stays one line. */}
        {signedInAs ? (
          <div className="border-t border-line bg-ink-50/60">
            <div className="container-page flex flex-wrap items-center gap-x-6 py-1">
              <nav aria-label={words.officePages.label}>
                <ul className="flex flex-wrap gap-x-6">
                  {(
                    [
                      [STAFF_PATHS.home, words.officePages.inbox],
                      [STAFF_PATHS.bookings, words.officePages.dayList],
                      [STAFF_PATHS.calendar, words.officePages.calendar],
                      [STAFF_PATHS.insights, words.officePages.insights],
                      [STAFF_PATHS.photos, words.officePages.photos],
                      [STAFF_PATHS.content, words.officePages.content],
                    ] as const
                  ).map(([path, label]) => (
                    <li key={path}>
                      <HeaderLink path={path} label={label} />
                    </li>
                  ))}
                </ul>
              </nav>
              {groupAdmin ? (
                <nav aria-label={words.adminPages.label} className="sm:border-l sm:border-line sm:pl-6">
                  <ul className="flex flex-wrap gap-x-6">
                    {(
                      [
                        [STAFF_PATHS.people, words.adminPages.people],
                        [STAFF_PATHS.access, words.access],
                        [STAFF_PATHS.accounts, words.accounts],
                      ] as const
                    ).map(([path, label]) => (
                      <li key={path}>
                        <HeaderLink path={path} label={label} />
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </div>
          </div>
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

/** A page of the header's rows: underlined, and marked (not underlined, a bar below) where the member is. */
function HeaderLink({ path, label }: { path: string; label: string }) {
  const { lang } = useI18n();
  return (
    <NavLink
      to={localizedPath(path, lang)}
      end
      className={({ isActive }) =>
        `flex min-h-11 items-center border-b-2 text-sm font-semibold ${isActive ? "border-marigold-400 text-ink-950" : "border-transparent text-ink-800 underline"}`
      }
    >
      {label}
    </NavLink>
  );
}
