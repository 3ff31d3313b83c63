// 'School not found': the id is not a number or no school has it (the route answers 404).
import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";

export function SchoolNotFound({ text }: { text: PageText<"school"> }) {
  const n = text.school.notFound;
  return (
    <section aria-labelledby="school-not-found" className="container-page grid min-h-[60vh] content-center justify-items-start gap-5 py-16">
      <SearchX aria-hidden className="size-12 text-marigold-600" />
      <h1 id="school-not-found" className="text-3xl font-bold sm:text-4xl">
        {n.heading}
      </h1>
      <p className="max-w-prose text-lg text-muted">{n.body}</p>
      <Link to="/" className={buttonClass("primary", "lg")}>
        {n.backHome}
      </Link>
    </section>
  );
}
