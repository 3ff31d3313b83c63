// A résumé is judged by what it holds: a real PDF, DOC and DOCX pass whatever they are
// called; a program, a text, a zip, an Excel sheet or an empty file do not, whatever they
// are called. The name kept is safe to show and save, and ends as the file really is.
import { describe, expect, it } from "vitest";
import { fakeExe, oleWithoutWord, RESUME_FORMATS, storedZip } from "../../../tests/support/resume-files.ts";
import { judgeResume, safeResumeName } from "./resume-file.server.ts";

describe("judgeResume", () => {
  it.each(RESUME_FORMATS)("takes a real $format, with its size and note", async ({ fileName, bytes, contentType }) => {
    const content = bytes();
    const verdict = await judgeResume({ fileName, bytes: content });
    expect(verdict).toMatchObject({ ok: true, resume: { fileName, contentType, size: content.length } });
    expect(verdict.ok && verdict.resume.note).toBe(`${fileName} (${(content.length / 1048576).toFixed(2)} MB)`);
  });

  it.each([
    ["a program renamed .pdf", "setup.pdf", fakeExe()],
    ["a program renamed .docx", "cv.docx", fakeExe()],
    ["a text named .pdf", "cv.pdf", Buffer.from("I am a PDF, honestly.\n")],
    ["a zip that is not a Word document", "cv.docx", storedZip({ "cv.txt": "hello" })],
    ["an OLE file without Word's stream (an Excel sheet, an installer)", "cv.doc", oleWithoutWord()],
  ])("refuses %s as of another type", async (_what, fileName, bytes) => {
    expect(await judgeResume({ fileName, bytes })).toEqual({ ok: false, problem: "type" });
  });

  it("refuses an empty file as empty", async () => {
    expect(await judgeResume({ fileName: "cv.pdf", bytes: Buffer.alloc(0) })).toEqual({ ok: false, problem: "empty" });
  });

  it("names a file by what it is when its name says otherwise", async () => {
    const [, , docx] = RESUME_FORMATS;
    const verdict = await judgeResume({ fileName: "cv.pdf", bytes: docx.bytes() });
    expect(verdict.ok && [verdict.resume.fileName, verdict.resume.contentType]).toEqual(["cv.pdf.docx", docx.contentType]);
  });
});

describe("safeResumeName", () => {
  it.each([
    ["C:\\fakepath\\Priya CV.pdf", "pdf", "Priya CV.pdf"],
    ["../../etc/passwd", "pdf", "passwd.pdf"],
    ["cv\u202Efdp.exe", "pdf", "cvfdp.exe.pdf"],
    ["line\r\nbreak.docx", "docx", "linebreak.docx"],
    ['a<b>:"c"|?*.doc', "doc", "a_b___c____.doc"],
    ["   ", "pdf", "resume.pdf"],
    [".hidden.pdf", "pdf", "hidden.pdf"],
    ["...", "pdf", "resume.pdf"],
    ["రెజ్యూమే.PDF", "pdf", "రెజ్యూమే.PDF"],
  ] as const)("%j as %s → %j", (given, extension, expected) => {
    expect(safeResumeName(given, extension)).toBe(expected);
  });

  it("keeps a long name to 120 characters, with its ending", () => {
    const name = safeResumeName(`${"x".repeat(300)}.docx`, "docx");
    expect(name).toHaveLength(120);
    expect(name.endsWith("x.docx")).toBe(true);
  });
});
