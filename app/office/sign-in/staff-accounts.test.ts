// Staff accounts, sessions and sign-in on a real database (PGlite, and PostgreSQL when set).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "#database/client.ts";
import { staffAccounts, staffSessions } from "#database/schema.ts";
import { createTestDatabase, engines, type TestDatabase } from "../../../tests/support/test-database.ts";
import { addAccount, changePassword, disableAccount, enableAccount } from "./accounts.server.ts";
import { endOtherSessions, endSession, SESSION_LIMITS, sessionMember, startSession } from "./sessions.server.ts";
import { SIGN_IN_LIMIT } from "./password-guesses.server.ts";
import { signIn } from "./sign-in.server.ts";

const PASSWORD = "a long enough passphrase";
const HOUR = 60 * 60 * 1000;

describe.each(engines)("staff accounts and sessions on %s", (engine) => {
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await db().execute(sql`truncate staff_accounts, staff_sessions, sign_in_failures restart identity cascade`);
  });

  describe("adding an account", () => {
    it("keeps the address in lower case and the password only as an argon2id hash", async () => {
      const added = await addAccount(db(), { email: "  Office@Example.ORG ", role: "staff", schoolCode: "maa", password: PASSWORD });
      expect(added).toMatchObject({ ok: true, member: { email: "office@example.org", role: "staff", schoolCode: "maa" } });
      const [row] = await db().select().from(staffAccounts);
      expect(row!.email).toBe("office@example.org");
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.passwordHash).not.toContain(PASSWORD);
    });

    it.each([
      [{ email: "not-an-address", role: "admin", password: PASSWORD }, "email"],
      [{ email: "a@b.in", role: "owner", password: PASSWORD }, "role"],
      [{ email: "a@b.in", role: "staff", password: PASSWORD }, "school"],
      [{ email: "a@b.in", role: "staff", schoolCode: "nowhere", password: PASSWORD }, "school"],
      [{ email: "a@b.in", role: "admin", schoolCode: "maa", password: PASSWORD }, "school"],
      [{ email: "a@b.in", role: "admin", password: "eleven char" }, "tooShort"],
      [{ email: "a@b.in", role: "admin", password: "x".repeat(129) }, "tooLong"],
    ] as const)("refuses %o (%s) and writes nothing", async (account, problem) => {
      expect(await addAccount(db(), account as Parameters<typeof addAccount>[1])).toEqual({ ok: false, problem });
      expect(await db().select().from(staffAccounts)).toHaveLength(0);
    });

    it("takes 12 to 128 characters of any kind, counted as characters (Telugu too), and no second account per address", async () => {
      expect((await addAccount(db(), { email: "a@b.in", role: "admin", password: "పాస్‌వర్డ్ ఇది" })).ok).toBe(true);
      expect((await addAccount(db(), { email: "c@b.in", role: "admin", password: "x".repeat(128) })).ok).toBe(true);
      expect(await addAccount(db(), { email: "A@B.in", role: "admin", password: PASSWORD })).toEqual({ ok: false, problem: "taken" });
    });
  });

  describe("signing in", () => {
    beforeEach(async () => {
      await addAccount(db(), { email: "office@example.org", role: "admin", password: PASSWORD });
    });

    it("signs in with the right password, whatever the address's case, into a new session", async () => {
      const first = await signIn(db(), { email: "OFFICE@example.org", password: PASSWORD, address: "10.0.0.1" });
      const second = await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "10.0.0.1" });
      expect(first.ok && second.ok).toBe(true);
      if (!first.ok || !second.ok) return;
      expect(first.token).not.toBe(second.token);
      expect(first.token.length).toBeGreaterThanOrEqual(43);
      expect((await sessionMember(db(), first.token))?.email).toBe("office@example.org");
      // Only the token's hash is stored.
      const stored = await db().select().from(staffSessions);
      expect(stored.map((s) => s.tokenHash)).not.toContain(first.token);
    });

    it("answers an unknown address and a wrong password the same", async () => {
      const unknown = await signIn(db(), { email: "nobody@example.org", password: PASSWORD, address: "10.0.0.1" });
      const wrong = await signIn(db(), { email: "office@example.org", password: "not the password", address: "10.0.0.1" });
      expect(unknown).toEqual({ ok: false, reason: "invalid" });
      expect(wrong).toEqual(unknown);
    });

    it("takes about as long for an unknown address as for a wrong password (a hash is checked either way)", async () => {
      const time = async (email: string) => {
        const start = performance.now();
        await signIn(db(), { email, password: "not the password", address: "10.0.0.2" });
        return performance.now() - start;
      };
      await time("warm@example.org");
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 4; i++) {
        unknown.push(await time("nobody@example.org"));
        wrong.push(await time("office@example.org"));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      // Without the decoy hash an unknown address answers in a millisecond or two, against tens for a real check.
      expect(median(unknown)).toBeGreaterThan(median(wrong) / 3);
    });

    it("refuses a disabled account as it refuses a wrong password", async () => {
      const [account] = await db().select().from(staffAccounts);
      await disableAccount(db(), account!.id);
      expect(await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "10.0.0.1" })).toEqual({ ok: false, reason: "invalid" });
      await enableAccount(db(), account!.id);
      expect((await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "10.0.0.1" })).ok).toBe(true);
    });

    it("after ten failures for one account in 15 minutes, refuses that account where they came from, with the wait", async () => {
      const now = new Date("2026-11-24T10:00:00Z");
      const at = (ms: number) => new Date(now.getTime() + ms);
      for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) {
        await signIn(db(), { email: "office@example.org", password: "wrong password!", address: `10.0.1.${i}` }, at(i * 1000));
      }
      const refused = await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "10.0.1.3" }, at(60_000));
      expect(refused).toEqual({ ok: false, reason: "limited", retryAfterSeconds: 14 * 60 });
      // Another account from the same addresses is not slowed.
      await addAccount(db(), { email: "maa@example.org", role: "staff", schoolCode: "maa", password: PASSWORD });
      expect((await signIn(db(), { email: "maa@example.org", password: PASSWORD, address: "10.0.1.1" }, at(60_000))).ok).toBe(true);
      // Once the failures are 15 minutes old, the right password works again.
      expect((await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "10.0.1.3" }, at(15 * 60_000 + 10_000))).ok).toBe(true);
    });

    it("lets the member in from an address that has not failed for the account, however many failed elsewhere", async () => {
      const now = new Date("2026-11-24T10:00:00Z");
      const at = (ms: number) => new Date(now.getTime() + ms);
      // Someone who knows the address fails from twenty places, over and over.
      for (let i = 0; i < 2 * SIGN_IN_LIMIT.failures; i++) {
        await signIn(db(), { email: "office@example.org", password: "wrong password!", address: `198.51.100.${i}` }, at(i * 1000));
      }
      // The office's own address, where a colleague mistyped another account's password.
      await signIn(db(), { email: "colleague@example.org", password: "wrong password!", address: "203.0.113.9" }, at(30_000));
      expect((await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "203.0.113.9" }, at(60_000))).ok).toBe(true);
      // A wrong guess there counts, and from then on the account's limit holds there too, until the window passes.
      expect(await signIn(db(), { email: "office@example.org", password: "wrong password!", address: "203.0.113.10" }, at(61_000))).toEqual({ ok: false, reason: "invalid" });
      expect(await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "203.0.113.10" }, at(62_000))).toMatchObject({ ok: false, reason: "limited" });
      expect((await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "203.0.113.10" }, at(61_000 + 15 * 60_000 + 1000))).ok).toBe(true);
    });

    it("counts a wrong current password on the password page in the same counts as sign-in's", async () => {
      const now = new Date("2026-11-24T10:00:00Z");
      const [account] = await db().select().from(staffAccounts);
      const member = { id: account!.id, email: account!.email };
      const change = (current: string, address: string) =>
        changePassword(db(), member, { current, next: "a new long passphrase", repeated: "a new long passphrase", keepToken: undefined, address }, now);
      for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) expect(await change(`guess ${i}`, "10.0.2.1")).toEqual({ ok: false, problem: "wrongCurrent" });
      expect(await change(PASSWORD, "10.0.2.1")).toEqual({ ok: false, problem: "limited", retryAfterSeconds: 15 * 60 });
      expect(await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "10.0.2.1" }, now)).toMatchObject({ ok: false, reason: "limited" });
      // Sign-in's failures limit the password page too.
      for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) await signIn(db(), { email: `guess${i}@example.org`, password: "wrong password!", address: "10.0.2.2" }, now);
      expect(await change(PASSWORD, "10.0.2.2")).toMatchObject({ ok: false, problem: "limited" });
      expect(await change(PASSWORD, "10.0.2.3")).toEqual({ ok: true });
    });

    it("after ten failures from one address in 15 minutes, refuses that address only", async () => {
      const now = new Date("2026-11-24T10:00:00Z");
      for (let i = 0; i < SIGN_IN_LIMIT.failures; i++) {
        await signIn(db(), { email: `guess${i}@example.org`, password: "wrong password!", address: "203.0.113.5" }, now);
      }
      const refused = await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "203.0.113.5" }, now);
      expect(refused).toMatchObject({ ok: false, reason: "limited" });
      expect((await signIn(db(), { email: "office@example.org", password: PASSWORD, address: "203.0.113.6" }, now)).ok).toBe(true);
    });
  });

  describe("sessions", () => {
    let accountId: number;
    beforeEach(async () => {
      const added = await addAccount(db(), { email: "office@example.org", role: "staff", schoolCode: "prism", password: PASSWORD });
      accountId = added.ok ? added.member.id : 0;
    });

    it("end 12 hours after sign-in, however busy", async () => {
      const start = new Date("2026-11-24T06:00:00Z");
      const token = await startSession(db(), accountId, start);
      for (let hour = 1; hour < 12; hour++) {
        expect(await sessionMember(db(), token, new Date(start.getTime() + hour * HOUR))).toMatchObject({ id: accountId, schoolCode: "prism" });
      }
      expect(await sessionMember(db(), token, new Date(start.getTime() + 12 * HOUR))).toBeUndefined();
    });

    it("end after 2 hours without a request", async () => {
      const start = new Date("2026-11-24T06:00:00Z");
      const token = await startSession(db(), accountId, start);
      expect(await sessionMember(db(), token, new Date(start.getTime() + SESSION_LIMITS.idleMs - 60_000))).toBeDefined();
      const later = new Date(start.getTime() + 2 * SESSION_LIMITS.idleMs - 120_000);
      expect(await sessionMember(db(), token, later)).toBeDefined();
      expect(await sessionMember(db(), token, new Date(later.getTime() + SESSION_LIMITS.idleMs))).toBeUndefined();
    });

    it("end at sign-out, on the server", async () => {
      const token = await startSession(db(), accountId);
      await endSession(db(), token);
      expect(await sessionMember(db(), token)).toBeUndefined();
    });

    it("all end at once when the account is disabled", async () => {
      const tokens = [await startSession(db(), accountId), await startSession(db(), accountId)];
      expect(await disableAccount(db(), accountId)).toBe(true);
      for (const token of tokens) expect(await sessionMember(db(), token)).toBeUndefined();
      expect(await db().select().from(staffSessions).where(eq(staffSessions.accountId, accountId))).toHaveLength(0);
    });

    it("but the one kept end when the others are ended (a password change)", async () => {
      const kept = await startSession(db(), accountId);
      const other = await startSession(db(), accountId);
      await endOtherSessions(db(), accountId, kept);
      expect(await sessionMember(db(), kept)).toBeDefined();
      expect(await sessionMember(db(), other)).toBeUndefined();
    });

    it("know no made-up or overlong token", async () => {
      await startSession(db(), accountId);
      expect(await sessionMember(db(), "made-up")).toBeUndefined();
      expect(await sessionMember(db(), "x".repeat(10_000))).toBeUndefined();
      expect(await sessionMember(db(), undefined)).toBeUndefined();
    });
  });

  it("the database refuses an account whose role and school disagree, or an address not in lower case", async () => {
    const insert = (values: string) => queryRows(db(), sql.raw(`insert into staff_accounts (email, password_hash, role, school_code) values ${values}`));
    await expect(insert(`('a@b.in', 'x', 'staff', null)`)).rejects.toThrow();
    await expect(insert(`('a@b.in', 'x', 'admin', 'maa')`)).rejects.toThrow();
    await expect(insert(`('A@b.in', 'x', 'admin', null)`)).rejects.toThrow();
  });
});
