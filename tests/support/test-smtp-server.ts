// A real SMTP server on loopback for the tests (smtp-server), every message it takes
// parsed back (mailparser) so a test reads what a mail client would. It can be stopped
// and started again on the same port, as a mail server that goes away for a while.
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ParsedMail[];
  /** Envelope recipients of each message, in order received. */
  envelopes: string[][];
  /** Resolves once `count` messages have arrived in all (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface TestSmtpOptions {
  /** An SMTP code to refuse a recipient with (e.g. 550), or nothing to take it. */
  refuse?: (address: string) => number | undefined;
  /** How long the server takes to answer each message's DATA (a slow server). */
  dataDelayMs?: number;
  /** A folder where each message is also written as it arrived (NNNN.eml), for a reader in another process (the end-to-end tests). */
  spool?: string;
}

export async function startTestSmtpServer(port = 0, { refuse, dataDelayMs = 0, spool }: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  let spooled = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // Stopping drops the open connections at once, as a server that goes away would.
      closeTimeout: 50,
      logger: false,
      onRcptTo(address, _session, callback) {
        const code = refuse?.(address.address);
        if (code === undefined) return callback();
        callback(Object.assign(new Error(`refused ${code}`), { responseCode: code }));
      },
      onData(stream, session, callback) {
        readAll(stream)
          .then((raw) => {
            if (spool) {
              // Whole or not at all to a reader in another process: written aside, then renamed.
              const name = join(spool, `${String(++spooled).padStart(4, "0")}.eml`);
              writeFileSync(`${name}.part`, raw);
              renameSync(`${name}.part`, name);
            }
            return simpleParser(raw);
          })
          .then(async (mail) => {
            if (dataDelayMs > 0) await new Promise((r) => setTimeout(r, dataDelayMs));
            received.push(mail);
            envelopes.push(session.envelope.rcptTo.map((r) => r.address));
            callback();
          })
          .catch(callback);
      },
    });
  let server = make();
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(on, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
    });
  const actual = await listen(port);
  const self: TestSmtpServer = {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    envelopes,
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`only ${received.length} of ${count} messages arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen(actual);
    },
  };
  return self;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
