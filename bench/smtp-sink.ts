// A real SMTP server (smtp-server) on loopback for the mail benchmark and the fault tests:
// it takes every message, reads only its header to count it by Message-ID (parsing whole
// messages would make the receiving side the bottleneck being measured), and can hold new
// connections before the greeting, as a mail server that has hung. In the benchmark it
// runs as a child process of its own (`fork`, IPC), so that receiving does not share the
// sender's event loop; the fault tests run it in their own process.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

export interface SinkCounts {
  /** Messages accepted (each DATA answered 250). */
  received: number;
  /** Distinct Message-IDs among them. */
  distinct: number;
  /** Message-IDs accepted more than once, with how many times. */
  duplicates: Record<string, number>;
  /** Messages without a Message-ID header. */
  withoutId: number;
  /** Envelope recipients in all. */
  recipients: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  counts(): SinkCounts;
  /** The Message-IDs accepted, each with how many times. */
  ids(): Map<string, number>;
  /** When each Message-ID was first accepted (performance.now() of this process). */
  firstAccepted(): Map<string, number>;
  /** How long each message's DATA waits before it is answered (a slow server; 0: at once). */
  slow(ms: number): void;
  /** While on, a new connection gets no greeting (it waits, as on a hung server); off: the held ones are greeted. */
  hold(on: boolean): void;
  /** Connections being held before their greeting. */
  held(): number;
  reset(): void;
  close(): Promise<void>;
}

const HEADER_END = Buffer.from("\r\n\r\n");

/** The Message-ID of a message's header (unfolded), if it has one. */
function messageIdOf(header: string): string | undefined {
  return /^message-id:[ \t]*(?:\r\n[ \t]+)?(<[^>\r\n]+>)/im.exec(header)?.[1];
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const ids = new Map<string, number>();
  const first = new Map<string, number>();
  let delayMs = 0;
  let withoutId = 0;
  let recipients = 0;
  let holding = false;
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    maxClients: 200,
    onConnect(_session, callback) {
      if (!holding) return callback();
      waiting.push(() => callback());
    },
    onData(stream, session, callback) {
      let head = Buffer.alloc(0);
      let id: string | undefined;
      let done = false;
      stream.on("data", (chunk: Buffer) => {
        if (done) return;
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf(HEADER_END);
        if (end >= 0 || head.length > 64 * 1024) {
          done = true;
          id = messageIdOf(head.subarray(0, end >= 0 ? end + 2 : head.length).toString("latin1"));
          head = Buffer.alloc(0);
        }
      });
      stream.on("end", () => {
        if (id === undefined && !done) id = messageIdOf(head.toString("latin1"));
        const accept = () => {
          // Counted as the 250 goes out: from here the message is the receiving server's.
          if (id === undefined) withoutId++;
          else {
            ids.set(id, (ids.get(id) ?? 0) + 1);
            if (!first.has(id)) first.set(id, performance.now());
          }
          recipients += session.envelope.rcptTo.length;
          callback();
        };
        if (delayMs > 0) setTimeout(accept, delayMs);
        else accept();
      });
    },
  });
  // A client that went away (a killed sender) is its connection's affair, not the server's.
  server.on("error", () => {});
  const actual = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    counts() {
      let received = withoutId;
      const duplicates: Record<string, number> = {};
      for (const [id, n] of ids) {
        received += n;
        if (n > 1) duplicates[id] = n;
      }
      return { received, distinct: ids.size, duplicates, withoutId, recipients };
    },
    ids: () => new Map(ids),
    firstAccepted: () => new Map(first),
    slow(ms) {
      delayMs = ms;
    },
    hold(on) {
      holding = on;
      if (!on) for (const greet of waiting.splice(0)) greet();
    },
    held: () => waiting.length,
    reset() {
      ids.clear();
      first.clear();
      withoutId = 0;
      recipients = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------- as a child process

type Request = { type: "counts" } | { type: "reset" } | { type: "close" };
type Reply = { type: "listening"; port: number } | { type: "counts"; counts: SinkCounts } | { type: "done" };

export interface SinkProcess {
  url: string;
  counts(): Promise<SinkCounts>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/** The sink in a process of its own, on a free loopback port. */
export async function forkSmtpSink(): Promise<SinkProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["--child"], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const replies: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void }> = [];
  child.on("message", (reply: Reply) => replies.shift()?.resolve(reply));
  child.once("exit", (code) => {
    for (const waiting of replies.splice(0)) waiting.reject(new Error(`the SMTP sink exited (${code})`));
  });
  const next = () => new Promise<Reply>((resolve, reject) => replies.push({ resolve, reject }));
  const ask = (request: Request) => {
    const reply = next();
    child.send(request);
    return reply;
  };
  const listening = await next();
  if (listening.type !== "listening") throw new Error("the SMTP sink did not start");
  return {
    url: `smtp://127.0.0.1:${listening.port}`,
    counts: async () => {
      const reply = await ask({ type: "counts" });
      if (reply.type !== "counts") throw new Error("unexpected reply from the SMTP sink");
      return reply.counts;
    },
    reset: async () => {
      await ask({ type: "reset" });
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "close" });
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--child")) {
  const sink = await startSmtpSink();
  const reply = (message: Reply) => process.send?.(message);
  process.on("message", (request: Request) => {
    if (request.type === "counts") reply({ type: "counts", counts: sink.counts() });
    else if (request.type === "reset") {
      sink.reset();
      reply({ type: "done" });
    } else void sink.close().then(() => process.exit(0));
  });
  // The parent went away: so does the sink.
  process.on("disconnect", () => process.exit(0));
  reply({ type: "listening", port: sink.port });
}
