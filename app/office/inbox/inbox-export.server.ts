// The inbox's CSV export (issue 16): exactly the rows the list shows for the same filter
// (inboxBatch: the same visibility and conditions), newest first, streamed a batch at a
// time (keyset paging, never the whole list in memory), UTF-8 with a BOM so Excel reads
// Telugu names, and every line of a cell a spreadsheet would take for a formula made inert
// (a leading '). Each export is recorded: who, which filter, how many rows were sent
// (docs/decisions/0015-csv-export.md).
import { setImmediate as afterIo } from "node:timers/promises";
import { stringify } from "csv-stringify/sync";
import { eq } from "drizzle-orm";
import type { Language } from "#app/config/enumerations.ts";
import type { PageText } from "#app/i18n/page-sections.ts";
import { localizedPath } from "#app/i18n/paths.ts";
import type { Database } from "#database/client.ts";
import { inboxExports } from "#database/schema.ts";
import type { StaffMember } from "../sign-in/staff-member.ts";
import { inboxBatch, type InboxCursor, type InboxFilter, type InboxItem } from "./inbox.server.ts";
import { inboxSearch } from "./inbox-query.ts";
import { accountEmails } from "../sign-in/accounts.server.ts";
import { requestPath } from "#app/requests/request-paths.ts";
import { statusLabel } from "../shell/request-words.ts";

/** Rows read (and sent) at a time: small enough to keep memory flat, large enough to keep queries few. */
export const EXPORT_BATCH_SIZE = 1000;

export const BOM = "\uFEFF";
const INDIA_OFFSET_MS = 330 * 60_000; // UTC+05:30, all year

export interface InboxExportOptions {
  text: PageText<"staff">;
  lang: Language;
  /** The site's origin as the request came (scheme, host, port): the links are absolute. */
  origin: string;
  /** A school's name in the staff member's language, by code (none: the group's). */
  schoolName: (code: string) => string | undefined;
  /** The instant "overdue" is reckoned from, kept for the whole export. */
  now?: Date;
  batchSize?: number;
}

/** One piece of the CSV and how many requests it holds (the header: none). */
export interface CsvPiece {
  csv: string;
  rows: number;
}

/**
 * A line that starts with = + - @ (or their full-width forms), a tab or a CR is a formula
 * to a spreadsheet: csv-stringify's escape_formulas set, at the start of the cell and
 * after every line break in it (a spreadsheet starts a line of its own there).
 */
const FORMULA_LINE = /(^|\r\n|\r|\n)(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** A cell with each of its lines made inert by a leading ', as Excel, LibreOffice and Sheets show it: as text. */
const inertCell = (value: string) => value.replace(FORMULA_LINE, "$1'");

/**
 * CSV lines (RFC 4180: CRLF), every line of every cell made inert, and any cell holding a
 * line break quoted: a lone LF or CR too, which a spreadsheet reads as the end of a row.
 */
export const csvLines = (records: string[][]) =>
  stringify(records, { cast: { string: inertCell }, quote_record_delimiter: true, record_delimiter: "windows" });

/**
 * An instant as India's clock shows it: 2026-11-24 14:05. Not the pages' words ("5:30 PM",
 * "సాయంత్రం 5:30"): a spreadsheet reads this cell as a date and time, sorts and filters on it,
 * and shows it in the reader's own format.
 */
export function indiaTime(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The BOM and the header first, then one piece per batch of rows. */
export async function* inboxCsv(
  db: Database,
  member: StaffMember,
  filter: InboxFilter,
  { text, lang, origin, schoolName, now = new Date(), batchSize = EXPORT_BATCH_SIZE }: InboxExportOptions,
): AsyncGenerator<CsvPiece> {
  const inbox = text.staff.inbox;
  const words = text.staff.export;
  yield {
    csv: BOM + csvLines([[inbox.filters.kind, words.id, inbox.filters.school, inbox.filters.status, words.name, words.phone, words.email, words.received, words.assignee, words.link]]),
    rows: 0,
  };
  // The few staff accounts' addresses, looked up once each.
  const assignees = new Map<number, string>();
  const record = (item: InboxItem): string[] => [
    inbox.kinds[item.kind],
    String(item.id),
    (item.school && schoolName(item.school)) ?? inbox.group,
    statusLabel(inbox, item.status, item.kind),
    item.name,
    item.phone,
    item.email,
    indiaTime(item.createdAt),
    (item.assigneeId && assignees.get(item.assigneeId)) || "",
    origin + localizedPath(requestPath(item.kind, item.id), lang),
  ];
  let after: InboxCursor | undefined;
  do {
    const batch = await inboxBatch(db, member, filter, { after, limit: batchSize, now });
    const unknown = [...new Set(batch.items.flatMap((item) => (item.assigneeId && !assignees.has(item.assigneeId) ? [item.assigneeId] : [])))];
    for (const [id, email] of await accountEmails(db, unknown)) assignees.set(id, email);
    if (batch.items.length > 0) yield { csv: csvLines(batch.items.map(record)), rows: batch.items.length };
    after = batch.next;
  } while (after);
}

/**
 * The filter as the record keeps it (inboxQuery's fields): that a search narrowed it, never
 * its words (a parent's name or phone, decision 0023); never the detail page's family.
 */
function recordedFilter({ family: _family, search, booked, ...filter }: InboxFilter): Record<string, string | boolean> {
  // The bookings' filter under the names its query string gives it (one value per key).
  const bookings = booked ? Object.fromEntries(inboxSearch({ booked })) : {};
  return { ...filter, ...bookings, ...(search ? { search: true } : {}) };
}

/**
 * The export as a byte stream that reads a batch only when the previous one has been taken
 * (a slow reader holds the database reads back, memory stays flat). The export is
 * recorded before the first byte (who, which filter) and its row count set when the stream
 * ends, is cancelled (the download cut off: the rows sent so far) or fails.
 */
export async function inboxExportStream(
  db: Database,
  member: StaffMember,
  filter: InboxFilter,
  options: InboxExportOptions,
): Promise<ReadableStream<Uint8Array>> {
  const [recorded] = await db
    .insert(inboxExports)
    .values({ accountId: member.id, filter: recordedFilter(filter), rowCount: 0 })
    .returning({ id: inboxExports.id });
  const pieces = inboxCsv(db, member, filter, options);
  const encoder = new TextEncoder();
  let sent = 0;
  let cancelled = false;
  let finished: Promise<void> | undefined;
  const finish = () => {
    finished ??= db
      .update(inboxExports)
      .set({ rowCount: sent })
      .where(eq(inboxExports.id, recorded?.id ?? 0))
      .then(() => undefined);
    return finished;
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: IteratorResult<CsvPiece>;
        try {
          // Let the connection send what it was given first: PGlite runs a query on this
          // thread, and would otherwise hold the last piece (the header, at first) back.
          await afterIo();
          next = await pieces.next();
        } catch (error) {
          await finish();
          controller.error(error);
          return;
        }
        if (cancelled) return; // cut off while this batch was read: not sent
        if (next.done) {
          await finish();
          controller.close();
          return;
        }
        sent += next.value.rows;
        controller.enqueue(encoder.encode(next.value.csv));
      },
      async cancel() {
        cancelled = true;
        await pieces.return(undefined);
        await finish();
      },
    },
    { highWaterMark: 0 },
  );
}
