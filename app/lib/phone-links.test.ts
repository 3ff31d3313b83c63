import { describe, expect, it } from "vitest";
import { indianPhoneDigits, phoneLinks } from "./phone-links.ts";

describe("a parent's phone as the office's links", () => {
  it.each([
    ["+91 98765 43210", "919876543210"],
    ["9876543210", "919876543210"],
    ["098765 43210", "919876543210"],
    ["+91-98765-43210", "919876543210"],
    ["91 9876543210", "919876543210"],
  ])("%s → %s", (typed, digits) => expect(indianPhoneDigits(typed)).toBe(digits));

  it("gives a call and a WhatsApp link", () => {
    expect(phoneLinks("+91 98765 43210")).toEqual({ tel: "tel:+919876543210", whatsapp: "https://wa.me/919876543210" });
  });

  it.each(["", "12345", "+44 20 7946 0958"])("makes no link of %j", (typed) => expect(phoneLinks(typed)).toBeUndefined());
});
