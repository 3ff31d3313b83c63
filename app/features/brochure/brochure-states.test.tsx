// The brochure's list states as a visitor reads them: loading skeletons (6 and 2), the
// error texts, the empty texts, and the cards. Rendered with React's server renderer,
// which waits for the lists like a crawler does.
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/en/index.ts";
import { I18nProvider } from "#app/i18n/i18n.tsx";
import { BrochureSchools } from "./brochure-schools.tsx";
import { BrochureTestimonials } from "./brochure-testimonials.tsx";

const pending = new Promise<never>(() => {});
const rejected = () => {
  const failure = Promise.reject(new Error("database down"));
  failure.catch(() => undefined);
  return failure;
};

async function finished(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<I18nProvider lang="en" messages={en} admissionsYear="2031–2032">{node}</I18nProvider>);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const loading = (node: React.ReactNode) => renderToString(<I18nProvider lang="en" messages={en} admissionsYear="2031–2032">{node}</I18nProvider>);
const count = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

describe("brochure list states", () => {
  it("shows six school and two testimonial skeletons while loading", () => {
    expect(count(loading(<BrochureSchools text={en} schools={pending} />), "brochure-school-skeleton")).toBe(6);
    expect(count(loading(<BrochureTestimonials text={en} testimonials={pending} />), "brochure-testimonial-skeleton")).toBe(2);
  });

  it("shows the spec's error texts when a list fails", async () => {
    expect(await finished(<BrochureSchools text={en} schools={rejected()} />)).toContain(
      "Unable to load school information. Please try refreshing the page.",
    );
    expect(await finished(<BrochureTestimonials text={en} testimonials={rejected()} />)).toContain("Unable to load testimonials...");
  });

  it("shows the spec's empty texts when a list is empty", async () => {
    expect(await finished(<BrochureSchools text={en} schools={Promise.resolve([])} />)).toContain(
      "School information is being updated. Please check back soon.",
    );
    expect(await finished(<BrochureTestimonials text={en} testimonials={Promise.resolve([])} />)).toContain("New testimonials coming soon...");
  });

  it("shows a card per school with its founding year and website", async () => {
    const html = await finished(
      <BrochureSchools
        text={en}
        schools={Promise.resolve([
          { id: 5, name: "Test School", description: "A test school.", established: 2012, location: "Test Road", website: "https://test.example" },
        ])}
      />,
    );
    expect(count(html, "brochure-school")).toBe(1);
    expect(html).toContain("Established 2012");
    expect(html).toContain('href="https://test.example"');
  });
});
