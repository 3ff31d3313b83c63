// A career application is stored with its résumé, if one came, in one transaction with
// the captcha's token spent and the e-mails it causes (drizzle/0006's trigger): the
// office is never told of an application whose file is missing, and a refused or failed
// store leaves no file behind.
import type { Language } from "#app/config/enumerations.ts";
import { storeIfAnswered, type AnsweredStoreResult } from "#app/forms/answered-store.server.ts";
import type { Database } from "#database/client.ts";
import { careerApplications, careerResumes } from "#database/schema.ts";
import type { CareerApplication } from "./career-schema.ts";
import type { JudgedResume } from "./resume-file.server.ts";

export async function submitCareerApplication(
  db: Database,
  challengeSecret: string,
  input: Omit<CareerApplication, "language">,
  resume: JudgedResume | undefined,
  language: Language,
): Promise<AnsweredStoreResult> {
  const { captchaToken, ...application } = input;
  const question = { token: captchaToken, answer: input.captchaAnswer };
  // With a file, the note is the server's, from the file itself: whatever the page wrote.
  const row = resume ? { ...application, resumeNote: resume.note } : application;
  return storeIfAnswered(db, challengeSecret, question, careerApplications, row, language, async (tx, stored) => {
    if (!resume) return;
    const { fileName, contentType, size, bytes } = resume;
    await tx.insert(careerResumes).values({ applicationId: stored.id, fileName, contentType, size, content: bytes });
  });
}
