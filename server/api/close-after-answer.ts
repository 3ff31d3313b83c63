// Closing a connection under a body the client is still sending resets it, and the reset
// can reach the client before the answer that went out just ahead of it: the client then
// sees a broken connection instead of the 413 (seen in CI: EPIPE, no answer). So, as web
// servers do ("lingering close"), once the answer is out the rest of what the client sends
// is read and dropped for up to LINGER_MS, and only then is the connection closed. A
// browser stops sending when it reads the answer; a client that keeps sending is cut off.
import type { Request, Response } from "express";

const LINGER_MS = 2_000;

/** Answers with `Connection: close`, and lets the client read that answer before the connection goes. */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.set("Connection", "close");
  const socket = req.socket;
  // Node's HTTP server calls destroySoon once a `Connection: close` answer is written (Node
  // 20's _http_server.js). Should it stop doing so, the connection closes at once, as before.
  socket.destroySoon = () => {
    socket.end();
    // Nothing reads the rest of the body (it was refused): drop it as it comes.
    req.unpipe();
    req.removeAllListeners("data");
    req.resume();
    socket.resume();
    const cutOff = setTimeout(() => socket.destroy(), LINGER_MS);
    cutOff.unref();
    socket.once("close", () => clearTimeout(cutOff));
  };
}
