import { describe, expect, it } from "vitest";
import { pageFormAt } from "#app/forms/page-forms.ts";

describe("the form a page POST reaches", () => {
  it.each([
    ["/", "contact"],
    ["/_root.data", "contact"],
    ["/te", "contact"],
    ["/te.data", "contact"],
    ["/Te/", "contact"],
    ["/careers", "careers"],
    ["/./careers", "careers"],
    ["/x/../careers", "careers"],
    ["/te/%63areers.data", "careers"],
    ["/CAREERS?x=1", "careers"],
    ["/schedule-visit.data", "schedule-visits"],
    ["/book-tour", "book-tours"],
    ["/te/enroll", "enrollments"],
    ["/school/3/apply", "admissions"],
    ["/te/school/3/apply.data", "admissions"],
  ])("%s is the %s form", (path, form) => {
    expect(pageFormAt(path)).toBe(form);
  });

  it.each(["/about", "/xyz/careers", "/school/3", "/school/3/apply/x", "/careers/x", "/%ff"])("%s is no form", (path) => {
    expect(pageFormAt(path)).toBeUndefined();
  });
});
