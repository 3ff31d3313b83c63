// The group's facts in a component: the root layout (app/root.tsx) provides what its loader
// read from the published document, so the server's HTML and the hydrated page agree.
// Without a provider (a component rendered alone in a test): the first version.
import { createContext, useContext, type ReactNode } from "react";
import { groupFirstVersion } from "./first-version.ts";
import type { PublicGroupFacts } from "./types.ts";

const GroupFactsContext = createContext<PublicGroupFacts>(groupFirstVersion);

export function GroupFactsProvider({ facts, children }: { facts: PublicGroupFacts; children: ReactNode }) {
  return <GroupFactsContext.Provider value={facts}>{children}</GroupFactsContext.Provider>;
}

export function useGroupFacts(): PublicGroupFacts {
  return useContext(GroupFactsContext);
}
