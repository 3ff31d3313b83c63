// A group admin's choice of school on the bookings pages: the six schools as links (each
// page's address with ?school=), the one shown marked. Plain links: no script needed.
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";

export interface SchoolLink {
  code: string;
  name: string;
  href: string;
  current: boolean;
}

/** `large`: nothing picked yet, the list is the page; else a row of small links above it. */
export function SchoolPicker({ label, schools, large }: { label: string; schools: SchoolLink[]; large: boolean }) {
  if (schools.length === 0) return null;
  return (
    <nav aria-label={label} className="print:hidden">
      <ul className={large ? "grid gap-3 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-wrap gap-2"}>
        {schools.map((school) => (
          <li key={school.code} className={large ? "grid" : undefined}>
            <Link
              to={school.href}
              aria-current={school.current ? "page" : undefined}
              className={cn(
                large
                  ? "card flex min-h-14 items-center p-4 font-semibold text-ink-900 underline underline-offset-4 hover:bg-ink-50"
                  : "inline-flex min-h-11 items-center rounded-full border px-3 text-sm",
                !large && (school.current ? "border-ink-800 bg-ink-800 font-semibold text-white" : "border-line bg-white text-ink-800 underline hover:bg-ink-50"),
              )}
            >
              {school.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
