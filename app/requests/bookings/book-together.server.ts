// Visits and tours booked by families: each is written with its place taken (and, for a
// visit, its question's token spent) in one transaction. Bookings that arrive while the
// previous ones are being written are taken together, in one transaction: their tokens
// spent, their calendars read, their slots locked and what those slots hold counted in one
// statement (places.server.ts); the ones that fit written in one insert. Under a flood of
// bookings that is four round trips for the batch (with BEGIN and COMMIT) instead of eight
// for each booking (issue 27's speed bar); one booking alone goes as before, without
// waiting.
import type { Language } from "#app/config/enumerations.ts";
import { batchWhileBusy, type Outcomes } from "#app/lib/batch-while-busy.ts";
import type { Database } from "#database/client.ts";
import { tourRequests, visitRequests } from "#database/schema.ts";
import { insertRows, postgresErrorCode, submissionRow, type StoredSubmission, type SubmissionValues } from "../store.server.ts";
import { refusalOf, takePlaces, type Place, type PlaceRefusal, type PlaceVerdict } from "./places.server.ts";

const TABLES = { visit: visitRequests, tour: tourRequests } as const;

/** A booking asked for: its place, its row (the visit's or the tour's values) and, for a visit, its answered question. */
export type BookingAsked = (
  | { place: Extract<Place, { kind: "visit" }>; row: SubmissionValues<typeof visitRequests> }
  | { place: Extract<Place, { kind: "tour" }>; row: SubmissionValues<typeof tourRequests> }
) & {
  language: Language;
  /** The question's token (signature and expiry already checked): spent, whether the answer is right or not. */
  question?: { tokenId: string; expiresAt: Date; right: boolean };
};

export type BookingTaken =
  | { ok: true; stored: StoredSubmission }
  /** The token was spent before (or by another booking of the batch), or the answer was wrong: nothing stored. */
  | { ok: false; reason: "used" | "wrong" }
  /** No place: the token is spent, nothing stored. */
  | { ok: false; reason: "refused"; refused: PlaceRefusal };

/** Stores the booking with its place, or says why not; throws only when the database fails. */
export async function bookPlace(db: Database, asked: BookingAsked): Promise<BookingTaken> {
  let batches = batchesOf.get(db);
  if (!batches) batchesOf.set(db, (batches = bookingBatches(db)));
  const taken = await batches(asked.place.kind, asked);
  // What is still open is read after the batch, outside it: the next batch does not wait for it.
  if ("verdict" in taken) return { ok: false, reason: "refused", refused: await refusalOf(db, taken.verdict, taken) };
  return taken;
}

/** A refusal as its transaction decided it, still without its facts (refusalOf). */
type Refused = { ok: false; verdict: PlaceVerdict & { reason: PlaceRefusal["reason"] }; now: Date };

/** A booking stored, or refused for its question: nothing more to read. */
type Decided = Exclude<BookingTaken, { reason: "refused" }>;

/** A booking's outcome as its batch gives it; a refusal with when its batch committed. */
type BatchOutcome = Decided | (Refused & { committed: number });

const batchesOf = new WeakMap<object, (kind: string, asked: BookingAsked) => Promise<BatchOutcome>>();

function bookingBatches(db: Database) {
  return batchWhileBusy<BookingAsked, BatchOutcome>(async (_kind, batch) => {
    try {
      return fulfilled(await takeTogether(db, batch));
    } catch (error) {
      // A row the database refused (a data or integrity error): nothing of the batch was
      // written, so each booking is tried on its own and only that one fails.
      if (batch.length === 1 || !/^2[23]/.test(postgresErrorCode(error) ?? "")) throw error;
      return Promise.allSettled(batch.map(async (asked) => (await takeTogether(db, [asked]))[0]!));
    }
  });
}

const fulfilled = <T>(values: T[]): Outcomes<T> => values.map((value) => ({ status: "fulfilled", value }));

/** One kind's bookings in one transaction: their tokens spent, their places locked and counted in one call (takePlaces), the ones that fit written in one insert. */
async function takeTogether(db: Database, batch: BookingAsked[]): Promise<BatchOutcome[]> {
  const now = new Date();
  const table = TABLES[batch[0]!.place.kind];
  const outcomes = await db.transaction(async (tx) => {
    const answers = await takePlaces(tx, batch, now);
    const outcomes = answers.map((answer): Decided | Refused | undefined => {
      if (typeof answer === "string") return { ok: false, reason: answer };
      return answer.reason === null ? undefined : { ok: false, verdict: answer as Refused["verdict"], now };
    });
    const taking = batch.flatMap((asked, i) => (outcomes[i] ? [] : [{ asked, i }]));
    if (taking.length > 0) {
      const stored = await insertRows(tx, table, taking.map(({ asked }) => submissionRow(asked.row, asked.language)));
      taking.forEach(({ i }, j) => (outcomes[i] = { ok: true, stored: stored[j]! }));
    }
    return outcomes.map((outcome) => outcome ?? failure("a booking of the batch got no outcome"));
  });
  // The refusals' facts are read from now on (refusalOf).
  const committed = performance.now();
  return outcomes.map((outcome) => ("verdict" in outcome ? { ...outcome, committed } : outcome));
}

function failure(message: string): never {
  throw new Error(message);
}
