// The e-mails the site's server sent during the end-to-end run: global-setup.ts points the
// server at a real SMTP server on loopback that writes each message to a folder; a test
// waits there for the one it expects and reads it as a mail client would (mailparser).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { inject } from "vitest";

/** The address a message went to, as its To header says. */
export const recipient = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");

/**
 * The first message that `matches`, waiting for it: the server's sender sends what a
 * submission stored on its next look (every few seconds), so this polls rather than sleeps.
 */
export async function waitForMail(matches: (mail: ParsedMail) => boolean, timeoutMs = 45_000): Promise<ParsedMail> {
  const folder = inject("mailDir");
  if (!folder) throw new Error("e-mails are read only from the server the end-to-end run starts itself (not with E2E_BASE_URL)");
  const seen = new Map<string, ParsedMail>();
  const until = Date.now() + timeoutMs;
  for (;;) {
    for (const name of readdirSync(folder).filter((file) => file.endsWith(".eml")).sort()) {
      if (seen.has(name)) continue;
      const mail = await simpleParser(readFileSync(join(folder, name)));
      seen.set(name, mail);
      if (matches(mail)) return mail;
    }
    if (Date.now() > until) throw new Error(`no matching e-mail within ${timeoutMs} ms (${seen.size} arrived)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
