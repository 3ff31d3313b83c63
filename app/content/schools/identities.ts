// The few facts about each school that cards elsewhere on the site show (crest, town,
// address, map link). Small on purpose: components may import it without pulling the
// schools' full texts into the browser. The content modules take these from here.
import type { Localized } from "../localized.ts";
import type { Crest } from "./types.ts";

export interface SchoolIdentity {
  crest: Crest;
  town: Localized;
  address: Localized;
  mapsUrl: string;
}

/** A map search for the school's address: derived, so it always matches the address shown. */
function identity(facts: Omit<SchoolIdentity, "mapsUrl">): SchoolIdentity {
  return {
    ...facts,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(facts.address.en)}`,
  };
}

export const schoolIdentities: Record<1 | 2 | 3 | 4 | 5 | 6, SchoolIdentity> = {
  1: identity({
    // viswa
    crest: { primary: "#1d5c3a", secondary: "#e8b03a", initial: { en: "V", te: "వి" }, motif: "tree" },
    town: { en: "Wargal, Siddipet district", te: "వర్గల్, సిద్దిపేట జిల్లా" },
    address: {
      en: "Main Road, near Saraswathi Temple, Wargal, Siddipet district, Telangana 502279",
      te: "మెయిన్ రోడ్, సరస్వతి ఆలయం దగ్గర, వర్గల్, సిద్దిపేట జిల్లా, తెలంగాణ 502279",
    },
  }),
  2: identity({
    // maa
    crest: { primary: "#8c1d40", secondary: "#f3c465", initial: { en: "M", te: "మా" }, motif: "book" },
    town: { en: "New Town, Mahabubnagar", te: "న్యూ టౌన్, మహబూబ్‌నగర్" },
    address: { en: "New Town, Mahabubnagar, Telangana 509001", te: "న్యూ టౌన్, మహబూబ్‌నగర్, తెలంగాణ 509001" },
  }),
  3: identity({
    // santhi
    crest: { primary: "#0b5d6b", secondary: "#f29e4c", initial: { en: "S", te: "శా" }, motif: "sun" },
    town: { en: "Nagole, Hyderabad", te: "నాగోల్, హైదరాబాద్" },
    address: { en: "Bandlaguda Road, Nagole, Hyderabad, Telangana 500068", te: "బండ్లగూడ రోడ్, నాగోల్, హైదరాబాద్, తెలంగాణ 500068" },
  }),
  4: identity({
    // lumbini
    crest: { primary: "#7a3a0e", secondary: "#f6d58e", initial: { en: "L", te: "లు" }, motif: "lamp" },
    town: { en: "Padmavathi Colony, Mahabubnagar", te: "పద్మావతి కాలనీ, మహబూబ్‌నగర్" },
    address: { en: "Padmavathi Colony, Mahabubnagar, Telangana 509001", te: "పద్మావతి కాలనీ, మహబూబ్‌నగర్, తెలంగాణ 509001" },
  }),
  5: identity({
    // prism
    crest: { primary: "#1e4fa8", secondary: "#7fd1e8", initial: { en: "P", te: "ప్రి" }, motif: "star" },
    town: { en: "ManiKonda campus, Hyderabad", te: "మణికొండ క్యాంపస్, హైదరాబాద్" },
    address: {
      en: "ManiKonda Campus, Puppalaguda Road, ManiKonda, Hyderabad, Telangana 500089",
      te: "మణికొండ క్యాంపస్, పుప్పాలగూడ రోడ్, మణికొండ, హైదరాబాద్, తెలంగాణ 500089",
    },
  }),
  6: identity({
    // queens
    crest: { primary: "#4b2272", secondary: "#d9b54a", initial: { en: "Q", te: "క్వీ" }, motif: "crown" },
    town: { en: "SriNagar Colony, Yousufguda, Hyderabad", te: "శ్రీనగర్ కాలనీ, యూసుఫ్‌గూడ, హైదరాబాద్" },
    address: {
      en: "Plot 12, SriNagar Colony Main Road, Yousufguda, Hyderabad, Telangana 500073",
      te: "ప్లాట్ 12, శ్రీనగర్ కాలనీ మెయిన్ రోడ్, యూసుఫ్‌గూడ, హైదరాబాద్, తెలంగాణ 500073",
    },
  }),
};

export function getSchoolIdentity(id: number): SchoolIdentity | undefined {
  return (schoolIdentities as Record<number, SchoolIdentity | undefined>)[id];
}
