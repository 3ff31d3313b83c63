// Placeholder until the website issue builds this page.
import { PageShell } from "#app/components/page-shell.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export function meta() {
  return pageMeta({ title: "Home | Vidyanjali Schools", description: "Home", path: "/" });
}

export default function Home() {
  return (
    <PageShell>
      <section className="container-page section">
        <h1 className="text-3xl font-bold">Home</h1>
      </section>
    </PageShell>
  );
}
