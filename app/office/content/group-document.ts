// What a group admin may change of the group's facts (issue 28, the "group" document): its
// phones, e-mails, social links, head office, grievance officer, the month admissions open,
// the year shown, and the announcement banner, as a zod schema over the texts a form posts.
// The school editor's rules, shared (school-document.ts): plain text within its limit,
// phones and e-mails by the forms' own rules; a social link is https on its own network's
// site only; a draft may leave a text empty (publishing asks for both languages).
import { z } from "zod";
import { SOCIAL_NETWORKS, type GroupFacts, type SocialNetwork } from "#app/content/group/types.ts";
import { email, phone } from "#app/forms/validation/fields.ts";
import { isCalendarDate } from "#app/lib/india-date.ts";
import { emptyOr, httpsLink, localizedText, plainText, type ProblemKey } from "./school-document.ts";

/** The most characters each text may hold (each language alike). */
export const GROUP_LIMITS = {
  address: 200,
  addressPart: 100,
  cityName: 60,
  postalCode: 6,
  officerName: 80,
  bannerText: 200,
  link: 500,
} as const;

const problem = (key: ProblemKey) => ({ error: key });

/**
 * A phone by the forms' rule (10-15 characters, digits, + - ( ) and spaces), its length
 * counted without the spaces: the head office's landline as printed, "+91 40 2374 5600",
 * is 16 characters with them. Kept as typed.
 */
const groupPhone = () =>
  z.string().transform((typed, context) => {
    const checked = phone().safeParse(typed.replace(/\s+/g, ""));
    if (checked.success) return typed.trim().replace(/\s+/g, " ");
    context.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "validation.phoneFormat" });
    return z.NEVER;
  });

/** The sites (host, start of path) each network's pages live on. */
const NETWORK_SITES: Record<SocialNetwork, ReadonlyArray<readonly [string, string]>> = {
  facebook: [["www.facebook.com", "/"], ["facebook.com", "/"], ["m.facebook.com", "/"]],
  instagram: [["www.instagram.com", "/"], ["instagram.com", "/"]],
  youtube: [["www.youtube.com", "/"], ["youtube.com", "/"], ["m.youtube.com", "/"]],
  x: [["x.com", "/"], ["www.x.com", "/"], ["twitter.com", "/"], ["www.twitter.com", "/"]],
  linkedin: [["www.linkedin.com", "/"], ["linkedin.com", "/"]],
};

const socialLinks = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, emptyOr(httpsLink("staffContent.problems.social", NETWORK_SITES[network]))])) as Record<
    SocialNetwork,
    ReturnType<typeof emptyOr>
  >,
);

/** "2027–2028" (an en dash; a hyphen typed is taken as one), two consecutive years; empty: none. */
const yearOverride = z
  .string()
  .trim()
  .transform((typed, context) => {
    if (typed === "") return null;
    const match = /^(\d{4})\s*[-–]\s*(\d{4})$/.exec(typed);
    if (match && Number(match[2]) === Number(match[1]) + 1) return `${match[1]}\u2013${match[2]}`;
    context.addIssue({ code: "custom", message: "staffContent.problems.yearOverride" satisfies ProblemKey });
    return z.NEVER;
  });

const month = z
  .string()
  .trim()
  .regex(/^(?:[1-9]|1[0-2])$/, problem("staffContent.problems.month"))
  .transform(Number);

const date = z.string().trim().refine(isCalendarDate, problem("staffContent.problems.date"));

/** A path on this site ("/schedule-visit", not "//elsewhere") or an https address; empty: none. */
const bannerLink = z
  .string()
  .trim()
  .max(GROUP_LIMITS.link, problem("staffContent.problems.bannerLink"))
  .transform((typed, context) => {
    if (typed === "") return null;
    if (/^\/(?![/\\])[^\s]*$/.test(typed)) return typed;
    try {
      const url = new URL(typed);
      if (url.protocol === "https:" && !url.username && !url.password) return url.href;
    } catch {
      // not an address
    }
    context.addIssue({ code: "custom", message: "staffContent.problems.bannerLink" satisfies ProblemKey });
    return z.NEVER;
  });

/** The banner as posted: wholly empty is none; otherwise its dates in order. */
const banner = z
  .object({ text: localizedText(GROUP_LIMITS.bannerText), link: bannerLink, start: z.string(), end: z.string() })
  .transform((posted, context) => {
    const blank = posted.text.en === "" && posted.text.te === "" && posted.link === null && posted.start.trim() === "" && posted.end.trim() === "";
    if (blank) return null;
    const start = date.safeParse(posted.start);
    const end = date.safeParse(posted.end);
    if (!start.success) context.addIssue({ code: "custom", path: ["start"], message: "staffContent.problems.date" satisfies ProblemKey });
    if (!end.success) context.addIssue({ code: "custom", path: ["end"], message: "staffContent.problems.date" satisfies ProblemKey });
    if (!start.success || !end.success) return z.NEVER;
    if (end.data < start.data) {
      context.addIssue({ code: "custom", path: ["end"], message: "staffContent.problems.dateOrder" satisfies ProblemKey });
      return z.NEVER;
    }
    return { text: posted.text, link: posted.link, start: start.data, end: end.data };
  });

export const groupDocumentSchema = z.object({
  phone: emptyOr(groupPhone()),
  whatsapp: emptyOr(groupPhone()),
  email: emptyOr(email()),
  careersEmail: emptyOr(email()),
  social: socialLinks,
  headOffice: z.object({
    address: localizedText(GROUP_LIMITS.address),
    cityName: localizedText(GROUP_LIMITS.cityName),
    street: plainText(GROUP_LIMITS.addressPart),
    locality: plainText(GROUP_LIMITS.addressPart),
    city: plainText(GROUP_LIMITS.addressPart),
    region: plainText(GROUP_LIMITS.addressPart),
    postalCode: emptyOr(z.string().regex(/^\d{6}$/, problem("staffContent.problems.postalCode"))),
  }),
  grievanceOfficer: z.object({ name: localizedText(GROUP_LIMITS.officerName), email: emptyOr(email()), phone: emptyOr(groupPhone()) }),
  admissions: z.object({ opensInMonth: month, yearOverride }),
  banner,
});

export type EditedGroup = z.output<typeof groupDocumentSchema>;

/** The document with the edits: a social link left empty is no link. */
export function withGroupEdits(base: GroupFacts, edited: EditedGroup): GroupFacts {
  const social = Object.fromEntries(Object.entries(edited.social).filter(([, link]) => typeof link === "string" && link !== "")) as GroupFacts["social"];
  return { ...base, ...edited, social, headOffice: { ...base.headOffice, ...edited.headOffice } };
}
