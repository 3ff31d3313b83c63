// "← Newer" and "Older →" under a paged staff list: the same query string with another
// page number, so a narrowed list keeps its filter from page to page.
import { Link, useSearchParams } from "react-router";

export function StaffPaging({ page, older, label, newerText, olderText }: { page: number; older: boolean; label: string; newerText: string; olderText: string }) {
  const [query] = useSearchParams();
  if (page <= 1 && !older) return null;
  const pageLink = (to: number) => {
    const next = new URLSearchParams(query);
    next.set("page", String(to));
    return `?${next.toString()}`;
  };
  return (
    <nav className="flex justify-between gap-3" aria-label={label}>
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className="font-semibold text-ink-800 underline">
          {newerText}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={pageLink(page + 1)} className="font-semibold text-ink-800 underline">
          {olderText}
        </Link>
      ) : null}
    </nav>
  );
}
