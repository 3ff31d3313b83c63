// The group's public facts in one place: name, phones, e-mails, social links.
// Replace these with the real values; every page, the footer and the seed read them here.

export const site = {
  name: "Vidyanjali Schools",
  legalName: { en: "Vidyanjali Group of Schools", te: "విద్యాంజలి విద్యాసంస్థలు" },
  url: "https://www.vidyanjalischools.in",
  headOffice: {
    street: "Plot 12, SriNagar Colony Main Road",
    locality: "SriNagar Colony, Yousufguda",
    city: "Hyderabad",
    region: "Telangana",
    postalCode: "500073",
    country: "IN",
    /** The address as printed, in each language. */
    address: {
      en: "Plot 12, SriNagar Colony Main Road, Yousufguda, Hyderabad, Telangana 500073",
      te: "ప్లాట్ 12, శ్రీనగర్ కాలనీ మెయిన్ రోడ్, యూసుఫ్‌గూడ, హైదరాబాద్, తెలంగాణ 500073",
    },
    cityName: { en: "Hyderabad", te: "హైదరాబాద్" },
  },
  phone: "+91 40 2374 5600",
  whatsapp: "+91 98480 22338",
  email: "admissions@vidyanjalischools.in",
  careersEmail: "careers@vidyanjalischools.in",
  social: {
    facebook: "https://www.facebook.com/vidyanjalischools",
    instagram: "https://www.instagram.com/vidyanjalischools",
    youtube: "https://www.youtube.com/@vidyanjalischools",
    x: "https://x.com/vidyanjalischools",
    linkedin: "https://www.linkedin.com/company/vidyanjalischools",
  },
  /**
   * Whom a family or an applicant writes to about their details, named on the privacy
   * notice (/privacy): the grievance officer of India's DPDP Act 2023 (issue 18).
   */
  grievanceOfficer: {
    name: { en: "K. Lakshmi Prasanna", te: "కె. లక్ష్మీ ప్రసన్న" },
    email: "privacy@vidyanjalischools.in",
    phone: "+91 40 2374 5610",
  },
  /**
   * Admissions for the academic year that starts next June open in this month (India
   * time): from then on pages offer that year (app/lib/admissions-year.server.ts).
   * `yearOverride` ("2027–2028") pins the year, e.g. if admissions open late.
   */
  admissions: { opensInMonth: 10, yearOverride: undefined as string | undefined },
} as const;

/** A phone number as a `tel:` link target (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
