// Sends what waits in the outbox (database/outbox.ts) through nodemailer to SMTP_URL:
// claims the messages that are due, writes each from its request's row as it is now,
// sends it with a Message-ID derived from its row (a retry after an uncertain send is
// the same message to the receiving server and to the reader), and records the outcome.
// Runs inside every server instance; the claim makes each message one sender's.
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "#database/client.ts";
import { claimDue, markNotSent, markSent, type OutboxMessage } from "#database/outbox.ts";
import type { ComposedMessage } from "#app/submissions/mail/compose.server.ts";

/** Writes a claimed message (app/submissions/mail/); null: nothing to send any more (the request is gone, or has no address). */
export type Compose = (db: Database, message: OutboxMessage, messageId: string) => Promise<ComposedMessage | null>;

export interface SenderOptions {
  db: Database;
  /** smtp://user:pass@host:port or smtps://…; nodemailer's URL form. */
  smtpUrl: string;
  /** The From header, e.g. "Vidyanjali Schools <admissions@vidyanjalischools.in>". */
  from: string;
  /** The domain of every Message-ID (the site's). */
  messageIdDomain: string;
  compose: Compose;
  onError?: (error: unknown, context: string) => void;
  /** How many messages one round claims. */
  batchSize?: number;
}

/** The Message-ID of an outbox row: the same on every try. */
export function messageIdOf(id: number, domain: string): string {
  return `<outbox-${id}@${domain}>`;
}

/** An SMTP answer that will not change on a retry (5xx): the message fails at once. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** A failure's name for the record: the SMTP code or the error's kind, never an address. */
function reasonOf(error: unknown): string {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === "number") return `SMTP ${responseCode}`;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.name : "error";
}

export class OutboxSender {
  private readonly transport: Transporter;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: SenderOptions) {
    // Pooled: a few connections kept open for a queue of messages, not one per message.
    const url = new URL(options.smtpUrl);
    url.searchParams.set("pool", "true");
    this.transport = nodemailer.createTransport(url.toString());
  }

  /** Sends what is due now and, until stopped, looks again every `intervalMs` and whenever woken. */
  start(intervalMs = 5000): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.wake();
      this.timer = setTimeout(tick, intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /** A submission was stored: send its messages now rather than at the next look. */
  wake(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.options.onError?.(error, "outbox round failed"))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Sends every message that is due, round after round, until none is left; resolves when done. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claimDue(this.options.db, this.options.batchSize ?? 20);
      if (claimed.length === 0) return sent;
      for (const message of claimed) {
        if (await this.send(message)) sent++;
      }
    }
  }

  private async send(message: OutboxMessage): Promise<boolean> {
    const { db, from, messageIdDomain, compose } = this.options;
    const messageId = messageIdOf(message.id, messageIdDomain);
    let mail: ComposedMessage | null;
    try {
      mail = await compose(db, message, messageId);
    } catch (error) {
      this.options.onError?.(error, "could not write an outbox message");
      await markNotSent(db, message, { reason: "compose", permanent: false });
      return false;
    }
    if (!mail || mail.to.length === 0) {
      await markNotSent(db, message, { reason: "no recipient", permanent: true });
      return false;
    }
    try {
      const { "Message-ID": _given, ...headers } = mail.headers;
      await this.transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers,
        attachments: mail.attachments?.map(({ filename, content, contentType }) => ({
          filename,
          content: typeof content === "string" ? content : Buffer.from(content),
          contentType,
        })),
        messageId,
      });
    } catch (error) {
      await markNotSent(db, message, { reason: reasonOf(error), permanent: isPermanent(error) });
      return false;
    }
    await markSent(db, message.id);
    return true;
  }

  /** Stops looking; waits for the round in progress (its messages are recorded, not left leased). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
