// Placeholder until the website issue builds this page.
import { PageShell } from "#app/components/page-shell.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export function meta() {
  return pageMeta({ title: "AboutPreview | Vidyanjali Schools", description: "AboutPreview", path: "/about-preview" });
}

export default function AboutPreview() {
  return (
    <PageShell>
      <section className="container-page section">
        <h1 className="text-3xl font-bold">AboutPreview</h1>
      </section>
    </PageShell>
  );
}
