// A school page's sections with nothing to tap, below its first screen: one chunk, which
// school-page.tsx hydrates after the page (app/lib/later.tsx).
export { AdmissionDetails } from "./admission-details.tsx";
export { PrincipalMessage } from "./principal-message.tsx";
export { ProgramsSection } from "./programs-section.tsx";
export { VisionMission } from "./vision-mission.tsx";
