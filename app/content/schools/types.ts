// The fixed per-school content (spec section 3) that the /school/{id} page shows for ids 1-6.
import type { Localized } from "../localized.ts";
import type { PhotoView } from "../photo.ts";

/** Names of the lucide-react icons a feature card may use. */
export type FeatureIcon =
  | "BookOpen"
  | "FlaskConical"
  | "Trophy"
  | "Music"
  | "Bus"
  | "ShieldCheck"
  | "Laptop"
  | "Users"
  | "Globe"
  | "Palette"
  | "HeartHandshake"
  | "Microscope"
  | "Languages"
  | "Sprout"
  | "GraduationCap"
  | "Cpu";

export interface SchoolVideo {
  title: Localized;
  youtubeId: string;
}

/** One 'Why Choose {school}' card. */
export interface Feature {
  title: Localized;
  description: Localized;
  icon: FeatureIcon;
}

export type CrestMotif = "book" | "lamp" | "tree" | "star" | "sun" | "crown";

export interface Crest {
  /** Shield colour (hex); white text on it reaches at least 4.5:1. */
  primary: string;
  /** Border and accent colour (hex). */
  secondary: string;
  initial: Localized;
  motif: CrestMotif;
}

export interface PrincipalLetter {
  name: Localized;
  greeting: Localized;
  /** Three or four paragraphs; the last one is shown in italics. */
  paragraphs: Localized[];
  closing: Localized;
  signature: Localized;
  /** From the school's photo library (issue 28); none: the page shows the initials. */
  picture: PhotoView | null;
}

export interface SchoolContent {
  id: 1 | 2 | 3 | 4 | 5 | 6;
  code: "viswa" | "maa" | "santhi" | "lumbini" | "prism" | "queens";
  name: Localized;
  /** e.g. "Viswa Bharathi". */
  shortName: Localized;
  /** Used in the page title '{school} - {provider} | Quality Education in {place}'. */
  place: Localized;
  /** The full town line, e.g. "Wargal, Siddipet district". */
  town: Localized;
  metaDescription: Localized;
  /** English only. */
  keywords: string[];
  crest: Crest;
  /** `image`: the school's photo from its library (issue 28); none: the page keeps its drawing. */
  hero: { intro: Localized; image: PhotoView | null };
  motto: Localized;
  mottoDescription: Localized;
  description: Localized;
  vision: Localized;
  mission: { statement: Localized; objectives: [Localized, Localized, Localized, Localized] };
  features: [Feature, Feature, Feature, Feature, Feature];
  principal: PrincipalLetter;
  /** A closing invitation to visit. */
  invitation: Localized;
  /** The admission office of the school. */
  joinUs: { text: Localized; phone: string; email: string };
  /** One video for schools 1-4, three for school 5, six titled videos for school 6. */
  videos: SchoolVideo[];
  /** The YouTube channel for schools 5 and 6, null otherwise. */
  channelUrl: string | null;
  /**
   * Up to 12 photos from the school's library, in the order shown (issue 28); none: no
   * gallery. Absent from the documents written before there was one.
   */
  gallery?: PhotoView[];
  /** `query` is the address text an embedded Google map searches for. */
  map: { query: string; address: Localized; mapsUrl: string };
}
