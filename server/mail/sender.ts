// Sends what waits in the outbox (database/outbox.ts) through nodemailer to SMTP_URL:
// claims the messages that are due, writes each from its request's row as it is now,
// sends it with a Message-ID derived from its row (a retry after an uncertain send is
// the same message to the receiving server and to the reader), and records the outcome.
// Runs inside every server instance; the claim makes each message one sender's. A claimed
// batch goes out side by side over a few pooled SMTP connections, each message recorded
// on its own as soon as the server has answered for it; the lease of those still in
// flight is renewed while they are (decision 0016).
import nodemailer, { type Transporter } from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Database } from "#database/client.ts";
import { claimDue, dropMessage, LEASE_MS, markNotSent, markSent, renewLeases, type OutboxMessage } from "#database/outbox.ts";
import type { ComposedMessage } from "#app/requests/mail/compose.server.ts";
import { batchWhileBusy } from "#app/lib/batch-while-busy.ts";

/** Writes a claimed message (app/requests/mail/); null: nothing to send any more (the request is gone, or has no address). */
/** The message of an outbox row; null: nobody to send it to; "not-needed": what it was about has changed (a reminder of a booking since moved). */
export type Compose = (db: Database, message: OutboxMessage, messageId: string) => Promise<ComposedMessage | null | "not-needed">;

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
  /** How many messages one claim takes, sent side by side (default 50). */
  batchSize?: number;
  /** SMTP connections kept open at most (default 5): the messages of a batch share them. */
  connections?: number;
  /** How long a claim holds its messages (default LEASE_MS), renewed every third of it while they are sent. */
  leaseMs?: number;
}

/**
 * No send waits forever on a mail server that has hung: its message is tried again later.
 * (nodemailer's defaults: 2 minutes to connect, 10 minutes of silence on a connection.)
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

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
  /**
   * Each message is recorded sent once the mail server has taken it; those taken while the
   * previous record is being written are written together, in one statement.
   */
  private readonly recordSent = batchWhileBusy<number, void>(async (_key, ids) => {
    await markSent(this.options.db, ids);
    return ids.map(() => ({ status: "fulfilled", value: undefined }));
  });

  constructor(private readonly options: SenderOptions) {
    // Pooled: a few connections kept open for a queue of messages, not one per message.
    const url = new URL(options.smtpUrl);
    url.searchParams.set("pool", "true");
    this.transport = nodemailer.createTransport({
      url: url.toString(),
      maxConnections: options.connections ?? 5,
      maxMessages: 500,
      ...SMTP_TIMEOUTS,
    });
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
    if (this.stopped) return;
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

  /** Sends every message that is due, batch after batch, until none is left; resolves with how many went out. */
  async drain(): Promise<number> {
    const { db, batchSize = 50, leaseMs = LEASE_MS } = this.options;
    let sent = 0;
    for (;;) {
      // Once stopped (the server is shutting down), the batch in flight is finished and recorded, and no other is claimed.
      if (this.stopped) return sent;
      const claimed = await claimDue(db, batchSize, leaseMs);
      if (claimed.length === 0) return sent;
      // Each message is recorded as soon as its own send is over; the others' leases are
      // renewed meanwhile, so that a slow mail server never lets another sender take them.
      const inFlight = new Set(claimed.map((message) => message.id));
      const renew = setInterval(() => {
        renewLeases(db, [...inFlight], leaseMs).catch((error: unknown) => this.options.onError?.(error, "could not renew the outbox's leases"));
      }, leaseMs / 3);
      renew.unref();
      try {
        const outcomes = await Promise.allSettled(claimed.map((message) => this.send(message).finally(() => inFlight.delete(message.id))));
        for (const outcome of outcomes) {
          if (outcome.status === "fulfilled") sent += outcome.value ? 1 : 0;
          // Not recorded (the database failed): the lease ends and the message is tried again.
          else this.options.onError?.(outcome.reason, "could not record an outbox message");
        }
      } finally {
        clearInterval(renew);
      }
    }
  }

  private async send(message: OutboxMessage): Promise<boolean> {
    const { db, from, messageIdDomain, compose } = this.options;
    const messageId = messageIdOf(message.id, messageIdDomain);
    let mail: ComposedMessage | null | "not-needed";
    try {
      mail = await compose(db, message, messageId);
    } catch (error) {
      this.options.onError?.(error, "could not write an outbox message");
      await markNotSent(db, message, { reason: "compose", permanent: false });
      return false;
    }
    if (mail === "not-needed") {
      await dropMessage(db, message.id);
      return false;
    }
    if (!mail || mail.to.length === 0) {
      await markNotSent(db, message, { reason: "no recipient", permanent: true });
      return false;
    }
    try {
      const { "Message-ID": _given, ...headers } = mail.headers;
      // Written whole before it is handed over: the pool then sends it in one piece
      // rather than as the many small chunks of a MIME stream (a write each).
      const mime = new MailComposer({
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
      }).compile();
      await this.transport.sendMail({ envelope: mime.getEnvelope(), raw: await mime.build(), messageId });
    } catch (error) {
      await markNotSent(db, message, { reason: reasonOf(error), permanent: isPermanent(error) });
      return false;
    }
    await this.recordSent("sent", message.id);
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
