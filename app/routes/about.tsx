// Placeholder until the website issue builds this page.
import { PageShell } from "#app/components/page-shell.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export function meta() {
  return pageMeta({ title: "About | Vidyanjali Schools", description: "About", path: "/about" });
}

export default function About() {
  return (
    <PageShell>
      <section className="container-page section">
        <h1 className="text-3xl font-bold">About</h1>
      </section>
    </PageShell>
  );
}
