// The type checker keeps every page within the parts of the catalogue it is sent: the
// shell's through useI18n(), its own as a `text` prop typed with the sections each
// component reads (page-sections.ts). Each line below marked @ts-expect-error is such a
// mistake, a page sent too little for a component it renders: were the type checker to
// let one through, `npm run typecheck` would fail on the unused directive.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TourForm } from "#app/features/enquiries/tour-form.tsx";
import { Difference } from "#app/features/home/difference.tsx";
import { Hero } from "#app/features/home/hero.tsx";
import { JoinUs } from "#app/features/schools/join-us.tsx";
import type { loader as aboutLoader } from "#app/routes/about.tsx";
import type { loader as bookTourLoader } from "#app/routes/book-tour.tsx";
import { bookingWordsOf } from "#app/forms/availability.ts";
import { NotFoundPage } from "#app/routes/not-found.tsx";
import { en } from "./en/index.ts";
import { I18nProvider, useI18n } from "./i18n.tsx";
import { pickSections, SHELL_SECTIONS } from "./page-sections.ts";
import { te } from "./te/index.ts";

const render = (node: ReactNode) =>
  renderToString(
    <I18nProvider lang="en" messages={pickSections(en, SHELL_SECTIONS)} admissionsYear="2031–2032">
      {node}
    </I18nProvider>,
  );

describe("pickSections", () => {
  it("cuts a catalogue down to the sections asked for, its type too", () => {
    const text = pickSections(te, ["about", "notFound"]);
    expect(Object.keys(text)).toEqual(["about", "notFound"]);
    expect(text.about).toBe(te.about);
    // @ts-expect-error a section not asked for is not in the type either
    expect(text.home).toBeUndefined();
  });
});

describe("a page's text, checked by the type checker", () => {
  it("renders a component given the sections it reads", () => {
    expect(render(<Difference text={pickSections(en, ["home"])} />)).toContain(en.home.difference.title);
  });

  it("refuses a component a page's text without a section the component reads", () => {
    // Not rendered: each would fail at run time, reading a section that is not there.
    const home = pickSections(en, ["home", "contactForm"]);
    // @ts-expect-error the hero opens the tour form: it reads the tour form's section too
    expect(<Hero text={home} booking={bookingWordsOf(en)} />).toBeTruthy();

    const schoolWithoutForm = pickSections(en, ["school"]);
    const joinUs = (
      <JoinUs
        // @ts-expect-error 'Join Us' opens the admission form: a school page must send its section
        text={schoolWithoutForm}
        schoolId={1}
        name="Viswa Bharathi"
        message="Admissions {year}"
        phone="+91 90000 00000"
        email="school@example.com"
      />
    );
    expect(joinUs).toBeTruthy();

    // @ts-expect-error the 404 page's texts are their own section
    expect(<NotFoundPage text={pickSections(en, ["admissionForm", "formPages"])} />).toBeTruthy();
  });

  it("refuses a route's components the sections its loader does not send", () => {
    // What the routes' loaders send, as their types say (app/routes/page-text.test.ts: and at run time).
    const about = (text: ReturnType<typeof aboutLoader>["text"]) => (
      <>
        <Difference
          // @ts-expect-error /about is not sent the home page's sections
          text={text}
        />
      </>
    );
    const bookTour = ({ text, booking }: Awaited<ReturnType<typeof bookTourLoader>>) => (
      <>
        <TourForm text={text} booking={booking} />
        {/* @ts-expect-error /book-tour is not sent the home page's sections */}
        <Hero text={text} booking={booking} />
      </>
    );
    expect([about, bookTour]).toHaveLength(2);
  });

  it("keeps a page's own sections out of what every component reads through useI18n()", () => {
    function ReadsThePage() {
      const { m } = useI18n();
      // @ts-expect-error useI18n() has the shell's sections only: a page's own come as props
      const home: unknown = m.home;
      return <p>{home === undefined ? "not there" : "there"}</p>;
    }
    expect(render(<ReadsThePage />)).toContain("not there");
  });
});
