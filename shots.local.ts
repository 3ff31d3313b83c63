// Local aid (git-excluded): screenshots of pages at 360/1280, en/te, scripts on/off.
// node --import tsx shots.local.ts <outdir> <setup> ; setup "booking": a visit confirmed.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { sql } from "drizzle-orm";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { startBuiltSite } from "./tests/support/built-site.ts";
import { openDay } from "./tests/support/payloads.ts";
import { requestOf } from "#app/requests/registry.server.ts";
import { visitRequestSchema } from "#app/features/visits/visit-schema.ts";
import { issueChallenge } from "#app/forms/challenge.server.ts";
import { TEST_SECRET } from "./tests/support/test-server.ts";

const out = process.argv[2] ?? "/tmp/shots";
const paths = (process.argv[3] ?? "").split(",").filter(Boolean);
mkdirSync(out, { recursive: true });
const built = await startBuiltSite("pglite", { content: true });
const db = built.database.connection.db;
const password = "office password 2026";
await addAccount(db, { email: "admin@example.org", role: "admin", password });
await addAccount(db, { email: "viswa@example.org", role: "staff", schoolCode: "viswa", password });
const book = async (slot: string, name: string, lang: "en" | "te") => {
  const { token, a, b } = issueChallenge(TEST_SECRET);
  const { language: _l, ...input } = visitRequestSchema.parse({ parentName: name, email: "p@example.org", phone: "+91 98765 43210", studentName: "Ravi", school: "viswa", studentAge: "5-6", gradeInterested: "1", preferredDate: openDay(2), preferredTime: slot, numberOfVisitors: "2", mathChallenge: String(a + b), mathChallengeToken: token });
  return requestOf("visit").submit({ db, challengeSecret: TEST_SECRET }, input, lang, undefined);
};
for (let i = 0; i < 3; i++) await book("10:00-11:00", `Parent ${i}`, "en");
await book("9:00-10:00", "లక్ష్మి రావు", "te");
console.log("rows", await db.execute(sql`select id, preferred_time from visit_requests`));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const js of [true, false]) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  await page.goto(`${built.site.url}/staff/sign-in`);
  await page.fill("input[name=email]", "viswa@example.org");
  await page.fill("input[name=password]", password);
  await Promise.all([page.waitForURL((url) => url.pathname === "/staff"), page.click("main button[type=submit]")]);
  for (const path of paths) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${built.site.url}${path}`);
      const name = `${path.replaceAll("/", "_")}-${width}-${js ? "js" : "nojs"}`;
      await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
    }
  }
  await context.close();
}
await browser.close();
await built.close();
