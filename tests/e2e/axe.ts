// axe-core inside the end-to-end run: WCAG 2.1 A and AA rules on the page as it is now.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are judged as they end up, not halfway through a dialog's fade-in (endless
  // animations such as a loading pulse are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.addScriptTag({ path: axePath });
  // Only the violations are read: axe then keeps no node details of what passed (less work on a long page).
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target) }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
