// What each e-mail a request causes says (issue 17), composed from the stored row alone:
// the notification to the office that owns the request, and the acknowledgement to the
// visitor in the language they used. Pure: no database, no sending. The outbox stores
// (kind, id, audience, language) and the sender calls composeMessage with the row, so a
// retry composes the very same message, under the same Message-ID.
import { SCHOOL_CODES, SCHOOL_ID_BY_CODE, TIME_SLOTS, type Language } from "#app/config/enumerations.ts";
import { site, telHref } from "#app/config/site.ts";
import { defaultCrest } from "#app/content/schools/default-crest.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { contactOf, schoolOf, type RequestRow } from "#app/office/request/request-detail.server.ts";
import type { RequestKind } from "#app/office/inbox/request-kinds.ts";
import { phoneLinks } from "#app/lib/phone-links.ts";
import { requestPath } from "#app/office/shell/staff-paths.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { formatDate, formatInstant } from "#app/i18n/format.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { CalendarFacts } from "#app/lib/calendar-link.ts";
import { isCalendarDate } from "#app/lib/india-date.ts";
import { calendarInvite } from "../calendar/invite.server.ts";
import { requestFields } from "../request-fields.server.ts";
import { linkLine, renderHtml, renderText, type MailBlock } from "./mail-document.ts";

export type MailAudience = "office" | "visitor";

export interface ComposeInput<K extends RequestKind = RequestKind> {
  kind: K;
  /** The stored row, as the sender reads it back. */
  row: RequestRow<K>;
  audience: MailAudience;
  /** The visitor's language (row.language) for the visitor; the office's (English) for the office. */
  language: Language;
  /** The site's absolute origin for links, e.g. https://www.vidyanjalischools.in. */
  siteUrl: string;
  /** Stable per outbox row, e.g. `<visit-42-visitor@vidyanjalischools.in>`: a retry is the same message. */
  messageId: string;
}

/** A file to send with the message: the calendar invite of a visit. */
export interface MailAttachment {
  filename: string;
  content: string | Uint8Array;
  contentType: string;
}

/** What the sender hands to nodemailer (`from` is the sender's). */
export interface ComposedMessage {
  to: string[];
  /** The office's message: the visitor's address. The visitor's: the office that will answer. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers: { "Message-ID": string } & Record<string, string>;
  attachments?: MailAttachment[];
}

/** Kinds whose visitor is written to: every kind but the tour booking, whose form asks for no address. */
export type AcknowledgedKind = Exclude<RequestKind, "tour">;

/**
 * The message for one outbox row. The office is always written to. The visitor is written
 * to when the row has an address: null for a tour booking (its form asks for none), and for
 * a row stored without one.
 */
export function composeMessage(input: ComposeInput & { audience: "office" }): ComposedMessage;
export function composeMessage(input: ComposeInput<"tour"> & { audience: "visitor" }): null;
export function composeMessage(input: ComposeInput<AcknowledgedKind> & { audience: "visitor" }): ComposedMessage | null;
export function composeMessage(input: ComposeInput): ComposedMessage | null;
export function composeMessage(input: ComposeInput): ComposedMessage | null {
  const m = catalogues[input.language];
  const siteUrl = input.siteUrl.replace(/\/+$/, "");
  const office = officeOf(input.kind, input.row, input.language, m);
  const contact = contactOf(input.kind, input.row);
  const visitor = { phone: contact.phone.trim(), email: contact.email.trim(), name: visitorName(input.kind, input.row) };
  const context: Context = { ...input, m, siteUrl, office, visitor };
  const headers = {
    "Message-ID": input.messageId,
    // Sent by a program, not a person: no out-of-office replies back to it (RFC 3834).
    "Auto-Submitted": "auto-generated",
    "X-Auto-Response-Suppress": "All",
    "Content-Language": input.language,
  };
  if (input.audience === "office") {
    const { subject, blocks } = officeMessage(context);
    return {
      to: [office.email],
      ...(visitor.email ? { replyTo: visitor.email } : {}),
      ...written(context, subject, blocks),
      headers,
    };
  }
  if (input.kind === "tour" || !visitor.email) return null;
  const invite = input.kind === "visit" ? visitInvite(input.row as RequestRow<"visit">, input.language, siteUrl) : undefined;
  const { subject, blocks } = visitorMessage(context, input.kind, invite !== undefined);
  return { to: [visitor.email], replyTo: office.email, ...written(context, subject, blocks), headers, ...(invite ? { attachments: [invite] } : {}) };
}

/**
 * The visitor's calendar file of their visit: the same file as the confirmation screen's
 * "Add to calendar" (app/submissions/calendar/), stamped with the request's time so a
 * retry sends the very same file. Only the visitor's message carries it: the office
 * confirms the time by phone first, and an event without the family's name would not
 * help it. None for a row whose values are not the forms' (stored before a change).
 */
function visitInvite(row: RequestRow<"visit">, lang: Language, siteUrl: string): MailAttachment | undefined {
  const school = SCHOOL_CODES.find((code) => code === row.school);
  const slot = TIME_SLOTS.find((known) => known === row.preferredTime);
  if (!school || !slot || !isCalendarDate(row.preferredDate)) return undefined;
  const facts: CalendarFacts = { kind: "visit", school, date: row.preferredDate, slot };
  return calendarInvite(facts, lang, { siteUrl, stamp: row.createdAt });
}

/** Who answers a request: the school's admissions office, or the group's (enrollments) or its careers office (applications). */
interface Office {
  /** Full name as the forms list it, e.g. "MAA School, Mahabubnagar". */
  name: string;
  /** As a sentence or a subject names it, e.g. "MAA School". */
  shortName: string;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  accent: string;
}

function officeOf(kind: RequestKind, row: RequestRow, lang: Language, m: Messages): Office {
  const school = schoolOf(kind, row);
  const content = school ? getSchoolContent(SCHOOL_ID_BY_CODE[school]) : undefined;
  if (school && content) {
    return {
      name: m.common.options.schools[school],
      shortName: content.name[lang],
      address: content.map.address[lang],
      phone: content.joinUs.phone,
      whatsapp: content.joinUs.phone,
      email: content.joinUs.email,
      accent: content.crest.primary,
    };
  }
  // Enrollment requests and job applications are the group's; so is a request of a school without content of its own.
  return {
    name: m.common.siteName,
    shortName: m.common.siteName,
    address: site.headOffice.address[lang],
    phone: site.phone,
    whatsapp: site.whatsapp,
    email: kind === "career" ? site.careersEmail : site.email,
    accent: defaultCrest.primary,
  };
}

function visitorName(kind: RequestKind, row: RequestRow): string {
  switch (kind) {
    case "tour":
      return "";
    case "admission":
    case "visit":
      return (row as RequestRow<"admission" | "visit">).parentName.trim();
    case "enrollment":
    case "contact":
    case "career": {
      const { firstName, lastName } = row as RequestRow<"enrollment" | "contact" | "career">;
      return `${firstName.trim()} ${lastName.trim()}`.trim();
    }
  }
}

interface Context extends ComposeInput {
  m: Messages;
  siteUrl: string;
  office: Office;
  visitor: { name: string; phone: string; email: string };
}

/** What the site told the visitor on screen when the request was accepted: the message repeats it. */
function promiseOf(kind: RequestKind, m: Messages): string {
  const t = m.toasts;
  return {
    tour: t.tourSuccessBody,
    enrollment: t.enrollmentSuccessBody,
    contact: t.contactSuccessBody,
    admission: t.admissionSuccessBody,
    visit: m.visit.confirmation.body,
    career: t.careerSuccessBody,
  }[kind];
}

/** A line of a subject: one line, not too long, whatever the visitor typed. */
function subjectText(text: string, max = 60): string {
  const line = text.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, "")}`;

/** The fields worth writing: those the visitor filled in. */
const filled = (fields: ReturnType<typeof requestFields>) => fields.filter((field) => field.value.trim() !== "");

/** The office to call: its name and address, its phone and WhatsApp. */
function officeBlocks({ m, office }: Context, heading?: string): MailBlock[] {
  return [
    ...(heading ? [{ type: "heading", text: heading } as const] : []),
    {
      type: "lines",
      strongFirst: true,
      lines: [
        office.name,
        office.address,
        linkLine(m.common.footer.phone, "phone", { text: office.phone, href: telHref(office.phone) }),
        linkLine(m.mail.contact.whatsapp, "link", { text: whatsappHref(office.whatsapp), href: whatsappHref(office.whatsapp) }),
      ],
    },
  ];
}

function visitorMessage(context: Context, kind: AcknowledgedKind, withInvite: boolean): { subject: string; blocks: MailBlock[] } {
  const { m, office, visitor, row, language, siteUrl } = context;
  const t = m.mail.visitor;
  const group = m.common.siteName;
  const lead = `${fillTemplate(t.received[kind], { school: office.shortName })} ${promiseOf(kind, m)}`;
  const visit = kind === "visit" ? (row as RequestRow<"visit">) : undefined;
  // Not the free texts (a message, questions, a cover letter): anyone may type any address
  // into a form, and an acknowledgement must not carry their words to a stranger's inbox.
  // Nor the language row: the visitor is reading it.
  const fields = filled(requestFields(kind, row, m, language)).filter((field) => field.type !== "long" && field.label !== m.staff.detail.language);
  const blocks: MailBlock[] = [
    ...(visitor.name ? [{ type: "paragraph", text: fillTemplate(t.greeting, { name: visitor.name }) } as const] : []),
    { type: "paragraph", text: lead },
    ...(visit
      ? ([
          {
            type: "paragraph",
            text: fillTemplate(m.visit.confirmation.requested, {
              date: formatDate(visit.preferredDate, language),
              time: m.common.options.timeSlots[visit.preferredTime as keyof Messages["common"]["options"]["timeSlots"]] ?? visit.preferredTime,
            }),
          },
          ...(withInvite ? [{ type: "paragraph", text: t.calendar } as const] : []),
          { type: "heading", text: m.visit.confirmation.nextStepsTitle },
          // The screen's third step (an e-mail with the visit's details) is this message: not listed again.
          { type: "list", items: [m.visit.confirmation.steps.review, m.visit.confirmation.steps.call, m.visit.confirmation.steps.tour] },
        ] as const)
      : []),
    { type: "heading", text: t.sent },
    { type: "fields", fields },
    ...officeBlocks(context, t.questions),
    { type: "paragraph", text: t.reply },
    { type: "lines", lines: [t.signOff, kind === "career" ? fillTemplate(t.careersSignature, { group }) : fillTemplate(t.signature, { school: office.shortName })] },
    { type: "paragraph", small: true, text: `${fillTemplate(t.why, { group })}\n${siteUrl}${localizedPath("/", language)}` },
  ];
  return { subject: subjectText(fillTemplate(t.subject[kind], { group }), 120), blocks };
}

function officeMessage(context: Context): { subject: string; blocks: MailBlock[] } {
  const { m, office, visitor, kind, row, language, siteUrl } = context;
  const t = m.mail.office;
  const name = subjectText(visitor.name);
  const subject = ((): string => {
    switch (kind) {
      case "tour":
        return fillTemplate(t.subject.tour, { date: formatDate((row as RequestRow<"tour">).date, language), school: office.shortName });
      case "career": {
        const position = (row as RequestRow<"career">).position;
        const label = m.common.options.positions[position as keyof Messages["common"]["options"]["positions"]];
        return label ? fillTemplate(t.subject.career, { name, position: label }) : fillTemplate(t.subject.careerAnyPosition, { name });
      }
      default:
        return fillTemplate(t.subject[kind], { name, school: office.shortName });
    }
  })();
  const links = visitor.phone ? phoneLinks(visitor.phone) : undefined;
  const reachVisitor = [
    ...(visitor.phone ? [linkLine(t.call, "phone", { text: visitor.phone, href: links?.tel ?? telHref(visitor.phone) }, { name: visitor.name })] : []),
    // wa.me wants an Indian mobile's country code: a number that is not one gets the call line only.
    ...(links ? [linkLine(t.whatsapp, "link", { text: links.whatsapp, href: links.whatsapp }, { name: visitor.name })] : []),
    ...(visitor.email ? [fillTemplate(t.reply, { email: visitor.email })] : []),
  ];
  const blocks: MailBlock[] = [
    { type: "paragraph", text: fillTemplate(t.intro[kind], { name: visitor.name, school: office.shortName, when: formatInstant(row.createdAt, language) }) },
    { type: "button", label: t.open, href: `${siteUrl}${localizedPath(requestPath(kind, row.id), language)}` },
    ...(visitor.phone || visitor.email ? [{ type: "lines", lines: reachVisitor } as const] : []),
    { type: "paragraph", text: fillTemplate(t.promised, { promise: promiseOf(kind, m) }) },
    { type: "heading", text: t.sent },
    { type: "fields", fields: filled(requestFields(kind, row, m, language)) },
    ...officeBlocks(context),
    { type: "paragraph", small: true, text: fillTemplate(t.why, { group: m.common.siteName }) },
  ];
  return { subject: subjectText(subject, 140), blocks };
}

function written({ m, office, language }: Context, subject: string, blocks: MailBlock[]): Pick<ComposedMessage, "subject" | "text" | "html"> {
  return {
    subject,
    text: renderText(blocks),
    html: renderHtml({ lang: language, title: subject, masthead: { group: m.common.siteName, name: office.name }, accent: office.accent, blocks }),
  };
}
