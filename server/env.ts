// The environment, validated once at start. A bad value stops the process with a
// message naming the variable (and the value, unless it is a secret), instead of
// failing later in some request.
import { z } from "zod";
import { SPEED_VARIABLES } from "#app/config/speed.ts";
import { site } from "#app/config/site.ts";
import { groupFirstVersion } from "#app/content/group/first-version.ts";

const port = z
  .string()
  .regex(/^\d+$/, "must be a whole number from 1 to 65535")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, "must be a whole number from 1 to 65535");

/** A retention period (app/config/privacy.ts): whole months, at most 50 years. */
const months = z
  .string()
  .regex(/^\d+$/, "must be a whole number of months from 1 to 600")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 600, "must be a whole number of months from 1 to 600")
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1, "must not be empty").optional(),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a PostgreSQL URL such as postgres://user@host:5432/db")
    .optional(),
  DATABASE_POOL_SIZE: z
    .string()
    .regex(/^\d+$/, "must be a whole number from 1 to 100")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, "must be a whole number from 1 to 100")
    .default(10),
  CHALLENGE_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How many proxies in front of the server set X-Forwarded-For / -Proto (0: none, trust nothing). */
  TRUST_PROXY: z
    .string()
    .regex(/^\d+$/, "must be the number of proxies in front of the server (0 for none)")
    .transform(Number)
    .refine((n) => n <= 10, "must be the number of proxies in front of the server (0 for none)")
    .default(0),
  /**
   * After SIGTERM, how long new requests still get a 503 (and /readyz says not ready)
   * before the listener closes. Behind a load balancer, make it longer than its health
   * check interval so that it stops sending traffic before the close.
   */
  SHUTDOWN_DRAIN_MS: z
    .string()
    .regex(/^\d+$/, "must be a whole number of milliseconds")
    .transform(Number)
    .refine((n) => n <= 60_000, "must be at most 60000")
    .default(1000),
  /** How long a rendered page is reused (0 renders every request). */
  PAGE_CACHE_SECONDS: z
    .string()
    .regex(/^\d+$/, "must be a whole number of seconds (0 turns the cache off)")
    .transform(Number)
    .default(60),
  /** Accepted POSTs per minute, per visitor IP address and endpoint (0 turns the limit off). */
  RATE_LIMIT_PER_MINUTE: z
    .string()
    .regex(/^\d+$/, "must be a whole number (0 turns the limit off)")
    .transform(Number)
    .default(10),
  /**
   * Where e-mail goes out (nodemailer's URL: smtp://user:pass@host:587, smtps://…:465).
   * Unset: the e-mails of each submission wait in the outbox until it is set (decision 0016).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an SMTP URL such as smtp://user:password@mail.example.org:587")
    .optional(),
  /** The From of every e-mail the site sends. */
  MAIL_FROM: z.string().min(3, "must be an address such as Vidyanjali Schools <admissions@vidyanjalischools.in>").default(`${site.name} <${groupFirstVersion.email}>`),
  /**
   * How often the mail sender looks for messages that are due: retries, and submissions
   * another instance stored. One stored by this instance wakes it at once.
   */
  MAIL_POLL_SECONDS: z
    .string()
    .regex(/^\d+$/, "must be a whole number of seconds from 1 to 3600")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 3600, "must be a whole number of seconds from 1 to 3600")
    .default(5),
  /** The site's public address, for the links in e-mails (the staff inbox's, the site's). */
  SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+$/, "must be an origin such as https://www.vidyanjalischools.in (no path)")
    .default(site.url),
  /** How long requests are kept (app/config/privacy.ts; unset: 12, 36 and 12 months); the privacy page says them. */
  RETENTION_ENQUIRY_MONTHS: months,
  RETENTION_ADMISSION_MONTHS: months,
  RETENTION_CAREERS_MONTHS: months,
  /** The speed machinery's switches (app/config/speed.ts); unset: the measured default. */
  SPEED_SCRIPTS_AFTER_PAINT: z.enum(SPEED_VARIABLES.SPEED_SCRIPTS_AFTER_PAINT).optional(),
  SPEED_COALESCE_CHUNKS: z.enum(SPEED_VARIABLES.SPEED_COALESCE_CHUNKS).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Variables whose value is never printed: a database URL carries its password. */
const SECRETS = new Set(["DATABASE_URL", "CHALLENGE_SECRET", "SMTP_URL"]);

export class EnvError extends Error {}

/** Parses the environment; empty strings count as unset. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return SECRETS.has(name) ? `  ${name} ${issue.message}` : `  ${name} ${issue.message} (got ${JSON.stringify(source[name])})`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
