// Stopping without dropping anyone: after SIGTERM new requests get a 503 for a drain
// window (a load balancer polling /readyz takes the instance out), then the listener
// closes so that later connections are refused, never reset, and the process waits for
// the requests in flight.
import type { Server } from "node:http";
import { Server as NetServer } from "node:net";

/** While the listener is closing: it closes once no connection has arrived for this long... */
const QUIET_MS = 50;
/** ...or after this long, whatever keeps arriving. */
const MAX_CLOSING_MS = 1_000;
/** After the listener closed, how often connections left idle (keep-alive) are closed. */
const IDLE_SWEEP_MS = 200;

/** Whether new requests get a 503, and when that answer may go out. */
export class Drain {
  #draining = false;
  #hold: Promise<void> | undefined;

  /** True from the signal on: new requests get a 503 with `Connection: close`. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Undefined: answer now. Otherwise the answer waits for it (the listener is closing). */
  get hold(): Promise<void> | undefined {
    return this.#hold;
  }

  start(): void {
    this.#draining = true;
  }

  holdUntil(released: Promise<void>): void {
    this.#hold = released;
  }
}

/**
 * Closes the listening socket, then calls `onDrained` once the open connections are done.
 *
 * A connection whose handshake the kernel completed but the process had not accepted
 * when the socket closes is reset: its client sent a request and cannot tell whether it
 * was handled (a refused connection it can safely retry). Clients that ignore the 503 and
 * reconnect at once keep that queue full, so while closing the 503s are held back: no
 * answer, no reconnection. Once nothing has arrived for QUIET_MS the queue is empty, the
 * socket closes, and the held answers go out; their clients' next attempts are refused.
 *
 * net.Server's close rather than http.Server's: the latter also destroys connections
 * accepted a moment ago whose request has not been read yet (they count as idle).
 */
export function stopListening(server: Server, drain: Drain, onDrained: () => void): void {
  let release = () => {};
  drain.holdUntil(new Promise<void>((resolve) => (release = resolve)));
  let quiet = setTimeout(close, QUIET_MS);
  const latest = setTimeout(close, MAX_CLOSING_MS);
  const arrived = () => {
    clearTimeout(quiet);
    quiet = setTimeout(close, QUIET_MS);
  };
  server.on("connection", arrived);

  function close() {
    clearTimeout(quiet);
    clearTimeout(latest);
    server.off("connection", arrived);
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    NetServer.prototype.close.call(server, () => {
      clearInterval(sweep);
      onDrained();
    });
    // The listening socket is closed by now (libuv closes its descriptor at once).
    release();
  }
}
