import { describe, expect, it } from "vitest";
import { ENQUIRY_STATUSES } from "#app/config/enumerations.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { REQUEST_KINDS } from "#app/config/request-kinds.ts";
import { requestName, statusLabel } from "./request-words.ts";

describe("a request's name and status, as the office reads them", () => {
  it("names a request one way per language, whatever page or file shows it", () => {
    expect(requestName(catalogues.en.staff, "visit", 42)).toBe("Visit request #42");
    expect(requestName(catalogues.te.staff, "visit", 42)).toBe("సందర్శన అభ్యర్థన నం. 42");
  });

  it("never shows a tour booking a visit's status", () => {
    for (const lang of ["en", "te"] as const) {
      const inbox = catalogues[lang].staff.inbox;
      const tour = ENQUIRY_STATUSES.map((status) => statusLabel(inbox, status, "tour"));
      expect(tour.filter((label) => /visit|సందర్శ/i.test(label)), lang).toEqual([]);
    }
    expect(statusLabel(catalogues.te.staff.inbox, "visit_scheduled", "tour")).toBe("పర్యటన ఖరారైంది");
    expect(statusLabel(catalogues.en.staff.inbox, "visit_scheduled", "tour")).toBe("Tour confirmed");
  });

  it("keeps the shared words for every other kind, and an unknown status as stored", () => {
    const inbox = catalogues.te.staff.inbox;
    for (const kind of REQUEST_KINDS.filter((kind) => kind !== "tour")) expect(statusLabel(inbox, "visit_scheduled", kind)).toBe("సందర్శన ఖరారైంది");
    expect(statusLabel(inbox, "new")).toBe("కొత్తది");
    expect(statusLabel(inbox, "archived", "tour")).toBe("archived");
  });
});
