// What each e-mail a request causes says (issue 17), composed from the stored row alone:
// the notification to the office that owns the request, and the acknowledgement to the
// visitor in the language they used. Pure: no database, no sending. The outbox stores
// (kind, id, audience, language) and the sender calls composeMessage with the row, so a
// retry composes the very same message, under the same Message-ID.
import { SCHOOL_ID_BY_CODE, type Language } from "#app/config/enumerations.ts";
import { telHref } from "#app/config/site.ts";
import { getGroupFacts } from "#app/content/group/index.ts";
import { defaultCrest } from "#app/content/schools/default-crest.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import { phoneLinks } from "#app/lib/phone-links.ts";
import type { Messages } from "#app/i18n/en/index.ts";
import { formatInstant } from "#app/i18n/format.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import { fullName, greetingName } from "#app/i18n/person-name.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { catalogues } from "#app/i18n/translate.ts";
import type { MailPurpose } from "#database/schema.ts";
import { bookingInvitationOf, isBookingKind, parsePlaceValue } from "../bookings/booking-facts.ts";
import { placeWhen } from "../bookings/refusal-words.ts";
import { formatDate } from "#app/i18n/format.ts";
import { contactOf, personOf, requestOf, schoolOf, type RequestKind, type RequestRow } from "../registry.server.ts";
import { requestPath } from "../request-paths.ts";
import { requestFields } from "../request-fields.server.ts";
import { linkLine, renderHtml, renderText, type MailAttachment, type MailBlock } from "./mail-document.ts";

export type { MailAttachment };

export type MailAudience = "office" | "visitor";

/** A family's own change by their link, as the office's message tells it. */
export interface FamilyChange {
  action: "moved" | "cancelled";
  from: string;
  to: string | null;
}

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
  /** What the message is about (issue 27); absent: the request received. */
  purpose?: MailPurpose;
  /** The family's private link (a visitor's message), and until when it opens the request. */
  link?: { href: string; expires: Date };
  /** When the outbox row was written: a booking invitation's DTSTAMP, the same on every retry. */
  written?: Date;
  /** A family-change message: what the family did. */
  change?: FamilyChange;
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

/**
 * The message for one outbox row. The office is always written to. The visitor is written
 * to when the row has an address and its kind is acknowledged: null for a tour booking
 * (its form asks for no address), and for a row stored without one.
 */
export function composeMessage(input: ComposeInput & { audience: "office" }): ComposedMessage;
export function composeMessage(input: ComposeInput): ComposedMessage | null;
export function composeMessage(input: ComposeInput): ComposedMessage | null {
  const m = catalogues[input.language];
  const siteUrl = input.siteUrl.replace(/\/+$/, "");
  const office = officeOf(input.kind, input.row, input.language, m);
  const contact = contactOf(input.kind, input.row);
  const person = personOf(input.kind, input.row);
  const visitor = {
    phone: contact.phone.trim(),
    email: contact.email.trim(),
    name: person ? fullName(person) : "",
    greeting: person ? greetingName(person, input.language) : "",
  };
  const context: Context = { ...input, m, siteUrl, office, visitor };
  const headers = {
    "Message-ID": input.messageId,
    // Sent by a program, not a person: no out-of-office replies back to it (RFC 3834).
    "Auto-Submitted": "auto-generated",
    "X-Auto-Response-Suppress": "All",
    "Content-Language": input.language,
  };
  const purpose = input.purpose ?? "received";
  if (input.audience === "office") {
    const { subject, blocks } = purpose === "family-change" && input.change ? familyChangeMessage(context, input.change) : officeMessage(context);
    return {
      to: [office.email],
      ...(visitor.email ? { replyTo: visitor.email } : {}),
      ...written(context, subject, blocks),
      headers,
    };
  }
  if (!visitor.email) return null;
  if (purpose !== "received" && purpose !== "family-change" && isBookingKind(input.kind)) {
    const invitation = bookingInvitationOf(input.kind, input.row as RequestRow<"visit"> | RequestRow<"tour">, purpose, {
      lang: input.language,
      siteUrl,
      stamp: input.written ?? input.row.createdAt,
      organizer: { name: office.shortName, email: office.email },
      attendee: { name: visitor.name || visitor.email, email: visitor.email },
    });
    if (!invitation) return null;
    const { subject, blocks } = bookingMessage(context, purpose, invitation.when, invitation.file !== undefined);
    return { to: [visitor.email], replyTo: office.email, ...written(context, subject, blocks), headers, ...(invitation.file ? { attachments: [invitation.file] } : {}) };
  }
  const mail = requestOf(input.kind).mail;
  if (!mail.acknowledgement) return null;
  const invite = mail.invite?.(input.row, input.language, siteUrl);
  const { subject, blocks } = visitorMessage(context, mail.acknowledgement, invite !== undefined);
  return { to: [visitor.email], replyTo: office.email, ...written(context, subject, blocks), headers, ...(invite ? { attachments: [invite] } : {}) };
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
  const group = getGroupFacts();
  return {
    name: m.common.siteName,
    shortName: m.common.siteName,
    address: group.headOffice.address[lang],
    phone: group.phone,
    whatsapp: group.whatsapp,
    email: requestOf(kind).mail.groupOffice === "careers" ? group.careersEmail : group.email,
    accent: defaultCrest.primary,
  };
}

interface Context extends ComposeInput {
  m: Messages;
  siteUrl: string;
  office: Office;
  visitor: { name: string; greeting: string; phone: string; email: string };
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

function visitorMessage(
  context: Context,
  acknowledgement: { subject: (m: Messages) => string; received: (m: Messages) => string },
  withInvite: boolean,
): { subject: string; blocks: MailBlock[] } {
  const { m, office, visitor, kind, row, language, siteUrl } = context;
  const t = m.mail.visitor;
  const mail = requestOf(kind).mail;
  const group = m.common.siteName;
  const lead = `${fillTemplate(acknowledgement.received(m), { school: office.shortName })} ${mail.promise(m)}`;
  // Not the free texts (a message, questions, a cover letter): anyone may type any address
  // into a form, and an acknowledgement must not carry their words to a stranger's inbox.
  const fields = filled(requestFields(kind, row, m, language, "visitor")).filter((field) => field.type !== "long");
  const blocks: MailBlock[] = [
    ...(visitor.greeting ? [{ type: "paragraph", text: fillTemplate(t.greeting, { name: visitor.greeting }) } as const] : []),
    { type: "paragraph", text: lead },
    ...(mail.visitorBlocks?.(row, m, language, withInvite) ?? []),
    ...linkBlocks(context),
    { type: "heading", text: t.sent },
    { type: "fields", fields },
    ...officeBlocks(context, t.questions),
    { type: "paragraph", text: t.reply },
    {
      type: "lines",
      lines: [t.signOff, mail.groupOffice === "careers" ? fillTemplate(t.careersSignature, { group }) : fillTemplate(t.signature, { school: office.shortName })],
    },
    { type: "paragraph", small: true, text: `${fillTemplate(t.why, { group })}\n${siteUrl}${localizedPath("/", language)}` },
  ];
  return { subject: subjectText(fillTemplate(acknowledgement.subject(m), { group }), 120), blocks };
}

/** The family's private link: a button, and that it is theirs alone until its day. */
function linkBlocks({ m, kind, link, language }: Context): MailBlock[] {
  if (!link) return [];
  const t = m.booking.mail;
  return [
    { type: "paragraph", text: isBookingKind(kind) ? t.linkBooking : t.linkRequest },
    { type: "button", label: isBookingKind(kind) ? t.linkButtonBooking : t.linkButtonRequest, href: link.href },
    { type: "paragraph", small: true, text: fillTemplate(t.linkPrivate, { date: formatDate(link.expires.toISOString().slice(0, 10), language) }) },
  ];
}

/** A booking confirmed, moved, cancelled, or tomorrow: in the family's language, with its invitation. */
function bookingMessage(context: Context, purpose: "confirmed" | "moved" | "cancelled" | "reminder", when: string, withInvite: boolean): { subject: string; blocks: MailBlock[] } {
  const { m, office, visitor, kind, siteUrl, language } = context;
  const t = m.booking.mail;
  const what = kind === "visit" ? "visit" : "tour";
  const params = { school: office.shortName, when };
  const blocks: MailBlock[] = [
    ...(visitor.greeting ? [{ type: "paragraph", text: fillTemplate(m.mail.visitor.greeting, { name: visitor.greeting }) } as const] : []),
    { type: "paragraph", text: fillTemplate(t.lead[purpose][what], params) },
    ...(withInvite ? [{ type: "paragraph", text: purpose === "cancelled" ? t.cancelInvitation : t.invitation } as const] : []),
    ...(purpose === "cancelled" ? [] : [{ type: "paragraph", text: t.bring } as const]),
    ...officeBlocks(context, purpose === "cancelled" ? m.mail.visitor.questions : t.whereToFind),
    ...(purpose === "cancelled" ? [] : linkBlocks(context)),
    { type: "paragraph", text: m.mail.visitor.reply },
    { type: "lines", lines: [m.mail.visitor.signOff, fillTemplate(m.mail.visitor.signature, { school: office.shortName })] },
    { type: "paragraph", small: true, text: `${fillTemplate(m.mail.visitor.why, { group: m.common.siteName })}\n${siteUrl}${localizedPath("/", language)}` },
  ];
  return { subject: subjectText(fillTemplate(t.subject[purpose][what], params), 140), blocks };
}

/** The office told of a family's own move or cancellation by their link. */
function familyChangeMessage(context: Context, change: FamilyChange): { subject: string; blocks: MailBlock[] } {
  const { m, office, visitor, kind, row, language, siteUrl } = context;
  const what = kind === "visit" ? "visit" : "tour";
  const at = (value: string | null) => {
    const place = parsePlaceValue(value);
    return place ? placeWhen({ kind: what, ...place }, language) : "";
  };
  const name = visitor.name || m.staff.detail.noContact;
  const blocks: MailBlock[] = [
    { type: "paragraph", text: fillTemplate(m.booking.mail.familyChanged[change.action], { name, from: at(change.from), to: at(change.to) }) },
    { type: "button", label: m.mail.office.open, href: `${siteUrl}${localizedPath(requestPath(kind, row.id), language)}` },
    { type: "heading", text: m.mail.office.sent },
    { type: "fields", fields: filled(requestFields(kind, row, m, language, "office")) },
    ...officeBlocks(context),
    { type: "paragraph", small: true, text: fillTemplate(m.mail.office.why, { group: m.common.siteName }) },
  ];
  return { subject: subjectText(fillTemplate(m.booking.mail.subject.familyChange[what], { name: subjectText(name), school: office.shortName }), 140), blocks };
}

function officeMessage(context: Context): { subject: string; blocks: MailBlock[] } {
  const { m, office, visitor, kind, row, language, siteUrl } = context;
  const t = m.mail.office;
  const name = subjectText(visitor.name);
  const mail = requestOf(kind).mail;
  const names = { name, school: office.shortName };
  const subject = mail.officeSubject?.(row, m, language, names) ?? fillTemplate(t.subject[kind], names);
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
    { type: "paragraph", text: fillTemplate(t.promised, { promise: mail.promise(m) }) },
    { type: "heading", text: t.sent },
    { type: "fields", fields: filled(requestFields(kind, row, m, language, "office")) },
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
