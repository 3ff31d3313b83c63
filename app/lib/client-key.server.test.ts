// Whose count a request is counted in: the public forms' limit and the staff sign-in's alike.
import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key.server.ts";

describe("whose allowance a request counts against", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["1:2:3:4:5:6:1.2.3.4", "1:2:3:4::/64"],
    [undefined, "unknown"],
  ])("%s counts as %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});
