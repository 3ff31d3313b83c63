// What the staff area's end-to-end tests share: the built site with staff accounts and a
// browser, a member signed in through the sign-in page as a person would, and the check
// that a page does not scroll sideways.
import type { Browser, Page } from "playwright-core";
import { addAccount } from "#app/office/sign-in/accounts.server.ts";
import { startBuiltSite, type BuiltSite } from "../support/built-site.ts";
import { launchBrowser } from "./browser.ts";

/** Every test account's password (fictional, at least 12 characters). */
export const STAFF_PASSWORD = "office password 2026";

type NewAccount = { email: string } & ({ role: "admin" } | { role: "staff"; schoolCode: string });

/**
 * The built site with these accounts (each with STAFF_PASSWORD), and a browser. Answers the
 * admins' and staff's ids by e-mail. `content`: the pages read the website's published content.
 */
export async function startStaffSite(accounts: NewAccount[], options: { content?: boolean } = {}): Promise<{ built: BuiltSite; browser: Browser; ids: Record<string, number> }> {
  const built = await startBuiltSite("pglite", options);
  const ids: Record<string, number> = {};
  for (const account of accounts) {
    const added = await addAccount(built.database.connection.db, { ...account, password: STAFF_PASSWORD });
    if (!added.ok) throw new Error(added.problem);
    ids[account.email] = added.member.id;
  }
  return { built, browser: await launchBrowser(), ids };
}

/** Signs `email` in on the sign-in page of the language `prefix` ("" or "/te") and waits for the inbox. */
export async function signInOnPage(page: Page, siteUrl: string, prefix: string, email: string): Promise<void> {
  await page.goto(`${siteUrl}${prefix}/staff/sign-in`);
  await page.waitForSelector("html[data-hydrated]");
  await page.fill("input[name=email]", email);
  await page.fill("input[name=password]", STAFF_PASSWORD);
  await Promise.all([page.waitForURL((url) => url.pathname === `${prefix}/staff`), page.click("main button[type=submit]")]);
}

/** The page is no wider than the window (nothing to scroll sideways). */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
