// A page's own form posted the browser's way (its scripts not run, decision 0009), for the
// end-to-end tests: the post and the page it answers with, and the security question's sum.
import type { Locator, Page } from "playwright-core";

/** Submits the form the browser's own way: the answer is a new page. */
export async function submitNatively(page: Page, button: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document"),
    button.click(),
  ]);
  await page.waitForLoadState("load");
  return response;
}

/** The sum the form's security question asks for ("… 3 + 4 …" in its label). */
export async function questionSum(form: Locator): Promise<number> {
  const label =
    (await form
      .locator("label[for]")
      .filter({ hasText: /\d+ \+ \d+/ })
      .textContent()) ?? "";
  const [a = 0, b = 0] = (label.match(/\d+/g) ?? []).map(Number);
  return a + b;
}
