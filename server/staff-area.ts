// What the server does for every request under the staff area (/staff, /te/staff, any
// case, their data URLs), whatever route answers it: no copy kept by a browser or a proxy
// (Cache-Control: no-store), kept out of search (X-Robots-Tag), and for its posts the
// cross-site refusal of every form but not the public forms' per-address count (staff
// work all day behind one office address; sign-in has its own limit, sign-in.server.ts).
import type { RequestHandler } from "express";

const STAFF_PATH = /^\/(?:te\/)?staff(?:\.data|\/|$)/i;

export function isStaffPath(path: string): boolean {
  try {
    return STAFF_PATH.test(decodeURI(path));
  } catch {
    return false;
  }
}

export function staffAreaHeaders(): RequestHandler {
  return (req, res, next) => {
    if (isStaffPath(req.path)) res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    next();
  };
}
