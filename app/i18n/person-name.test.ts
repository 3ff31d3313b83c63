import { describe, expect, it } from "vitest";
import { fullName, greetingName } from "./person-name.ts";

describe("a person's name", () => {
  it("is written given name first, as typed, in both languages", () => {
    expect(fullName({ given: " Sravani ", family: "Konda" })).toBe("Sravani Konda");
    expect(fullName({ given: "శ్రావణి", family: "కొండా" })).toBe("శ్రావణి కొండా");
    expect(fullName({ full: "  Ravi   Kumar " })).toBe("Ravi Kumar");
  });

  it("is greeted by the given name in Telugu and whole in English; a one-field name whole", () => {
    expect(greetingName({ given: "శ్రావణి", family: "కొండా" }, "te")).toBe("శ్రావణి");
    expect(greetingName({ given: "Sravani", family: "Konda" }, "en")).toBe("Sravani Konda");
    expect(greetingName({ full: "Ravi Kumar" }, "te")).toBe("Ravi Kumar");
    expect(greetingName({ given: "", family: "Konda" }, "te")).toBe("Konda");
  });
});
