// Whose count a request is counted in, wherever the site counts by address: the public
// forms' per-minute limit (server/api/request-guards.ts) and the staff sign-in's failures
// (app/office/sign-in/sign-in.server.ts). One rule, so an address cannot get a fresh
// allowance from one of them by the way it writes itself.
import { isIPv6 } from "node:net";

/**
 * An IPv4 address (also when written as IPv4-mapped IPv6, ::ffff:192.0.2.55), or the /64
 * network of an IPv6 address (one home or phone is given a whole /64, and could otherwise
 * take a new address, and a new allowance, for every request).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  // An IPv4 tail (::ffff:0:1.2.3.4) stands for two groups.
  const groupsOf = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const [head = "", tail] = ip.replace(/%.*$/, "").split("::");
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(":")}::/64`;
}
