// The fixed content of schools 1-6, looked up by school id, and the generic defaults.
import { lumbini } from "./lumbini.ts";
import { maa } from "./maa.ts";
import { prism } from "./prism.ts";
import { queens } from "./queens.ts";
import { santhi } from "./santhi.ts";
import type { SchoolContent } from "./types.ts";
import { viswa } from "./viswa.ts";

export const schoolContents: Record<number, SchoolContent> = {
  1: viswa,
  2: maa,
  3: santhi,
  4: lumbini,
  5: prism,
  6: queens,
};

/**
 * The content of school `id`, or undefined for ids without their own: the version its
 * office published (issue 28), once the server has loaded them (`setPublishedSchools`),
 * else the module's (the first version, and what tests without a server read).
 */
export function getSchoolContent(id: number): SchoolContent | undefined {
  return published?.(id) ?? (Object.hasOwn(schoolContents, id) ? schoolContents[id] : undefined);
}

let published: ((id: number) => SchoolContent | undefined) | undefined;

/** Where the published schools are read from (server/entry.ts: the content in memory); undefined: the modules. */
export function setPublishedSchools(source: ((id: number) => SchoolContent | undefined) | undefined): void {
  published = source;
}

export { viswa, maa, santhi, lumbini, prism, queens };
export * from "./defaults.ts";
export type * from "./types.ts";
