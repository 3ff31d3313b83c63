// The home page's sections with nothing to tap, below its first screen: one chunk, which
// home-sections.tsx hydrates after the page (app/lib/later.tsx).
export { BeyondAcademics } from "./beyond-academics.tsx";
export { Difference } from "./difference.tsx";
export { Highlights } from "./highlights.tsx";
export { Sports } from "./sports.tsx";
