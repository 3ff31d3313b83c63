// Visits and tours booked by families: each is written with its place taken (and, for a
// visit, its question's token spent) in one transaction. Bookings that arrive while the
// previous ones are being written are taken together, in one transaction: their tokens
// spent, their calendars read, their slots locked and what those slots hold counted in one
// statement (places.server.ts); the ones that fit written in one insert. Under a flood of
// bookings that is four round trips for the batch (with BEGIN and COMMIT) instead of eight
// for each booking (issue 27's speed bar), the next batch's BEGIN sent while one is being
// written (bookingBatches); one booking alone goes as before, without waiting.
import type { Language } from "#app/config/enumerations.ts";
import type { Outcomes } from "#app/lib/batch-while-busy.ts";
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

/** Bookings of a kind waiting for their batch, and the batches' turns. */
interface KindTurns {
  waiting: Array<{ asked: BookingAsked; resolve: (outcome: BatchOutcome) => void; reject: (error: unknown) => void }>;
  /** A transaction opened ahead that has not yet taken its bookings (at most one). */
  opened: boolean;
  /** Settles when the last batch given a turn has written its rows (before its commit) or failed. */
  last: Promise<void>;
}

/** At most this many bookings in one batch. */
const MAX_BATCH = 100;

/**
 * A kind's bookings taken in turns, a batch at a time: a batch takes every booking waiting
 * when its turn comes. While one batch is being written, the next one's transaction is
 * already opened (its BEGIN sent) and waits for its turn: under a flood, the BEGIN's round
 * trip overlaps the batch before it instead of coming after it (a batch of tours waited
 * about 5 of its 18 ms for its BEGIN, behind the event loop's answers to the batch before).
 * The batches still write one after another; a batch's turn comes once the one before has
 * written its rows, while that one commits (its locks held a moment more are the only
 * ones the next can wait on). One booking alone goes at once.
 */
function bookingBatches(db: Database) {
  const kinds = new Map<string, KindTurns>();
  return (kind: string, asked: BookingAsked) =>
    new Promise<BatchOutcome>((resolve, reject) => {
      let turns = kinds.get(kind);
      if (!turns) kinds.set(kind, (turns = { waiting: [], opened: false, last: Promise.resolve() }));
      turns.waiting.push({ asked, resolve, reject });
      if (!turns.opened) openTurn(db, turns);
    });
}

function openTurn(db: Database, turns: KindTurns) {
  turns.opened = true;
  const before = turns.last;
  let written!: () => void;
  turns.last = new Promise<void>((resolve) => (written = resolve));
  let batch: KindTurns["waiting"] = [];
  const now = new Date();
  const taken = db.transaction(async (tx) => {
    await before;
    // Its turn: it takes what waits; what comes from now on opens the next turn.
    turns.opened = false;
    batch = turns.waiting.splice(0, MAX_BATCH);
    if (turns.waiting.length > 0) openTurn(db, turns);
    const outcomes = batch.length > 0 ? await takeIn(tx, batch.map(({ asked }) => asked), now) : [];
    // Written: the next batch may count its places while this one commits.
    written();
    return outcomes;
  });
  void taken.then(
    // Written already (above), once its rows were.
    (outcomes) => answer(batch, fulfilled(committedOutcomes(outcomes))),
    async (error: unknown) => {
      // Failed before its rows were written (or at its commit): the next batch's turn.
      written();
      if (batch.length === 0) {
        // The transaction did not open: the bookings waiting for it fail (as a failed batch's).
        turns.opened = false;
        batch = turns.waiting.splice(0);
      }
      // A row the database refused (a data or integrity error): nothing of the batch was
      // written, so each booking is tried on its own and only that one fails.
      if (batch.length < 2 || !/^2[23]/.test(postgresErrorCode(error) ?? "")) return answer(batch, batch.map(() => ({ status: "rejected", reason: error })));
      answer(batch, await Promise.allSettled(batch.map(async ({ asked }) => (await takeTogether(db, [asked]))[0]!)));
    },
  );
}

function answer(batch: KindTurns["waiting"], outcomes: Outcomes<BatchOutcome>) {
  batch.forEach(({ resolve, reject }, i) => {
    const outcome = outcomes[i];
    if (outcome?.status === "fulfilled") resolve(outcome.value);
    else reject(outcome ? outcome.reason : new Error("batch gave no outcome"));
  });
}

const fulfilled = <T>(values: T[]): Outcomes<T> => values.map((value) => ({ status: "fulfilled", value }));

/** One kind's bookings in a transaction of their own (a booking tried again alone). */
async function takeTogether(db: Database, batch: BookingAsked[]): Promise<BatchOutcome[]> {
  const now = new Date();
  return committedOutcomes(await db.transaction((tx) => takeIn(tx, batch, now)));
}

/** The refusals' facts are read from now on (refusalOf): their transaction has committed. */
function committedOutcomes(outcomes: Array<Decided | Refused>): BatchOutcome[] {
  const committed = performance.now();
  return outcomes.map((outcome) => ("verdict" in outcome ? { ...outcome, committed } : outcome));
}

/** One kind's bookings in a transaction: their tokens spent, their places locked and counted in one call (takePlaces), the ones that fit written in one insert. */
async function takeIn(tx: Transaction, batch: BookingAsked[], now: Date): Promise<Array<Decided | Refused>> {
  const table = TABLES[batch[0]!.place.kind];
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
}

/** A transaction's handle, as db.transaction gives it. */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

function failure(message: string): never {
  throw new Error(message);
}
