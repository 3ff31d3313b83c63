// While another school page loads (client-side navigation), a visible, announced
// 'Loading…' under the navigation bar; the current page stays until the next one is ready.
import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";

export function SchoolLoading() {
  const { m } = useI18n();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/school/");
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-18 z-30 flex justify-center px-4">
      {loading ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-ink-900 px-4 py-2 font-semibold text-white shadow-lg">
          <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
          {m.common.loading}
        </span>
      ) : null}
    </div>
  );
}
