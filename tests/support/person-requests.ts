// One person's requests of every kind, with everything the office and the mail sender
// attach to them (history and notes, e-mails sent and failed, a résumé), for the tests of
// retention and erasure. The values are obviously fictional, and distinct per person so
// that a search of the whole database for them finds this person's rows only.
import { sql } from "drizzle-orm";
import type { RequestKind } from "#app/config/request-kinds.ts";
import type { Database } from "#database/client.ts";
import {
  admissionApplications,
  careerApplications,
  careerResumes,
  contactMessages,
  enrollmentRequests,
  outboxMessages,
  requestEvents,
  accessRecords,
  tourRequests,
  visitRequests,
} from "#database/schema.ts";

export interface Person {
  /** A first name no other test person shares (searched for as is). */
  firstName: string;
  lastName: string;
  email: string;
  /** As the person typed it; its ten digits are searched for. */
  phone: string;
}

/** A person numbered `n`: Testperson{n} Fictional, testperson{n}@example.org, +91 90000 0{n:4}. */
export function fictionalPerson(n: number): Person {
  const digits = String(n).padStart(4, "0");
  return { firstName: `Testperson${digits}`, lastName: "Fictional", email: `Testperson${digits}@Example.org`, phone: `+91 90000 0${digits}` };
}

/**
 * Stores one request of each kind for `person`, received at `createdAt` with `status`
 * (an enquiry's; the career application stays new), each with a note by `accountId`
 * naming the person, the access of opening it, its e-mails (the insert trigger's) with one marked sent and one
 * failed, and a résumé naming them. Answers the ids per kind.
 */
export async function addPersonRequests(
  db: Database,
  person: Person,
  { createdAt, status = "new", accountId, school = "maa" }: { createdAt: Date; status?: string; accountId: number; school?: string },
): Promise<Record<RequestKind, number>> {
  const { firstName, lastName, email, phone } = person;
  const name = `${firstName} ${lastName}`;
  const base = { createdAt, status, language: "te" };
  const [tour] = await db.insert(tourRequests).values({ ...base, school, peopleCount: "2", studentClass: "3rd", date: "2026-12-01" }).returning();
  const [enrollment] = await db.insert(enrollmentRequests).values({ ...base, firstName, lastName, email, phone, studentClass: "nursery" }).returning();
  const [contact] = await db
    .insert(contactMessages)
    .values({ ...base, firstName, lastName, email, phone, school, message: `Please call ${name} on ${phone}.` })
    .returning();
  const [admission] = await db
    .insert(admissionApplications)
    .values({ ...base, schoolId: 2, studentName: `${firstName} Junior`, parentName: name, contactNumber: phone, email, grade: "5th", message: email })
    .returning();
  const [visit] = await db
    .insert(visitRequests)
    .values({
      ...base, parentName: name, email, phone, studentName: `${firstName} Junior`, school, studentAge: "5-6", gradeInterested: "1",
      preferredDate: "2026-12-02", preferredTime: "10:00-11:00", numberOfVisitors: "2", questions: `Reach me at ${email}`,
    })
    .returning();
  const [career] = await db
    .insert(careerApplications)
    .values({
      createdAt, language: "en", firstName, lastName, email, phone, position: "teacher-math", experience: "2-5",
      message: `I am ${name}.`, availableFrom: "2027-06-01", resumeNote: `${firstName}-cv.pdf (0.01 MB)`,
    })
    .returning();
  const ids = { tour: tour!.id, enrollment: enrollment!.id, contact: contact!.id, admission: admission!.id, visit: visit!.id, career: career!.id };
  const content = new TextEncoder().encode(`%PDF-1.4\n${name}\n${email}\n${phone}\n%%EOF\n`);
  await db.insert(careerResumes).values({ applicationId: ids.career, fileName: `${firstName}-cv.pdf`, contentType: "application/pdf", size: content.byteLength, content, createdAt });
  for (const [kind, id] of Object.entries(ids)) {
    await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId, action: "note", note: `Called ${name} on ${phone}, ${email}.`, createdAt });
    await db.insert(requestEvents).values({ requestKind: kind, requestId: id, accountId, action: "status", fromValue: "new", toValue: "contacted", createdAt });
    await db.insert(accessRecords).values({ accountId, action: "opened", requestKind: kind, requestId: id, createdAt });
  }
  // The e-mails the trigger wrote: the office's sent, the visitor's failed.
  await db.execute(sql`update ${outboxMessages} set status = 'sent', sent_at = ${createdAt} where audience = 'office' and request_kind = 'enrollment' and request_id = ${ids.enrollment}`);
  await db.update(outboxMessages).set({ status: "failed", lastError: "550" }).where(sql`audience = 'visitor' and request_kind = 'contact' and request_id = ${ids.contact}`);
  return ids;
}
