// A font's vertical metrics (where its baseline sits in a line): the hhea and OS/2 tables'
// ascender, descender and line gap, read from an sfnt (TrueType/OpenType) file and written
// into a copy of one, its checksums made right again. The Telugu pages' font carries Noto
// Sans's (scripts/subset-telugu-font.ts): browsers place text by the first font's metrics,
// and Noto Sans Telugu's own set it 0.18 em higher than Noto Sans's, off centre in buttons.
// In the file rather than by CSS ascent-override, which Safari does not read. Node only.

export interface VerticalMetrics {
  hheaAscender: number;
  hheaDescender: number;
  hheaLineGap: number;
  typoAscender: number;
  typoDescender: number;
  typoLineGap: number;
  winAscent: number;
  winDescent: number;
}

/** Where each field is: its table, its byte offset in it, and whether it is signed. */
const FIELDS: Record<keyof VerticalMetrics, [table: string, offset: number, signed: boolean]> = {
  hheaAscender: ["hhea", 4, true],
  hheaDescender: ["hhea", 6, true],
  hheaLineGap: ["hhea", 8, true],
  typoAscender: ["OS/2", 68, true],
  typoDescender: ["OS/2", 70, true],
  typoLineGap: ["OS/2", 72, true],
  winAscent: ["OS/2", 74, false],
  winDescent: ["OS/2", 76, false],
};

interface TableRecord {
  tag: string;
  /** Where its record is in the table directory. */
  record: number;
  offset: number;
  length: number;
}

function tables(font: Buffer): Map<string, TableRecord> {
  const found = new Map<string, TableRecord>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = font.toString("latin1", record, record + 4);
    found.set(tag, { tag, record, offset: font.readUInt32BE(record + 8), length: font.readUInt32BE(record + 12) });
  }
  return found;
}

function tableOf(font: Buffer, tag: string): TableRecord {
  const table = tables(font).get(tag);
  if (!table) throw new Error(`the font has no ${tag} table`);
  return table;
}

export function readVerticalMetrics(font: Buffer): VerticalMetrics {
  const entries = Object.entries(FIELDS).map(([name, [tag, at, signed]]) => {
    const { offset } = tableOf(font, tag);
    return [name, signed ? font.readInt16BE(offset + at) : font.readUInt16BE(offset + at)];
  });
  return Object.fromEntries(entries) as VerticalMetrics;
}

/** A sum of big-endian 32-bit words, the last one padded with zeros (OpenType's checksum). */
function checksum(bytes: Buffer): number {
  const padded = Buffer.concat([bytes, Buffer.alloc((4 - (bytes.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** A copy of `font` with `metrics` written in, each changed table's checksum and the head's adjustment computed anew. */
export function withVerticalMetrics(font: Buffer, metrics: VerticalMetrics): Buffer {
  const copy = Buffer.from(font);
  for (const [name, [tag, at, signed]] of Object.entries(FIELDS)) {
    const { offset } = tableOf(copy, tag);
    const value = metrics[name as keyof VerticalMetrics];
    if (signed) copy.writeInt16BE(value, offset + at);
    else copy.writeUInt16BE(value, offset + at);
  }
  const head = tableOf(copy, "head");
  copy.writeUInt32BE(0, head.offset + 8);
  for (const table of tables(copy).values()) copy.writeUInt32BE(checksum(copy.subarray(table.offset, table.offset + table.length)), table.record + 4);
  copy.writeUInt32BE((0xb1b0afba - checksum(copy)) >>> 0, head.offset + 8);
  return copy;
}
