// The charts as the server renders them: sizes in proportion to the values, the stack's
// order, links only where the page gives an address, the empty message, gaps in lines,
// Telugu passed through as given, and ids unique for each chart on a page.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HorizontalBars } from "./horizontal-bars.tsx";
import { LineChart } from "./line-chart.tsx";
import { StackedBars } from "./stacked-bars.tsx";

const render = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

/** Each `<tag …>` of the markup as its attributes. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, attribute[2]!])),
  );
}
const num = (value: string | undefined) => Number(value);

const weeks = [
  { key: "w1", label: "5 Jan" },
  { key: "w2", label: "12 Jan" },
];
const sources = [
  { key: "web", label: "Website" },
  { key: "wa", label: "WhatsApp" },
];
const weekly = { w1: { web: 10, wa: 20 }, w2: { web: 5, wa: 0 } };
const stacked = { title: "Requests a week", description: "By source", categories: weeks, series: sources, values: weekly, emptyText: "No requests" };

describe("StackedBars", () => {
  it("draws each value as a bar as tall as the value, the series stacked in order from the bottom", () => {
    const rects = elements(render(<StackedBars {...stacked} />), "rect").filter((rect) => rect["data-value"]);
    const bar = (category: string, series: string) => {
      const rect = rects.find((one) => one["data-category"] === category && one["data-series"] === series);
      if (!rect) throw new Error(`no bar ${category} ${series}`);
      return { y: num(rect.y), height: num(rect.height) };
    };
    const web1 = bar("w1", "web");
    const wa1 = bar("w1", "wa");
    const web2 = bar("w2", "web");
    expect(wa1.height / web1.height).toBeCloseTo(2);
    expect(web1.height / web2.height).toBeCloseTo(2);
    // WhatsApp sits on the website's bar.
    expect(wa1.y + wa1.height).toBeCloseTo(web1.y);
    expect(web1.y + web1.height).toBeCloseTo(web2.y + web2.height);
    // A zero draws nothing.
    expect(rects).toHaveLength(3);
  });

  it("makes a bar a link, named, only where the page gives an address", () => {
    const html = render(
      <StackedBars
        {...stacked}
        hrefOf={(week, source) => (source === "web" ? `/staff/inbox?week=${week}&source=${source}` : undefined)}
        labelOf={(week, source, value) => `${week} ${source}: ${value} requests`}
      />,
    );
    const links = elements(html, "a");
    expect(links.map((link) => [link.href, link["aria-label"]])).toEqual([
      ["/staff/inbox?week=w1&amp;source=web", "w1 web: 10 requests"],
      ["/staff/inbox?week=w2&amp;source=web", "w2 web: 5 requests"],
    ]);
    // With links inside, the svg is a group (an image's contents are hidden from screen readers).
    expect(elements(html, "svg").find((svg) => svg.role)!.role).toBe("group");

    const plain = render(<StackedBars {...stacked} />);
    expect(plain).not.toContain("<a ");
    expect(elements(plain, "svg").find((svg) => svg.role)!.role).toBe("img");
  });

  it("names a linked bar by its category, series and value when the page gives no name", () => {
    const html = render(<StackedBars {...stacked} hrefOf={() => "/x"} format={(n) => `${n} req.`} />);
    expect(elements(html, "a")[0]!["aria-label"]).toBe("5 Jan, Website: 10 req.");
  });

  it("says it is empty instead of drawing empty axes", () => {
    for (const html of [
      render(<StackedBars {...stacked} categories={[]} />),
      render(<StackedBars {...stacked} values={{ w1: { web: 0 }, w2: {} }} />),
    ]) {
      expect(html).toContain("No requests");
      expect(html).not.toContain("<svg");
    }
  });

  it("keeps every bar of a year's weeks, labelling only some, in a box that scrolls", () => {
    const year = Array.from({ length: 53 }, (_, index) => ({ key: `w${index}`, label: `Week ${index + 1}` }));
    const values = Object.fromEntries(year.map((week, index) => [week.key, { web: index + 1 }]));
    const html = render(<StackedBars {...stacked} categories={year} series={[sources[0]!]} values={values} />);
    expect(elements(html, "rect").filter((rect) => rect["data-value"])).toHaveLength(53);
    const labels = year.filter((week) => html.includes(`>${week.label}<`));
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.length).toBeLessThan(20);
    expect(labels.at(-1)!.key).toBe("w52");
    const box = elements(html, "div").find((div) => div.tabindex === "0");
    expect(box).toMatchObject({ role: "group", "aria-label": "Requests a week" });
  });
});

describe("every chart", () => {
  it("is an image titled and described, its ids unique on the page", () => {
    const html = render(
      <>
        <StackedBars {...stacked} />
        <StackedBars {...stacked} title="Second" />
        <LineChart {...stacked} />
      </>,
    );
    const svgs = elements(html, "svg").filter((svg) => svg.role);
    expect(svgs).toHaveLength(3);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of svgs) {
      expect(svg.role).toBe("img");
      const [title, desc] = svg["aria-labelledby"]!.split(" ");
      expect(html).toContain(`<title id="${title}">`);
      expect(html).toContain(`<desc id="${desc}">`);
    }
    // Each pattern a bar uses is one of its own chart's.
    for (const fill of new Set([...html.matchAll(/fill="url\(#([^)]+)\)"/g)].map((match) => match[1]))) expect(ids).toContain(fill);
  });
});

describe("HorizontalBars", () => {
  const steps = [
    { key: "received", label: "విచారణ అందింది", note: "100%" },
    { key: "visited", label: "పాఠశాల సందర్శన బుక్ చేయబడింది మరియు హాజరయ్యారు", note: "47%" },
  ];
  const years = [
    { key: "now", label: "ఈ సంవత్సరం" },
    { key: "before", label: "గత సంవత్సరం" },
  ];
  const funnel = { received: { now: 400, before: 300 }, visited: { now: 200, before: 0 } };
  const props = { title: "ప్రవేశ ప్రక్రియ", description: "దశల వారీగా", categories: steps, series: years, values: funnel, emptyText: "ఏమీ లేదు" };

  it("draws bars as long as their values, each value printed, the Telugu labels and notes as given", () => {
    const html = render(<HorizontalBars {...props} format={(n) => `${n} అభ్యర్థనలు`} />);
    const rects = elements(html, "rect").filter((rect) => rect["data-value"]);
    const width = (value: number) => num(rects.find((rect) => num(rect["data-value"]) === value)!.width);
    expect(width(400) / width(200)).toBeCloseTo(2);
    expect(width(300) / width(200)).toBeCloseTo(1.5);
    expect(width(0)).toBe(0);
    for (const text of ["విచారణ అందింది", "100%", "47%", "ప్రవేశ ప్రక్రియ", "ఈ సంవత్సరం", "గత సంవత్సరం", "400 అభ్యర్థనలు", "0 అభ్యర్థనలు"]) expect(html).toContain(text);
    // A label wider than a phone is broken at a space, no letter lost.
    const tspans = [...html.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]);
    expect(tspans.join(" ")).toContain(steps[1]!.label);
  });

  it("links rows where the page gives an address", () => {
    const html = render(<HorizontalBars {...props} hrefOf={(step, year) => (year === "now" ? `/te/staff/inbox?reached=${step}` : undefined)} labelOf={(step, year, value) => `${step}/${year}=${value}`} />);
    expect(elements(html, "a").map((link) => link["aria-label"])).toEqual(["received/now=400", "visited/now=200"]);
    expect(render(<HorizontalBars {...props} />)).not.toContain("<a ");
  });

  it("says it is empty when every value is zero", () => {
    const html = render(<HorizontalBars {...props} values={{ received: { now: 0 } }} />);
    expect(html).toContain("ఏమీ లేదు");
    expect(html).not.toContain("<svg");
  });
});

describe("LineChart", () => {
  const days = ["a", "b", "c", "d", "e"].map((key) => ({ key, label: key.toUpperCase() }));
  const props = {
    title: "Hours to answer",
    description: "Median hours",
    categories: days,
    series: [{ key: "median", label: "Median" }],
    emptyText: "No answers yet",
  };
  const paths = (html: string) => elements(html, "path").filter((path) => path.fill === "none");

  it("leaves a gap where a value is missing", () => {
    const whole = paths(render(<LineChart {...props} values={{ a: { median: 10 }, b: { median: 20 }, c: { median: 5 }, d: { median: 8 }, e: { median: 12 } }} />));
    expect(whole[0]!.d!.match(/M/g)).toHaveLength(1);
    const html = render(<LineChart {...props} values={{ a: { median: 10 }, b: { median: 20 }, c: { median: null }, d: { median: 8 }, e: { median: 12 } }} />);
    expect(paths(html)[0]!.d!.match(/M/g)).toHaveLength(2);
    // A point for each value, none for the missing one.
    expect(elements(html, "g").filter((g) => g["data-value"]).map((g) => g["data-category"])).toEqual(["a", "b", "d", "e"]);
  });

  it("runs from 0 to the top it is given, with its reference line", () => {
    const html = render(<LineChart {...props} values={{ a: { median: 50 } }} yMax={100} reference={{ value: 24, label: "24 hours" }} format={(n) => `${n}%`} />);
    expect(html).toContain(">100%<");
    expect(html).toContain(">0%<");
    expect(html).not.toContain(">120%<");
    expect(html).toContain("24 hours");
    expect(elements(html, "g").some((g) => "data-reference" in g)).toBe(true);
  });

  it("says it is empty when no category has a value", () => {
    const html = render(<LineChart {...props} values={{ a: { median: null } }} />);
    expect(html).toContain("No answers yet");
    expect(html).not.toContain("<svg");
  });
});
