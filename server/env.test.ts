import { describe, expect, it } from "vitest";
import { DEFAULT_SPEED, speedSwitches } from "#app/config/speed.ts";
import { DEFAULT_RETENTION, retentionMonths } from "#app/config/privacy.ts";
import { EnvError, parseEnv } from "./env.ts";

describe("environment", () => {
  it("has defaults for a fresh checkout", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads PORT, HOST and DATABASE_URL", () => {
    const env = parseEnv({ PORT: "8080", HOST: "127.0.0.1", DATABASE_URL: "postgres://u@db:5432/site" });
    expect(env).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", DATABASE_URL: "postgres://u@db:5432/site" });
  });

  it.each([
    [{ PORT: "abc" }, /PORT must be a whole number from 1 to 65535 \(got "abc"\)/],
    [{ PORT: "70000" }, /PORT must be a whole number/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ CHALLENGE_SECRET: "short" }, /CHALLENGE_SECRET must be at least 32 characters/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
    [{ SPEED_SCRIPTS_AFTER_PAINT: "no" }, /SPEED_SCRIPTS_AFTER_PAINT .*"on"\|"off" \(got "no"\)/],
    [{ RETENTION_ENQUIRY_MONTHS: "a year" }, /RETENTION_ENQUIRY_MONTHS must be a whole number of months from 1 to 600 \(got "a year"\)/],
    [{ RETENTION_ADMISSION_MONTHS: "0" }, /RETENTION_ADMISSION_MONTHS must be a whole number of months/],
    [{ RETENTION_CAREERS_MONTHS: "601" }, /RETENTION_CAREERS_MONTHS must be a whole number of months/],
  ])("names the variable of a bad value: %o", (env, message) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(message);
  });

  it("never prints the value of a secret", () => {
    for (const [name, value] of [
      ["DATABASE_URL", "mysql://admin:hunter2-password@db/site"],
      ["CHALLENGE_SECRET", "hunter2-short"],
    ] as const) {
      let message = "";
      try {
        parseEnv({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(name);
      expect(message).not.toContain("hunter2");
    }
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads the speed switches, each one's default when unset", () => {
    expect(speedSwitches(parseEnv({}))).toEqual(DEFAULT_SPEED);
    expect(speedSwitches(parseEnv({ SPEED_SCRIPTS_AFTER_PAINT: "off", SPEED_COALESCE_CHUNKS: "off" }))).toEqual({
      ...DEFAULT_SPEED,
      scriptsAfterPaint: false,
      coalesceChunks: false,
    });
  });

  it("reads the retention periods, 12, 36 and 12 months when unset", () => {
    expect(retentionMonths(parseEnv({}))).toEqual({ enquiry: 12, admission: 36, careers: 12 });
    expect(DEFAULT_RETENTION).toEqual({ enquiry: 12, admission: 36, careers: 12 });
    expect(
      retentionMonths(parseEnv({ RETENTION_ENQUIRY_MONTHS: "18", RETENTION_ADMISSION_MONTHS: "60", RETENTION_CAREERS_MONTHS: "6" })),
    ).toEqual({ enquiry: 18, admission: 60, careers: 6 });
    expect(retentionMonths(parseEnv({ RETENTION_CAREERS_MONTHS: "24" }))).toEqual({ ...DEFAULT_RETENTION, careers: 24 });
  });
});
