// The school page's editor as a form (issue 28): its sections and fields in the order the
// editor shows them (document-form.ts says how a form is read, filled and checked).
import { documentForm, textField as text, type FieldKey, type HintKey, type SectionSpec, type ValueSpec } from "./document-form.ts";
import { LIMITS, MAX_GALLERY, MAX_VIDEOS, PARAGRAPHS, schoolDocumentSchema, VIDEO_TO_COME } from "./school-document.ts";

const numbered = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));
/** A photo's id is 36 characters. */
const photo = (path: string, label: FieldKey): ValueSpec => ({ kind: "photo", path, label, hint: label as HintKey, max: 36, required: false });

export const SCHOOL_FORM: SectionSpec[] = [
  {
    key: "names",
    fields: [
      text("name", "name", LIMITS.name),
      text("shortName", "shortName", LIMITS.shortName, { hint: "shortName" }),
      text("place", "place", LIMITS.place, { hint: "place" }),
      text("town", "town", LIMITS.town),
    ],
  },
  { key: "top", fields: [text("hero.intro", "intro", LIMITS.intro), photo("hero.image", "heroPhoto")] },
  { key: "motto", fields: [text("motto", "motto", LIMITS.motto), text("mottoDescription", "mottoDescription", LIMITS.mottoDescription)] },
  {
    key: "about",
    fields: [
      text("description", "description", LIMITS.description),
      text("vision", "vision", LIMITS.vision),
      text("mission.statement", "missionStatement", LIMITS.missionStatement),
      ...numbered(4, (index) => text(`mission.objectives.${index}`, "objective", LIMITS.objective, { n: index + 1 })),
    ],
  },
  {
    key: "features",
    fields: numbered(5, (index) => [
      text(`features.${index}.title`, "featureTitle", LIMITS.featureTitle, { n: index + 1 }),
      text(`features.${index}.description`, "featureDescription", LIMITS.featureDescription, { n: index + 1, long: true }),
      { kind: "icon", path: `features.${index}.icon`, label: "featureIcon", n: index + 1, max: 20, required: true } satisfies ValueSpec,
    ]).flat(),
  },
  { key: "gallery", fields: [{ kind: "gallery", path: "gallery", label: "gallery", hint: "gallery", max: MAX_GALLERY * 37, required: false }] },
  {
    key: "principal",
    fields: [
      text("principal.name", "principalName", LIMITS.principalName),
      text("principal.greeting", "greeting", LIMITS.greeting),
      ...numbered(PARAGRAPHS.max, (index) =>
        text(`principal.paragraphs.${index}`, "paragraph", LIMITS.paragraph, {
          n: index + 1,
          ...(index >= PARAGRAPHS.min ? { slot: `principal.paragraphs.${index}`, hint: "lastParagraph" as const } : {}),
        }),
      ),
      text("principal.closing", "closing", LIMITS.closing),
      text("principal.signature", "signature", LIMITS.signature),
      photo("principal.picture", "principalPhoto"),
    ],
  },
  {
    key: "videos",
    hint: "videos",
    fields: [
      ...numbered(MAX_VIDEOS, (index) => {
        const slot = index === 0 ? {} : { slot: `videos.${index}` };
        return [
          text(`videos.${index}.title`, "videoTitle", LIMITS.videoTitle, { n: index + 1, ...slot }),
          { kind: "video", path: `videos.${index}.youtubeId`, label: "videoLink", n: index + 1, max: LIMITS.link, required: false, ...slot } satisfies ValueSpec,
        ];
      }).flat(),
      { kind: "channel", path: "channelUrl", label: "channelUrl", max: LIMITS.link, required: false, hint: "channelUrl" },
    ],
  },
  {
    key: "admissions",
    fields: [
      text("joinUs.text", "joinUsText", LIMITS.joinUsText, { hint: "joinUsText" }),
      { kind: "phone", path: "joinUs.phone", label: "phone", max: 15, required: true },
      { kind: "email", path: "joinUs.email", label: "email", max: 254, required: true },
    ],
  },
  {
    key: "visit",
    fields: [
      text("invitation", "invitation", LIMITS.invitation),
      text("map.address", "address", LIMITS.address),
      { kind: "line", path: "map.query", label: "mapQuery", max: LIMITS.mapQuery, required: true, hint: "mapQuery" },
      { kind: "maps", path: "map.mapsUrl", label: "mapsUrl", max: LIMITS.link, required: true, hint: "mapsUrl" },
    ],
  },
];

/** The school page's form: a video to come is shown as an empty link. */
export const schoolForm = documentForm(SCHOOL_FORM, schoolDocumentSchema, [VIDEO_TO_COME]);
