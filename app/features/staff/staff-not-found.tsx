// What a staff page shows instead of itself when its loader or action answered 404
// (staff-not-found.server.ts) or failed: the office's frame, the words in the viewer's
// language, and the way back to the inbox.
import { isRouteErrorResponse, Link } from "react-router";
import type { PageText } from "#app/i18n/page-sections.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";
import { StaffShell } from "./staff-shell.tsx";
import { STAFF_PATHS } from "./staff-paths.ts";

export function StaffErrorBoundary({ error }: { error: unknown }) {
  const { lang } = useI18n();
  const text = isRouteErrorResponse(error) ? (error.data as { staffText?: PageText<"staff"> } | null)?.staffText : undefined;
  if (!text) throw error; // Not ours to explain: the root's boundary answers.
  return (
    <StaffShell text={text}>
      <section className="container-page grid gap-4 py-12" aria-labelledby="staff-not-found-title">
        <h1 id="staff-not-found-title" className="text-2xl font-bold sm:text-3xl">
          {text.staff.notFound.title}
        </h1>
        <p className="text-lg">{text.staff.notFound.body}</p>
        <p>
          <Link to={localizedPath(STAFF_PATHS.home, lang)} className="font-semibold text-ink-800 underline">
            {text.staff.detail.back}
          </Link>
        </p>
      </section>
    </StaffShell>
  );
}
