// Message lookup by dotted key ("validation.email") in a catalogue object. Imports no
// catalogue itself, so the browser bundle carries only the catalogue it was sent.
import type { Messages } from "./en/index.ts";
import { fillTemplate } from "./template.ts";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type ValidationKey = Extract<MessageKey, `validation.${string}`>;

/** The message at `key` in `messages` (a whole catalogue, or some of its sections). */
export function lookupMessage(messages: Partial<Messages>, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function message(messages: Messages, key: MessageKey, params?: Record<string, string | number>): string {
  return fillTemplate(lookupMessage(messages, key) ?? key, params);
}
