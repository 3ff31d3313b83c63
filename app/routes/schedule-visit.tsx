// Placeholder until the website issue builds this page.
import { PageShell } from "#app/components/page-shell.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export function meta() {
  return pageMeta({ title: "ScheduleVisit | Vidyanjali Schools", description: "ScheduleVisit", path: "/schedule-visit" });
}

export default function ScheduleVisit() {
  return (
    <PageShell>
      <section className="container-page section">
        <h1 className="text-3xl font-bold">ScheduleVisit</h1>
      </section>
    </PageShell>
  );
}
