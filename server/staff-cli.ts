// npm run staff:add -- --email E --role admin            a group admin
// npm run staff:add -- --email E --role staff --school CODE   a school's office
// The password is asked at a prompt, twice, and never taken as an argument (it would stay
// in the shell's history and the process list). Without a terminal, the first line of
// standard input is the password, so a script can pipe it in.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { SCHOOL_CODES } from "#app/config/enumerations.ts";
import { addAccount, type AccountProblem } from "#app/office/sign-in/accounts.server.ts";
import type { StaffRole } from "#app/office/sign-in/staff-member.ts";
import { PASSWORD_LENGTH } from "#app/office/sign-in/passwords.server.ts";
import { parseEnv } from "./env.ts";
import { openMigratedDatabase } from "./start.ts";

const USAGE = `usage: npm run staff:add -- --email E --role admin
       npm run staff:add -- --email E --role staff --school CODE   (CODE: ${SCHOOL_CODES.join(", ")})`;

const PROBLEMS: Record<AccountProblem, string> = {
  email: "That is not an e-mail address.",
  role: "--role is admin (the group) or staff (one school).",
  school: `School staff need --school, one of: ${SCHOOL_CODES.join(", ")}; a group admin has none.`,
  tooShort: `The password must have at least ${PASSWORD_LENGTH.min} characters.`,
  tooLong: `The password may have at most ${PASSWORD_LENGTH.max} characters.`,
  taken: "An account with that e-mail already exists.",
};

/** One line typed at the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    let typed = "";
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        if (char === "\u0003") {
          input.setRawMode(false);
          reject(new Error("cancelled"));
          return;
        }
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else typed += char;
      }
    };
    input.on("data", onData);
  });
}

/** The first line of standard input (a script's pipe). */
function firstLine(): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    let done = false;
    lines.once("line", (line) => {
      done = true;
      lines.close();
      resolve(line);
    });
    lines.once("close", () => {
      if (!done) resolve("");
    });
  });
}

async function password(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  for (;;) {
    const first = await askHidden(`Password (${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} characters): `);
    const again = await askHidden("The same password again: ");
    if (first === again) return first;
    console.error("The two passwords differ; again, please.");
  }
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== "add") {
    console.error(USAGE);
    return 2;
  }
  let values;
  try {
    ({ values } = parseArgs({ args: rest, options: { email: { type: "string" }, role: { type: "string" }, school: { type: "string" } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.role) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(process.env);
  const connection = await openMigratedDatabase(env);
  try {
    const result = await addAccount(connection.db, {
      email: values.email,
      role: values.role as StaffRole,
      schoolCode: values.school,
      password: await password(),
    });
    if (!result.ok) {
      console.error(PROBLEMS[result.problem]);
      return 1;
    }
    const { member } = result;
    console.log(`Added ${member.email}: ${member.role === "admin" ? "group admin" : `staff of ${member.schoolCode}`}. Sign in at /staff.`);
    return 0;
  } finally {
    await connection.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
