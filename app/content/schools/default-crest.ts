// Its own module so that components can draw it without pulling in any school's texts.
import type { Crest } from "./types.ts";

/** The crest of a school without its own: ink blue with an open book and the group's initial. */
export const defaultCrest: Crest = {
  primary: "#1e3a5f",
  secondary: "#d9a441",
  initial: { en: "V", te: "వి" },
  motif: "book",
};
