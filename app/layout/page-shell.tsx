import type { ReactNode } from "react";
import { NavigationBar } from "#app/layout/navigation-bar.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";

/** Navigation bar, the page's main content (below the fixed bar) and the footer. */
export function PageShell({ children, brand }: { children: ReactNode; brand?: ReactNode }) {
  return (
    <>
      <NavigationBar brand={brand} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none print:pt-0">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
