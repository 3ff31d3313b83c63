// The school page /school/{id}: the eleven sections of schools 1-6, click-to-load videos,
// the lazy map, 'School not found', the admission modal and its form, links and head.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./axe.ts";
import { launchBrowser, newPage } from "./browser.ts";

const PROVIDER = "Vidyanjali Schools";

const SCHOOLS = [
  { id: 1, name: "Viswa Bharathi High School", place: "Wargal", videos: 1 },
  { id: 2, name: "MAA School", place: "Mahabubnagar", videos: 1 },
  { id: 3, name: "Santhi Niketan School", place: "Nagole", videos: 1 },
  { id: 4, name: "Lumbini High School", place: "Mahabubnagar", videos: 1 },
  { id: 5, name: "Prism International School", place: "ManiKonda", videos: 3 },
  { id: 6, name: "Queens International School", place: "SriNagar Colony", videos: 6 },
] as const;

const THIRD_PARTY = /youtube-nocookie\.com|youtube\.com|google\.com/;

/** Keeps the run offline: answers YouTube and Google requests locally and records them. */
async function stubThirdParty(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(THIRD_PARTY, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<p>stub</p>" });
  });
  return requested;
}

async function openSchool(browser: Browser, id: number, width = 1280) {
  const { context, page } = await newPage(browser, width);
  const requested = await stubThirdParty(page);
  const response = await page.goto(`/school/${id}`);
  // Buttons work once the page is hydrated, which begins after its first paint.
  await page.waitForSelector("html[data-hydrated]");
  await page.waitForLoadState("networkidle");
  return { context, page, response, requested };
}

function expectedHeadings(id: number, name: string): string[] {
  return [
    `Welcome to ${name}`,
    "School Motto",
    "Our Vision",
    "Our Mission",
    `Why Choose ${name}`,
    "Message from the Principal",
    `A Look Inside ${name}`,
    "Nursery-10th Grade Education",
    "Admission Details",
    "Join Us",
    id === 6 ? "Location & Directions" : "Visit Our Campus",
  ];
}

describe.concurrent("the school page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(SCHOOLS)("/school/$id shows its sections, videos and head", async ({ id, name, place, videos }) => {
    const { context, page, response, requested } = await openSchool(browser, id);
    expect(response?.status()).toBe(200);

    // 1: the fixed bar carries the school's crest and name, linking to its own page.
    const brand = page.locator("header").getByRole("link", { name: new RegExp(`^${name}`) });
    await expect.poll(() => brand.getAttribute("href")).toBe(`/school/${id}`);
    // 2-11 in order.
    const headings = (await page.locator("main").locator("h1, h2").allTextContents()).map((text) => text.trim());
    expect(headings).toEqual(expectedHeadings(id, name));

    expect(await page.title()).toBe(`${name} - ${PROVIDER} | Quality Education in ${place}`);
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toContain(name);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/school/${id}$`));
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(await page.title());

    // 7: posters only; nothing asked of YouTube until a click, then one player.
    const posters = page.getByRole("button", { name: /^Play video: / });
    expect(await posters.count()).toBe(videos);
    expect(await page.locator('iframe[src*="youtube"]').count()).toBe(0);
    expect(requested.filter((url) => url.includes("youtube"))).toEqual([]);
    await posters.first().click();
    const player = page.locator('iframe[src*="youtube-nocookie.com/embed/"]');
    await player.waitFor();
    expect(await player.count()).toBe(1);
    expect(await player.getAttribute("src")).toContain("autoplay=1");
    expect(await posters.count()).toBe(videos - 1);

    if (videos > 1) {
      const channel = page.getByRole("link", { name: /Watch more on our YouTube channel/ });
      expect(await channel.getAttribute("target")).toBe("_blank");
    }
    await context.close();
  });

  it("school 6 shows 'Location & Directions' with a directions link and the address, no map", async () => {
    const { context, page } = await openSchool(browser, 6, 360);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Location & Directions" }) });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.locator("address").textContent()).toContain("SriNagar Colony Main Road");
    const directions = section.getByRole("link", { name: /Get Directions on Google Maps/ });
    expect(await directions.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await directions.getAttribute("target")).toBe("_blank");
    await page.waitForTimeout(300);
    expect(await page.locator('iframe[src*="maps.google.com"]').count()).toBe(0);
    await context.close();
  });

  it("loads the map of school 1 only when the visitor scrolls to it", async () => {
    const { context, page, requested } = await openSchool(browser, 1, 360);
    const map = page.locator('iframe[src^="https://maps.google.com/maps?q="]');
    expect(await map.count()).toBe(0);
    expect(requested.filter((url) => url.includes("google"))).toEqual([]);
    await page.getByRole("heading", { name: "Visit Our Campus" }).scrollIntoViewIfNeeded();
    await map.waitFor({ state: "attached" });
    expect(await map.getAttribute("src")).toContain("output=embed");
    expect(await map.getAttribute("loading")).toBe("lazy");
    expect(await map.getAttribute("title")).toBe("Map showing Viswa Bharathi High School");
    const viewOn = page.getByRole("link", { name: /View on Google Maps/ });
    expect(await viewOn.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await page.getByRole("heading", { name: "Our Address" }).count()).toBe(1);
    await context.close();
  });

  it.each(["/school/999", "/school/abc"])("%s answers 404 with 'School not found'", async (path) => {
    const { context, page } = await newPage(browser, 360);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("School not found");
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("opens the admission modal and closes it by ×, backdrop and Escape, returning focus", async () => {
    const { context, page } = await openSchool(browser, 2);
    const opener = page.getByRole("button", { name: "Apply for Admission" }).first();
    const dialog = page.getByRole("dialog", { name: "Apply for Admission" });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());

    for (const close of ["cross", "backdrop", "escape"] as const) {
      await opener.click();
      await dialog.waitFor();
      if (close === "cross") await dialog.getByRole("button", { name: "Close" }).click();
      if (close === "backdrop") await page.getByTestId("dialog-backdrop").click({ position: { x: 10, y: 300 } });
      if (close === "escape") await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(focusedText).toBe("Apply for Admission");
    }
    await context.close();
  });

  it("sends an application for the route's school and thanks the parent", async () => {
    const { context, page } = await openSchool(browser, 3, 360);
    await page.getByRole("button", { name: "Apply for Admission" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Apply for Admission" });
    await dialog.getByLabel("Student Name").fill("Test Student");
    await dialog.getByLabel("Parent/Guardian Name").fill("Test Parent");
    await dialog.getByLabel("Contact Number").fill("9000000000");
    await dialog.getByLabel("Email Address").fill("parent@example.com");
    await dialog.getByLabel("Grade Applying For").selectOption({ label: "1st Grade" });
    await dialog.getByLabel(/Message\/Additional Information/).fill("Test message, please ignore.");
    expect(await dialog.getByLabel("Contact Number").getAttribute("type")).toBe("tel");
    expect(await dialog.getByLabel("Email Address").getAttribute("type")).toBe("email");

    const answer = page.waitForResponse((r) => r.url().endsWith("/api/admissions") && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      studentName: "Test Student",
      parentName: "Test Parent",
      contactNumber: "9000000000",
      email: "parent@example.com",
      grade: "1st",
      message: "Test message, please ignore.",
      schoolId: 3,
    });
    await page.getByText("Application Submitted", { exact: true }).first().waitFor();
    await page.getByText("We will contact you soon regarding your admission application.").first().waitFor();
    await dialog.waitFor({ state: "detached" });

    // Opened again, the form is empty.
    await page.getByRole("button", { name: "Apply for Admission" }).first().click();
    expect(await page.getByRole("dialog").getByLabel("Student Name").inputValue()).toBe("");
    await context.close();
  });

  it("shows every message of the empty form and focuses Student Name", async () => {
    const { context, page } = await openSchool(browser, 1, 360);
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/admissions")) posted = true;
    });
    await page.getByRole("button", { name: "Apply for Admission" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Apply for Admission" });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    for (const message of [
      "Please enter the student's name",
      "Please enter the parent or guardian's name",
      "Phone number must be at least 10 digits",
      "Please enter a valid email address",
      "Please select a grade",
    ]) {
      await dialog.getByText(message).waitFor();
    }
    const studentName = dialog.getByLabel("Student Name");
    expect(await studentName.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await studentName.getAttribute("aria-invalid")).toBe("true");
    expect(posted).toBe(false);
    await context.close();
  });

  it("shows the failure toast when the API fails, with the pending label meanwhile", async () => {
    const { context, page } = await openSchool(browser, 4, 1280);
    await page.route("**/api/admissions", async (route) => {
      // Long enough for the pending label to be seen even on a busy machine.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 500, body: "boom" });
    });
    await page.getByRole("button", { name: "Apply for Admission" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Apply for Admission" });
    await dialog.getByLabel("Student Name").fill("Test Student");
    await dialog.getByLabel("Parent/Guardian Name").fill("Test Parent");
    await dialog.getByLabel("Contact Number").fill("9000000000");
    await dialog.getByLabel("Email Address").fill("parent@example.com");
    await dialog.getByLabel("Grade Applying For").selectOption("nursery");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const pending = dialog.getByRole("button", { name: "Submitting..." });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await page.getByText("Failed to Submit Application", { exact: true }).first().waitFor();
    await page.getByText("500: boom").first().waitFor();
    // The dialog stays open with the visitor's answers.
    expect(await dialog.getByLabel("Student Name").inputValue()).toBe("Test Student");
    await context.close();
  });

  it("'Download Brochure' goes to /brochure and '← Back to Home' to /", async () => {
    const { context, page } = await openSchool(browser, 5, 360);
    await page.getByRole("link", { name: "Download Brochure" }).click();
    await page.waitForURL((url) => url.pathname === "/brochure");
    await page.goto("/school/5");
    await page.getByRole("link", { name: "← Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("shows 'Loading…' while another school page loads", async () => {
    const { context, page } = await openSchool(browser, 1);
    await page.route(/\/school\/2\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.locator('footer a[href="/school/2"]').first().click();
    await page.getByRole("status").filter({ hasText: "Loading…" }).waitFor();
    await page.getByRole("heading", { name: "Welcome to MAA School" }).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Loading…" }).count()).toBe(0);
    await context.close();
  });

  it.each([
    [1, 360],
    [1, 1280],
    [6, 360],
    [6, 1280],
  ])("/school/%i at %i px has no axe violations, also with the admission modal open", async (id, width) => {
    const { context, page } = await openSchool(browser, id, width);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Apply for Admission" }).first().click();
    await page.getByRole("dialog", { name: "Apply for Admission" }).waitFor();
    await page.waitForTimeout(300); // the opening animation
    await expectNoAxeViolations(page);
    await context.close();
  });
});
