// Tiny résumés in each format the careers form takes, written here byte by byte so the
// tests carry no one's real file: a PDF with its cross-reference table, a Word 97–2003
// document (an OLE compound file holding a WordDocument stream) and a Word document (a zip
// with [Content_Types].xml and word/document.xml). And a few that only pretend to be one.
import { crc32 } from "node:zlib";

const ascii = (text: string) => Buffer.from(text, "latin1");

/** A one-page PDF that says `text`. */
export function tinyPdf(text = "Resume of a test applicant"): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return ascii(body);
}

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/**
 * A Word 97–2003 document: an OLE compound file (version 3, 512-byte sectors) with one
 * FAT sector, one directory sector (Root Entry, WordDocument) and the WordDocument
 * stream in 8 sectors (4,096 bytes: at the mini-stream cutoff, so kept in normal sectors),
 * opening with Word's file information block signature.
 */
export function tinyDoc(): Buffer {
  const streamSectors = 8;
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // the directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini-stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let s = 2; s < 2 + streamSectors; s++) fat.writeUInt32LE(s === 1 + streamSectors ? END_OF_CHAIN : s + 1, s * 4);

  const directory = Buffer.alloc(SECTOR, 0);
  const entry = (index: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = index * 128;
    Buffer.from(`${name}\0`, "utf16le").copy(directory, at);
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt8(1, at + 67); // black
    directory.writeUInt32LE(NO_STREAM, at + 68);
    directory.writeUInt32LE(NO_STREAM, at + 72);
    directory.writeUInt32LE(child, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, "Root Entry", 5, 1, END_OF_CHAIN, 0);
  entry(1, "WordDocument", 2, NO_STREAM, 2, streamSectors * SECTOR);
  for (const unused of [2, 3]) {
    directory.writeUInt32LE(NO_STREAM, unused * 128 + 68);
    directory.writeUInt32LE(NO_STREAM, unused * 128 + 72);
    directory.writeUInt32LE(NO_STREAM, unused * 128 + 76);
  }

  const word = Buffer.alloc(streamSectors * SECTOR, 0);
  word.writeUInt16LE(0xa5ec, 0); // the FIB's wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  return Buffer.concat([header, fat, directory, word]);
}

/** A zip of `entries` stored as they are (no compression), as a DOCX may be. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, "utf8");
    const fileName = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document with one paragraph. */
export function tinyDocx(text = "Resume of a test applicant"): Buffer {
  return storedZip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** The start of a Windows program (MZ, then the PE header): what a renamed .exe holds. */
export function fakeExe(): Buffer {
  const bytes = Buffer.alloc(1024, 0);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  bytes.write("This program cannot be run in DOS mode.", 0x4e, "latin1");
  return bytes;
}

/** An OLE compound file that is not a Word document (as an Excel sheet or an installer is). */
export function oleWithoutWord(): Buffer {
  const doc = tinyDoc();
  Buffer.from("Workbook\0\0\0\0\0\0\0\0", "utf16le").copy(doc, 2 * SECTOR + 128);
  return doc;
}

export const RESUME_FORMATS = [
  { format: "PDF", fileName: "Test Applicant CV.pdf", bytes: tinyPdf, contentType: "application/pdf" },
  { format: "DOC", fileName: "test-applicant.doc", bytes: tinyDoc, contentType: "application/msword" },
  {
    format: "DOCX",
    fileName: "test-applicant.docx",
    bytes: tinyDocx,
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
] as const;

/** A form's fields and, when given, its résumé (or another form's file, under `field`), as a browser's FormData sends them. */
export function applicationForm(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; type?: string }, field = "resume"): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return form;
}
