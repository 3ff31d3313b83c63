// The group's facts on the server: the version group admins published (issue 28), once the
// server has loaded it (`setPublishedGroup`, server/entry.ts), else the first version (what
// tests without a server read). The one place that knows where the facts come from; a
// component reads them from the root loader's data (./group-facts.tsx).
import { groupFirstVersion } from "./first-version.ts";
import type { GroupFacts, PublicGroupFacts } from "./types.ts";

let published: (() => GroupFacts | undefined) | undefined;

/** The group's facts as published. */
export function getGroupFacts(): GroupFacts {
  return published?.() ?? groupFirstVersion;
}

/** What the root loader gives every page (components rendered in the browser read it there). */
export function publicGroupFacts(): PublicGroupFacts {
  const { admissions: _admissions, ...facts } = getGroupFacts();
  return facts;
}

/** Where the published facts are read from (server/entry.ts: the content in memory); undefined: the first version. */
export function setPublishedGroup(source: (() => GroupFacts | undefined) | undefined): void {
  published = source;
}

export type * from "./types.ts";
