// The site's own constants: its name and its address on the web. The group's facts a group
// admin edits (phones, e-mails, social links, head office, grievance officer, admissions
// month) are the group's content document: app/content/group (issue 28).

export const site = {
  name: "Vidyanjali Schools",
  legalName: { en: "Vidyanjali Group of Schools", te: "విద్యాంజలి విద్యాసంస్థలు" },
  url: "https://www.vidyanjalischools.in",
} as const;

/** A phone number as a `tel:` link target (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
