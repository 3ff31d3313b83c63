// The group's facts on the server: the version group admins published (issue 28), once the
// server has loaded it (`setPublishedGroup`, server/entry.ts), else the first version (what
// tests without a server read). The one place that knows where the facts come from; a
// component reads them from the root loader's data (./group-facts.tsx).
import { todayInIndia } from "#app/lib/india-date.ts";
import { groupFirstVersion } from "./first-version.ts";
import type { Banner, GroupFacts, PublicGroupFacts } from "./types.ts";

let published: (() => GroupFacts | undefined) | undefined;

/** The group's facts as published. */
export function getGroupFacts(): GroupFacts {
  return published?.() ?? groupFirstVersion;
}

/**
 * What the root loader gives every page (components rendered in the browser read it there):
 * the banner only on a day of its own, decided on the server with today in India (the page
 * cache keeps no copy past the India day it was rendered on: server/page-cache.ts).
 */
export function publicGroupFacts(now: Date = new Date()): PublicGroupFacts {
  const { admissions: _admissions, banner, ...facts } = getGroupFacts();
  return { ...facts, banner: banner && bannerShown(banner, now) ? banner : null };
}

/** Whether `banner` is shown at `now`: from its start to its end date in India, both included. */
export function bannerShown(banner: Banner, now: Date = new Date()): boolean {
  const today = todayInIndia(now);
  return banner.start <= today && today <= banner.end;
}

/** Where the published facts are read from (server/entry.ts: the content in memory); undefined: the first version. */
export function setPublishedGroup(source: (() => GroupFacts | undefined) | undefined): void {
  published = source;
}

export type * from "./types.ts";
