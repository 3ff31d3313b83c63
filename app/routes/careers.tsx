// Placeholder until the website issue builds this page.
import { PageShell } from "#app/components/page-shell.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export function meta() {
  return pageMeta({ title: "Careers | Vidyanjali Schools", description: "Careers", path: "/careers" });
}

export default function Careers() {
  return (
    <PageShell>
      <section className="container-page section">
        <h1 className="text-3xl font-bold">Careers</h1>
      </section>
    </PageShell>
  );
}
