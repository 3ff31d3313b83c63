// Placeholder until the website issue builds this page.
import { PageShell } from "#app/components/page-shell.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export function meta() {
  return pageMeta({ title: "Brochure | Vidyanjali Schools", description: "Brochure", path: "/brochure" });
}

export default function Brochure() {
  return (
    <PageShell>
      <section className="container-page section">
        <h1 className="text-3xl font-bold">Brochure</h1>
      </section>
    </PageShell>
  );
}
