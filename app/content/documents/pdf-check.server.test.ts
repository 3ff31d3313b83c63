// What a school may publish (decision 0033): a PDF by its bytes, without scripts, programs to
// start or files inside, whatever its name; names spelled with "#xx" escapes or hidden in a
// compressed object stream are found too.
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { tinyDocx, tinyPdf } from "../../../tests/support/resume-files.ts";
import { judgePdf } from "./pdf-check.server.ts";

/** tinyPdf with one more object, written as `object` says (the cross-reference table is not needed to find names). */
const withObject = (object: string | Buffer) => Buffer.concat([tinyPdf(), Buffer.from("6 0 obj\n", "latin1"), Buffer.from(object), Buffer.from("\nendobj\n", "latin1")]);

describe("judgePdf", () => {
  it("takes a plain PDF, with its hash and its page count", async () => {
    const verdict = await judgePdf(tinyPdf());
    expect(verdict).toMatchObject({ ok: true, pages: 1 });
    expect(verdict.ok && verdict.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses what is not a PDF, whatever its name, and an empty file", async () => {
    expect(await judgePdf(tinyDocx())).toEqual({ ok: false, problem: "type" });
    expect(await judgePdf(Buffer.from("Fee structure 2026-27: see the office", "latin1"))).toEqual({ ok: false, problem: "type" });
    // "%PDF-" not at the very start: not taken (file-type may look further in).
    expect(await judgePdf(Buffer.concat([Buffer.from("\n"), tinyPdf()]))).toMatchObject({ ok: false });
    expect(await judgePdf(new Uint8Array())).toEqual({ ok: false, problem: "missing" });
  });

  it.each([
    ["a script", "<< /S /JavaScript /JS (app.alert(1)) >>"],
    ["an open action's script by /JS alone", "<< /OpenAction << /JS 7 0 R >> >>"],
    ["a program to start", "<< /S /Launch /F (cmd.exe) >>"],
    ["an attached file", "<< /Type /EmbeddedFile /Length 3 >>"],
    ["the attached files' tree", "<< /Names << /EmbeddedFiles 8 0 R >> >>"],
    ["a name spelled with #xx escapes", "<< /S /J#61vaScript /JS (x) >>"],
  ])("refuses a PDF with %s", async (_, object) => {
    expect(await judgePdf(withObject(object))).toEqual({ ok: false, problem: "active" });
  });

  it("finds a script inside a compressed object stream", async () => {
    const hidden = deflateSync(Buffer.from("7 0 << /S /JavaScript /JS (app.alert(1)) >>", "latin1"));
    const stream = Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`, "latin1"), hidden, Buffer.from("\nendstream", "latin1")]);
    expect(await judgePdf(withObject(stream))).toEqual({ ok: false, problem: "active" });
  });

  it("does not mistake a longer name for one of those", async () => {
    expect(await judgePdf(withObject("<< /JSFont /Helvetica /LaunchDate (2026) >>"))).toMatchObject({ ok: true });
  });
});
