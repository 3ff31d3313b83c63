// The full page of schools 1-6: the eleven sections of spec 2 in order. Its content
// arrives from the loader already in the visitor's language.
import type { Localize } from "#app/content/localize.ts";
import type { SchoolContent } from "#app/content/schools/types.ts";
import { FeatureCards } from "./feature-cards.tsx";
import { JoinUs } from "./join-us.tsx";
import { MapSection } from "./map-section.tsx";
import { MottoSection } from "./motto-section.tsx";
import { SchoolGallery } from "./school-gallery.tsx";
import { SchoolHero } from "./school-hero.tsx";
import { VideoSection } from "./video-section.tsx";
import type { PageText } from "#app/i18n/page-sections.ts";
import { later } from "#app/lib/later.tsx";

/**
 * The sections with nothing to tap (words, lists and dates) below the page's first screen
 * are not in its first-load JS: one chunk, and the server's HTML of them stays as it is
 * until it has come (app/lib/later.tsx).
 */
const quiet = () => import("./quiet-sections.ts");
const VisionMission = later(() => quiet().then((module) => module.VisionMission));
const PrincipalMessage = later(() => quiet().then((module) => module.PrincipalMessage));
const ProgramsSection = later(() => quiet().then((module) => module.ProgramsSection));
const AdmissionDetails = later(() => quiet().then((module) => module.AdmissionDetails));

export type LocalizedSchoolContent = Localize<SchoolContent>;

/** The one school whose map section is 'Location & Directions' without an embedded map. */
const DIRECTIONS_ONLY_SCHOOL = 6;

export function SchoolPage({
  text,
  content,
  established,
}: {
  text: PageText<"school" | "admissionForm">;
  content: LocalizedSchoolContent;
  established: number;
}) {
  const accent = content.crest.primary;
  return (
    <>
      <SchoolHero
        text={text}
        schoolId={content.id}
        name={content.name}
        intro={content.hero.intro}
        town={content.town}
        established={established}
        phone={content.joinUs.phone}
        accent={accent}
        photo={content.hero.image}
      />
      <MottoSection text={text} motto={content.motto} description={content.mottoDescription} accent={accent} />
      <VisionMission text={text} vision={content.vision} mission={content.mission} />
      <FeatureCards text={text} name={content.name} description={content.description} features={content.features} />
      {content.gallery?.length ? <SchoolGallery text={text} name={content.name} photos={content.gallery} /> : null}
      <PrincipalMessage text={text} letter={content.principal} />
      <VideoSection text={text} name={content.name} videos={content.videos} channelUrl={content.channelUrl} />
      <ProgramsSection text={text} />
      <AdmissionDetails text={text} />
      <JoinUs
        text={text}
        schoolId={content.id}
        name={content.name}
        message={content.joinUs.text}
        phone={content.joinUs.phone}
        email={content.joinUs.email}
      />
      <MapSection
        text={text}
        name={content.name}
        place={content.place}
        invitation={content.invitation}
        map={content.map}
        directionsOnly={content.id === DIRECTIONS_ONLY_SCHOOL}
      />
    </>
  );
}
