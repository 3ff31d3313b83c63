// What each e-mail says (issue 17), for every kind of request × the office and the visitor
// × English and Telugu: who it goes to, what it names, which links it carries, and that
// nothing the visitor typed reaches the HTML as markup.
import { describe, expect, it } from "vitest";
import { SCHOOL_ID_BY_CODE, type Language, type SchoolCode } from "#app/config/enumerations.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";
import { getSchoolContent } from "#app/content/schools/index.ts";
import type { RequestRow } from "#app/office/request/request-detail.server.ts";
import { REQUEST_KINDS, type RequestKind } from "#app/config/request-kinds.ts";
import { catalogues } from "#app/i18n/translate.ts";
import { requestFields } from "../request-fields.server.ts";
import { composeMessage, type ComposedMessage, type MailAudience } from "./compose.server.ts";
import { escapeHtml } from "./escape-html.ts";
import { readCalendar } from "../../../tests/support/calendar-file.ts";

const SITE = "https://www.vidyanjalischools.in";
const CREATED = new Date("2026-11-24T11:00:00Z");
const SCRIPT = "<script>alert(1)</script>";
const IMG = "<img src=x onerror=alert(1)>";
const base = {
  createdAt: CREATED, status: "new", assigneeId: null, noticeVersion: "2026-11-24",
  source: "direct", medium: "", campaign: "", firstSource: "direct", firstMedium: "", firstCampaign: "", referrerHost: "", landingPage: "",
  firstResponseAt: null, reached: "new",
};

/** One stored row of each kind, each of another school where it has one; free texts carry markup. */
const rows = {
  tour: { ...base, id: 11, language: "en", school: "queens", peopleCount: "5+", studentClass: "ukg", date: "2026-12-05",
    parentName: "", phone: "", email: "", booking: "asked", bookingSequence: 0 },
  enrollment: { ...base, id: 12, language: "te", firstName: "Sravani", lastName: "Reddy", email: "sravani@example.org", phone: "+91 90000 00012", studentClass: "lkg" },
  contact: {
    ...base, id: 13, language: "en", firstName: "Kiran", lastName: "Kumar", email: "kiran@example.org", phone: "9000000013", school: "santhi",
    message: `${SCRIPT} Is there a bus from Uppal?`,
  },
  admission: {
    ...base, id: 14, language: "te", schoolId: SCHOOL_ID_BY_CODE.viswa, studentName: "Anvi", parentName: "Padma Devi", contactNumber: "09000000014",
    email: "padma@example.org", grade: "lkg", message: `<b>Sibling</b> in 4th`,
  },
  visit: {
    ...base, id: 42, language: "en", parentName: "Lakshmi Rao", email: "lakshmi@example.org", phone: "+91 98765 43210", studentName: "Ravi", school: "maa",
    studentAge: "5-6", gradeInterested: "nursery", preferredDate: "2026-12-02", preferredTime: "10:00-11:00", numberOfVisitors: "2",
    specificInterests: "<i>music</i>", questions: `${SCRIPT}\nIs there a bus?`, booking: "asked", bookingSequence: 0,
  },
  career: {
    ...base, id: 16, language: "en", firstName: "Anil", lastName: "Kumar", email: "anil@example.org", phone: "+91 90000 00016", position: "teacher-math",
    experience: "2-5", expectedSalary: "35,000", message: `${SCRIPT} I teach.`, availableFrom: "2027-01-04", resumeNote: "anil-cv.pdf",
  },
} satisfies { [K in RequestKind]: RequestRow<K> };

/** The school each row belongs to (null: the group's). */
const SCHOOL: Record<RequestKind, SchoolCode | null> = { tour: "queens", enrollment: null, contact: "santhi", admission: "viswa", visit: "maa", career: null };
/** Option codes the rows hold, none of which may be shown as such. */
const CODES: Record<RequestKind, string[]> = {
  tour: ["5+", "ukg", "2026-12-05"],
  enrollment: ["lkg"],
  contact: ["santhi"],
  admission: ["lkg"],
  visit: ["5-6", "nursery", "10:00-11:00", "2026-12-02"],
  career: ["teacher-math", "2-5", "2027-01-04"],
};

function compose(kind: RequestKind, audience: MailAudience, language: Language, row: RequestRow = rows[kind]) {
  return composeMessage({ kind, row, audience, language, siteUrl: SITE, messageId: `<${kind}-${row.id}-${audience}@vidyanjalischools.in>` });
}

/** The office a row's messages name, call and write to. */
function officeOf(kind: RequestKind, lang: Language) {
  const school = SCHOOL[kind];
  const content = school ? getSchoolContent(SCHOOL_ID_BY_CODE[school])! : undefined;
  const m = catalogues[lang];
  return school && content
    ? { name: m.common.options.schools[school], short: content.name[lang], email: content.joinUs.email, phone: content.joinUs.phone, whatsapp: content.joinUs.phone }
    : { name: m.common.siteName, short: m.common.siteName, email: kind === "career" ? groupFirstVersion.careersEmail : groupFirstVersion.email, phone: groupFirstVersion.phone, whatsapp: groupFirstVersion.whatsapp };
}

const visitorEmail = (kind: RequestKind) => ("email" in rows[kind] ? rows[kind].email : "");
const visitorName = (kind: RequestKind): string => {
  const row: Record<string, unknown> = rows[kind];
  return typeof row.parentName === "string" ? row.parentName : typeof row.firstName === "string" ? `${row.firstName} ${String(row.lastName)}` : "";
};

/** Both bodies, for checks that hold for each. */
const bodies = (message: ComposedMessage) => [message.text, message.html];

const cases = REQUEST_KINDS.flatMap((kind) => (["office", "visitor"] as const).flatMap((audience) => (["en", "te"] as const).map((lang) => [kind, audience, lang] as const)));

describe("composeMessage", () => {
  it.each(cases)("%s, to the %s, in %s: recipients, subject, names, options, phone, links, escaping", (kind, audience, lang) => {
    const message = compose(kind, audience, lang);
    const m = catalogues[lang];
    const office = officeOf(kind, lang);

    if (audience === "visitor" && kind === "tour") {
      // The tour form asks for no address: nobody to acknowledge.
      expect(message).toBeNull();
      return;
    }
    expect(message).not.toBeNull();
    const mail = message!;

    // Recipients: the office of the right school, the group's, the careers office; or the visitor.
    if (audience === "office") {
      expect(mail.to).toEqual([office.email]);
      expect(mail.replyTo).toBe(kind === "tour" ? undefined : visitorEmail(kind));
    } else {
      expect(mail.to).toEqual([visitorEmail(kind)]);
      expect(mail.replyTo).toBe(office.email);
    }
    expect(mail.headers["Message-ID"]).toBe(`<${kind}-${rows[kind].id}-${audience}@vidyanjalischools.in>`);

    // A subject of one line, naming who wrote (the office's) or the group (the visitor's).
    expect(mail.subject).not.toMatch(/[\r\n]/);
    if (audience === "office" && kind !== "tour") expect(mail.subject).toContain(visitorName(kind));
    if (audience === "office" && SCHOOL[kind]) expect(mail.subject).toContain(office.short);
    if (audience === "visitor") expect(mail.subject).toContain(m.common.siteName);

    const staffLink = `${SITE}${lang === "te" ? "/te" : ""}/staff/requests/${kind}/${rows[kind].id}`;
    const whatsapp = `https://wa.me/${office.whatsapp.replace(/\D/g, "")}`;
    const fields = requestFields(kind, rows[kind], m, lang, audience).filter((field) => field.value !== "");
    for (const body of bodies(mail)) {
      // The group's and the school's names, the school's phone and WhatsApp.
      expect(body).toContain(m.common.siteName);
      expect(body).toContain(office.name);
      expect(body).toContain(office.phone);
      expect(body).toContain(whatsapp);
      // What the visitor asked for, with the options' labels, never their codes.
      for (const field of fields.filter((f) => f.type !== "long" && f.column)) {
        expect(body).toContain(body === mail.html ? escapeHtml(field.label) : field.label);
        expect(body).toContain(body === mail.html ? escapeHtml(field.value) : field.value);
      }
      for (const code of CODES[kind]) expect(body).not.toContain(code);
      // The staff inbox's link for the office only.
      if (audience === "office") expect(body).toContain(staffLink);
      else expect(body).not.toContain("/staff/");
    }

    // The visitor's free texts: all of them for the office; none for the visitor (any address may be typed into a form).
    for (const field of fields.filter((f) => f.type === "long")) {
      if (audience === "office") expect(mail.text).toContain(field.value);
      else expect(mail.text).not.toContain(field.value);
    }

    // Nothing the visitor typed is markup in the HTML; nothing is fetched from anywhere.
    expect(mail.html).not.toMatch(/<script|<img|<b>|<i>|<iframe|<link|<style|\ssrc=|url\(|background=/i);
    expect(mail.html).not.toContain("http://");
    expect(mail.text).not.toContain("http://");
    if (audience === "office" && (kind === "contact" || kind === "visit" || kind === "career")) expect(mail.html).toContain(escapeHtml(SCRIPT));
  });

  it.each(REQUEST_KINDS.flatMap((kind) => (["office", "visitor"] as const).flatMap((audience) => (["en", "te"] as const).map((lang) => [kind, audience, lang] as const))))(
    "%s, to the %s, in %s: a visitor's name written as markup stays text",
    (kind, audience, lang) => {
      const row: Record<string, unknown> = { ...rows[kind] };
      for (const key of ["parentName", "firstName", "studentName", "peopleCount"]) if (key in row) row[key] = IMG;
      const mail = compose(kind, audience, lang, row as RequestRow);
      if (!mail) return expect(kind === "tour" && audience === "visitor").toBe(true);
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain(escapeHtml(IMG));
      // A subject is a header, not HTML: plain text, one line.
      expect(mail.subject).not.toMatch(/[\r\n]/);
    },
  );

  it.each(REQUEST_KINDS.filter((kind) => kind !== "tour"))("%s: the Telugu acknowledgement is Telugu, with no English label or sentence in it", (kind) => {
    const mail = compose(kind, "visitor", "te")!;
    const telugu = /[\u0C00-\u0C7F]/;
    expect(mail.subject).toMatch(telugu);
    expect(mail.text).toMatch(telugu);
    expect(mail.html).toContain('<html lang="te">');
    const englishLabels = requestFields(kind, rows[kind], catalogues.en, "en", "visitor").map((field) => field.label);
    for (const body of bodies(mail)) for (const label of englishLabels) expect(body).not.toContain(label);
    // Take away what the visitor typed, the addresses and links: no English word is left (the school's name MAA is a name).
    const typed = Object.values(rows[kind]).filter((value): value is string => typeof value === "string" && value.length > 2);
    let rest = mail.text;
    for (const value of typed) rest = rest.split(value).join(" ");
    rest = rest.replace(/https:\/\/\S+|[\w.+-]+@[\w.-]+/g, " ");
    expect((rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => word !== "MAA")).toEqual([]);
  });

  it("writes the office's message in English with the site's promise, and the visit's acknowledgement with its date, time and next steps", () => {
    const office = compose("visit", "office", "en")!;
    expect(office.subject).toBe("New visit request: Lakshmi Rao (MAA School)");
    expect(office.text).toContain("Our admissions team will call you within 24 hours");
    expect(office.text).toContain("Call Lakshmi Rao: +91 98765 43210");
    expect(office.text).toContain("https://wa.me/919876543210");
    expect(office.html).toContain('href="tel:+919876543210"');
    expect(office.text).toContain("Language used on the website: English");

    const visitor = compose("visit", "visitor", "te")!;
    expect(visitor.subject).toBe("మీ సందర్శన అభ్యర్థన మాకు అందింది – విద్యాంజలి స్కూల్స్");
    expect(visitor.text).toContain(catalogues.te.visit.confirmation.body);
    expect(visitor.text).toContain("2 డిసెంబర్ 2026, బుధవారం");
    expect(visitor.text).toContain(catalogues.te.common.options.timeSlots["10:00-11:00"]);
    expect(visitor.text).toContain(catalogues.te.visit.confirmation.steps.call);
    expect(visitor.text).toContain("MAA స్కూల్ ప్రవేశాల బృందం");
    expect(visitor.text).toContain(`${SITE}/te`);
  });

  it("attaches the visit's calendar invite to the visitor's acknowledgement only, in their language, the same on every try", () => {
    const visitor = compose("visit", "visitor", "te")!;
    expect(visitor.attachments?.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ["visit-maa-2026-12-02.ics", "text/calendar; charset=utf-8; method=PUBLISH"],
    ]);
    const [event] = readCalendar(String(visitor.attachments![0]!.content)).events;
    // The booking's own event (its row's id), which the office's invitations update.
    expect(event).toMatchObject({ uid: `visit-booking-${rows.visit.id}@vidyanjalischools.in`, sequence: 0, status: "TENTATIVE", start: "2026-12-02T04:30:00.000Z", end: "2026-12-02T05:30:00.000Z" });
    expect(event!.summary).toBe("క్యాంపస్ సందర్శన – MAA స్కూల్");
    expect(visitor.text).toContain(catalogues.te.mail.visitor.calendar);
    // A retry writes the very same file (stamped with the request's time, not the clock's).
    expect(compose("visit", "visitor", "te")!.attachments).toEqual(visitor.attachments);
    expect(String(visitor.attachments![0]!.content)).toContain("DTSTAMP:20261124T110000Z");
    // Nothing of the family's in it.
    for (const value of [rows.visit.parentName, rows.visit.email, rows.visit.phone, rows.visit.studentName]) {
      expect(String(visitor.attachments![0]!.content)).not.toContain(value);
    }
    // The office confirms by phone first: its notification carries no invite; nor do the other kinds' messages.
    expect(compose("visit", "office", "en")!.attachments).toBeUndefined();
    for (const kind of REQUEST_KINDS.filter((known) => known !== "visit")) {
      for (const audience of ["office", "visitor"] as const) expect(compose(kind, audience, "en")?.attachments).toBeUndefined();
    }
    // A row whose slot is not one of the form's (stored before a change): the message without the file or its sentence.
    const odd = compose("visit", "visitor", "en", { ...rows.visit, preferredTime: "6:00-7:00" })!;
    expect(odd.attachments).toBeUndefined();
    expect(odd.text).not.toContain(catalogues.en.mail.visitor.calendar);
  });

  it("reuses each form's own promise in the acknowledgement", () => {
    const t = catalogues.en.toasts;
    expect(compose("enrollment", "visitor", "en")!.text).toContain(t.enrollmentSuccessBody);
    expect(compose("contact", "visitor", "en")!.text).toContain(t.contactSuccessBody);
    expect(compose("admission", "visitor", "en")!.text).toContain(t.admissionSuccessBody);
    expect(compose("career", "visitor", "en")!.text).toContain(t.careerSuccessBody);
    expect(compose("tour", "office", "en")!.text).toContain(t.tourSuccessBody);
  });

  it("names the position in a job application's subject, and does without one", () => {
    expect(compose("career", "office", "en")!.subject).toBe("New job application: Anil Kumar (Mathematics Teacher)");
    expect(compose("career", "office", "en", { ...rows.career, position: "" })!.subject).toBe("New job application: Anil Kumar");
  });

  it("keeps a subject to one line whatever the visitor typed", () => {
    const mail = compose("contact", "office", "en", { ...rows.contact, firstName: "Kiran\r\nBcc: someone@example.org", lastName: "K" })!;
    expect(mail.subject).toBe("New message: Kiran Bcc: someone@example.org K (Santhi Niketan School)");
    expect(mail.to).toEqual(["admissions.nagole@vidyanjalischools.in"]);
  });

  it("writes the group's office for a school without content of its own, and nobody for a row without an address", () => {
    const other = compose("admission", "office", "en", { ...rows.admission, schoolId: 99 })!;
    expect(other.to).toEqual([groupFirstVersion.email]);
    expect(other.text).toContain(groupFirstVersion.phone);
    expect(compose("contact", "visitor", "en", { ...rows.contact, email: "" })).toBeNull();
    const noReply = compose("contact", "office", "en", { ...rows.contact, email: "" })!;
    expect(noReply.replyTo).toBeUndefined();
  });

  it("names Telugu fonts that draw every letter of a name a parent typed, in both messages and both languages", () => {
    const name = { ...rows.enrollment, firstName: "ఝాన్సీ", lastName: "ఱెడ్డి" };
    for (const audience of ["office", "visitor"] as const) {
      for (const language of ["en", "te"] as const) {
        const html = compose("enrollment", audience, language, name)!.html;
        expect(html).toContain("ఝాన్సీ");
        const stack = /font-family:([^;"]+)/.exec(html)?.[1] ?? "";
        for (const font of ["'Noto Sans Telugu'", "'Nirmala UI'", "'Kohinoor Telugu'", "'Telugu Sangam MN'", "Gautami", "'Lohit Telugu'"]) expect(stack).toContain(font);
        // Before the generic families, which would end the search.
        expect(stack.indexOf("'Noto Sans Telugu'")).toBeLessThan(stack.indexOf("sans-serif"));
        expect(stack.indexOf("'Lohit Telugu'")).toBeLessThan(stack.indexOf("Arial"));
      }
    }
  });

  it("links a site given with a trailing slash without doubling it", () => {
    const mail = composeMessage({ kind: "visit", row: rows.visit, audience: "office", language: "en", siteUrl: `${SITE}/`, messageId: "<m@x>" });
    expect(mail.text).toContain(`${SITE}/staff/requests/visit/42`);
  });
});
