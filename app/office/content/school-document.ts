// What an office may change of its school's page (issue 28): every text of SchoolContent
// a school would change, in English and Telugu, as a zod schema. The rest of the document
// (id, code, crest, keywords, meta description) is kept as it is. Photos are chosen from
// the school's library by id (the hero, the principal's, a gallery of up to 12); the
// document keeps what the page needs of each (its files, size and alt text), so a version
// shows the very photos it was published with.
// A draft may leave texts empty (publishing asks for both languages: school-form.ts
// `missingTexts`); what is written must fit its limit, be plain text (no <tag> markup:
// the pages render text, and nothing typed may look like it could become markup), and a
// phone, e-mail or link must be one (phone and e-mail by the forms' own rules).
import { z } from "zod";
import type { PhotoView } from "#app/content/photo.ts";
import type { FeatureIcon, SchoolContent } from "#app/content/schools/types.ts";
import { email, phone } from "#app/forms/validation/fields.ts";
import type { MessageKey } from "#app/i18n/lookup.ts";

/** The most characters each text may hold (each language alike). */
export const LIMITS = {
  name: 80,
  shortName: 40,
  place: 40,
  town: 80,
  intro: 500,
  motto: 120,
  mottoDescription: 600,
  description: 1200,
  vision: 400,
  missionStatement: 400,
  objective: 250,
  featureTitle: 60,
  featureDescription: 300,
  principalName: 80,
  greeting: 80,
  paragraph: 700,
  closing: 80,
  signature: 120,
  invitation: 500,
  joinUsText: 500,
  videoTitle: 100,
  address: 200,
  mapQuery: 200,
  /** A pasted link (YouTube, Google Maps). */
  link: 500,
} as const;

export const PARAGRAPHS = { min: 3, max: 4 } as const;
export const MAX_VIDEOS = 6;
export const MAX_GALLERY = 12;

/** What the pages' icons may be (types.ts FeatureIcon), in the order the editor offers them. */
export const FEATURE_ICONS = [
  "BookOpen",
  "FlaskConical",
  "Microscope",
  "Laptop",
  "Cpu",
  "Languages",
  "Globe",
  "Trophy",
  "Music",
  "Palette",
  "Bus",
  "ShieldCheck",
  "Users",
  "HeartHandshake",
  "Sprout",
  "GraduationCap",
] as const satisfies readonly FeatureIcon[];

/**
 * A video the office has not supplied yet (the modules' placeholder): the editor shows its
 * link as empty, and an empty link is kept as this, so the page draws it as it always has.
 */
export const VIDEO_TO_COME = "REPLACE-WITH-VIDEO-ID";

export type ProblemKey = Extract<MessageKey, `staffContent.problems.${string}` | `validation.${string}`>;
const problem = (key: ProblemKey) => ({ error: key });

/**
 * A text as it is kept: NUL characters dropped (PostgreSQL cannot hold them), line breaks
 * and runs of spaces as one space (each text is one paragraph on the page), trimmed.
 */
export const tidyText = (text: string) => text.replaceAll("\u0000", "").replace(/\s+/g, " ").trim();

/** Characters as the editor counts them (the counter beside each field, and the limit): those kept. */
export const charCount = (text: string) => [...tidyText(text)].length;

/** Anything that reads as an HTML tag or comment: <b>, </p>, <script …>, <!-- -->. */
const MARKUP = /<\s*[/!?]?\s*[A-Za-z][^>]*>|<!--/;

/** A plain text, tidied, at most `max` characters. */
export function plainText(max: number) {
  return z
    .string(problem("staffContent.problems.tooLong"))
    .overwrite(tidyText)
    .refine((value) => !MARKUP.test(value), { ...problem("staffContent.problems.markup"), abort: true })
    .refine((value) => charCount(value) <= max, { ...problem("staffContent.problems.tooLong"), params: { max } });
}

export const localizedText = (max: number) => z.object({ en: plainText(max), te: plainText(max) });

/** A field that may be left empty in a draft; when written, `rule` holds (its first problem is the field's). */
export function emptyOr(rule: z.ZodType<string, string>) {
  return z.string().transform((typed, context) => {
    const value = typed.trim();
    if (value === "") return "";
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? ("staffContent.problems.tooLong" satisfies ProblemKey) });
    return z.NEVER;
  });
}

/** The 11-character id of a YouTube video, from the id itself or any of YouTube's addresses for it. */
export function youtubeIdOf(typed: string): string | undefined {
  const text = typed.trim();
  if (/^[\w-]{11}$/.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.replace(/^(www|m)\./, "");
  const id =
    host === "youtu.be"
      ? url.pathname.split("/")[1]
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? url.pathname === "/watch"
          ? url.searchParams.get("v")
          : /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)?.[1]
        : undefined;
  return id && /^[\w-]{11}$/.test(id) ? id : undefined;
}

/** A video's link: its id, or VIDEO_TO_COME when left empty. */
const videoLink = z
  .string()
  .trim()
  .max(LIMITS.link, problem("staffContent.problems.youtube"))
  .transform((typed, context) => {
    if (typed === "") return VIDEO_TO_COME;
    const id = youtubeIdOf(typed);
    if (id) return id;
    context.addIssue({ code: "custom", message: "staffContent.problems.youtube" satisfies ProblemKey });
    return z.NEVER;
  });

/** An https address on one of `places` (a host and the start of its path): nothing else can become a link. */
export function httpsLink(key: ProblemKey, places: ReadonlyArray<readonly [host: string, path: string]>) {
  return z
    .string()
    .trim()
    .max(LIMITS.link, problem(key))
    .refine((typed) => {
      try {
        const url = new URL(typed);
        return url.protocol === "https:" && !url.username && !url.password && places.some(([host, path]) => url.hostname === host && url.pathname.startsWith(path));
      } catch {
        return false;
      }
    }, problem(key))
    .transform((typed) => new URL(typed).href);
}

/** The school's YouTube channel. */
export const youtubeChannelUrl = () =>
  httpsLink("staffContent.problems.channel", [
    ["www.youtube.com", "/"],
    ["youtube.com", "/"],
    ["m.youtube.com", "/"],
  ]);

/** A Google Maps address: a place, a search or a shared short link. */
export const googleMapsUrl = () =>
  httpsLink("staffContent.problems.mapsUrl", [
    ["www.google.com", "/maps"],
    ["google.com", "/maps"],
    ["www.google.co.in", "/maps"],
    ["maps.google.com", "/"],
    ["maps.app.goo.gl", "/"],
    ["goo.gl", "/maps"],
  ]);

/** A photo's id as the library names it (a UUID). */
const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One photo chosen from the library, or none (""). */
export const photoChoice = z
  .string()
  .trim()
  .refine((id) => id === "" || PHOTO_ID.test(id), problem("staffContent.problems.photoGone"));

/** The gallery's photos, as the form sends them (ids apart by spaces), each once, in order. */
const galleryChoice = z
  .string()
  .transform((ids) => [...new Set(ids.split(/\s+/).filter((id) => id !== ""))])
  .refine((ids) => ids.every((id) => PHOTO_ID.test(id)), problem("staffContent.problems.photoGone"))
  .refine((ids) => ids.length <= MAX_GALLERY, { ...problem("staffContent.problems.galleryTooMany"), params: { max: MAX_GALLERY } });

const feature = z.object({
  title: localizedText(LIMITS.featureTitle),
  description: localizedText(LIMITS.featureDescription),
  icon: z.enum(FEATURE_ICONS, problem("staffContent.problems.icon")),
});

const objective = localizedText(LIMITS.objective);

/**
 * The school's page as its office edits it. Paragraphs and videos come as the editor's
 * slots (an empty one is dropped afterwards, school-form.ts), so a problem names the slot
 * the editor sees.
 */
export const schoolDocumentSchema = z.object({
  name: localizedText(LIMITS.name),
  shortName: localizedText(LIMITS.shortName),
  place: localizedText(LIMITS.place),
  town: localizedText(LIMITS.town),
  hero: z.object({ intro: localizedText(LIMITS.intro), image: photoChoice }),
  motto: localizedText(LIMITS.motto),
  mottoDescription: localizedText(LIMITS.mottoDescription),
  description: localizedText(LIMITS.description),
  vision: localizedText(LIMITS.vision),
  mission: z.object({
    statement: localizedText(LIMITS.missionStatement),
    objectives: z.tuple([objective, objective, objective, objective]),
  }),
  features: z.tuple([feature, feature, feature, feature, feature]),
  principal: z.object({
    name: localizedText(LIMITS.principalName),
    greeting: localizedText(LIMITS.greeting),
    paragraphs: z.array(localizedText(LIMITS.paragraph)).max(PARAGRAPHS.max),
    closing: localizedText(LIMITS.closing),
    signature: localizedText(LIMITS.signature),
    picture: photoChoice,
  }),
  gallery: galleryChoice,
  invitation: localizedText(LIMITS.invitation),
  joinUs: z.object({
    text: localizedText(LIMITS.joinUsText),
    phone: emptyOr(phone()),
    email: emptyOr(email()),
  }),
  videos: z.array(z.object({ title: localizedText(LIMITS.videoTitle), youtubeId: videoLink })).max(MAX_VIDEOS),
  channelUrl: emptyOr(youtubeChannelUrl()),
  map: z.object({
    query: plainText(LIMITS.mapQuery),
    address: localizedText(LIMITS.address),
    mapsUrl: emptyOr(googleMapsUrl()),
  }),
});

export type EditedSchool = z.output<typeof schoolDocumentSchema>;

/**
 * The document with the office's edits: what they do not edit (id, crest, keywords…) stays
 * as `base` has it; a chosen photo is the one `photos` holds under its id (every id chosen
 * must be there: saveSchoolPage checks them against the library first).
 */
export function withEdits(base: SchoolContent, edited: EditedSchool, photos: ReadonlyMap<string, PhotoView> = new Map()): SchoolContent {
  const blank = (text: { en: string; te: string }) => text.en === "" && text.te === "";
  const photo = (id: string) => (id === "" ? null : (photos.get(id) ?? null));
  return {
    ...base,
    name: edited.name,
    shortName: edited.shortName,
    place: edited.place,
    town: edited.town,
    hero: { intro: edited.hero.intro, image: photo(edited.hero.image) },
    motto: edited.motto,
    mottoDescription: edited.mottoDescription,
    description: edited.description,
    vision: edited.vision,
    mission: edited.mission,
    features: edited.features,
    principal: { ...edited.principal, paragraphs: edited.principal.paragraphs.filter((paragraph) => !blank(paragraph)), picture: photo(edited.principal.picture) },
    // A document from before galleries had none: it stays without one until one is chosen.
    ...(base.gallery || edited.gallery.length > 0 ? { gallery: edited.gallery.flatMap((id) => photos.get(id) ?? []) } : {}),
    invitation: edited.invitation,
    joinUs: edited.joinUs,
    videos: edited.videos.filter((video) => !(blank(video.title) && video.youtubeId === VIDEO_TO_COME)),
    channelUrl: edited.channelUrl === "" ? null : edited.channelUrl,
    map: edited.map,
  };
}
