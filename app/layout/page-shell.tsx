import type { ReactNode } from "react";
import { NavigationBar } from "#app/layout/navigation-bar.tsx";
import { AnnouncementBanner } from "#app/components/announcement-banner.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";

/**
 * Navigation bar, the group's announcement when it runs, the page's main content (below the
 * fixed bar) and the footer. `apply`:
 * whether the bar offers Apply Now (not on a family's own page, which is about their request).
 */
export function PageShell({ children, brand, apply = true }: { children: ReactNode; brand?: ReactNode; apply?: boolean }) {
  return (
    <>
      <NavigationBar brand={brand} apply={apply} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none print:pt-0">
        <AnnouncementBanner />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
