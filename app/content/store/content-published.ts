// A word from the publishing path to whoever holds the published content in this process
// (server/entry.ts wires its memory here): after a publish or a roll-back commits, the
// publisher's own instance reloads at once, before the editor is answered; the other
// instances hear of it through NOTIFY (server/content-changes.ts).
import type { ContentKey } from "./content-keys.ts";

type Listener = (keys: ContentKey[]) => Promise<unknown>;

const listeners = new Set<Listener>();

/** Listens for published documents; returns the way to stop listening. */
export function onContentPublished(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Documents were published: resolves once every listener has taken them in (its failures are its own). */
export async function contentPublished(keys: ContentKey[]): Promise<void> {
  await Promise.allSettled([...listeners].map((listener) => listener(keys)));
}
