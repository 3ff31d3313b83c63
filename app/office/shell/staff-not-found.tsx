// What a staff page shows instead of itself when its loader or action answered 404
// (staff-not-found.server.ts), or 503 because the access record could not be written: the
// office's frame, the words in the viewer's language, and the way back to the inbox.
import { isRouteErrorResponse, Link } from "react-router";
import type { PageText } from "#app/i18n/page-sections.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizedPath } from "#app/i18n/paths.ts";
import { StaffShell } from "./staff-shell.tsx";
import { STAFF_PATHS } from "./staff-paths.ts";

export function StaffErrorBoundary({ error }: { error: unknown }) {
  const { lang } = useI18n();
  const answer = isRouteErrorResponse(error) ? (error.data as { staffText?: PageText<"staff">; unrecorded?: true } | null) : undefined;
  const text = answer?.staffText;
  if (!text) throw error; // Not ours to explain: the root's boundary answers.
  const words = answer?.unrecorded ? text.staff.access.unrecorded : text.staff.notFound;
  return (
    <StaffShell text={text}>
      <section className="container-page grid gap-4 py-12" aria-labelledby="staff-not-found-title">
        <h1 id="staff-not-found-title" className="text-2xl font-bold sm:text-3xl">
          {words.title}
        </h1>
        <p className="text-lg">{words.body}</p>
        <p>
          <Link to={localizedPath(STAFF_PATHS.home, lang)} className="font-semibold text-ink-800 underline">
            {text.staff.detail.back}
          </Link>
        </p>
      </section>
    </StaffShell>
  );
}
