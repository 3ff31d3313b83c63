// The layers of the code and the one direction imports may take between them (issue 15):
// config and the database at the bottom, then shared code (components, hooks, i18n, lib,
// content) and the form kit, then the features, then what composes them (the layout, the
// registry of request kinds with their write path and mail), the office (/staff) on the
// registry, and the routes and the server on top. A feature uses no
// other feature, except where a page section of one shows another's form (listed below);
// nothing imports the routes or the server. eslint-plugin-boundaries fails `npm run lint`
// on any other import, and eslint.layers.test.ts shows that it does.
import boundaries from "eslint-plugin-boundaries";

/** Element types by folder. `feature` captures the feature's name. */
const elements = [
  { type: "config", pattern: "app/config/**", partialMatch: false },
  { type: "database", pattern: "database/**", partialMatch: false },
  // The content the offices edit, as stored (issue 28): drafts, versions, what is published.
  { type: "content-store", pattern: "app/content/store/**", partialMatch: false },
  // The offices' photos as stored and made (issue 28): their server modules read uploads and
  // the database; what the pages need of a photo (app/content/photo.ts) is shared code.
  { type: "photos", pattern: "app/content/photos/**", partialMatch: false },
  // A school's published documents (issue 28, "Fees and disclosures"): PDFs judged and stored
  // as the photos are, with the photos' one-line text cleaning.
  { type: "documents", pattern: "app/content/documents/**", partialMatch: false },
  {
    type: "shared",
    pattern: ["app/components/**", "app/hooks/**", "app/i18n/**", "app/lib/**", "app/content/**", "app/fonts/**"],
    partialMatch: false,
  },
  { type: "forms", pattern: "app/forms/**", partialMatch: false },
  { type: "feature", pattern: "app/features/*/**", partialMatch: false, capture: ["name"] },
  { type: "layout", pattern: "app/layout/**", partialMatch: false },
  // The kinds of request (one registry) and their write path, mail and calendar files.
  { type: "requests", pattern: "app/requests/**", partialMatch: false },
  // The admissions offices' area (/staff): its parts, each a folder (below: which uses which).
  { type: "office", pattern: "app/office/*/**", partialMatch: false, capture: ["part"] },
  { type: "routes", pattern: "app/routes/**", partialMatch: false },
  { type: "server", pattern: "server/**", partialMatch: false },
  // The files directly in app/ (root.tsx, routes.ts, the entries, styles.ts): the top, with the routes.
  { type: "routes", pattern: "app" },
];

/** What each layer may import, besides itself. */
const allowed = {
  config: [],
  database: ["config"],
  shared: ["config"],
  "content-store": ["config", "shared", "database"],
  forms: ["config", "shared", "database"],
  photos: ["config", "shared", "database", "forms"],
  documents: ["config", "shared", "database", "forms", "photos"],
  layout: ["config", "shared", "forms", "feature"],
  requests: ["config", "shared", "database", "forms", "feature"],
  office: ["config", "shared", "database", "content-store", "forms", "photos", "documents", "requests"],
  routes: ["config", "shared", "database", "content-store", "forms", "photos", "documents", "feature", "layout", "requests", "office"],
  server: ["config", "shared", "database", "content-store", "forms", "photos", "documents", "feature", "requests", "office"],
};

/** A feature's section that shows another feature's form: feature → the features it shows. */
const featureUses = {
  home: ["enquiries"], // the hero and call to action open the tour and enrollment forms; the contact form
  schools: ["admissions"], // the school page's Apply for Admission
};

/**
 * The office's parts, each above those it uses: the shell (frame, paths, words of a
 * request), sign-in and accounts (the gate), then the inbox and the access record, then a
 * request's page and a person's data (which list and record what the inbox and the access
 * record hold), a school's bookings (its calendar and day list, scoped as the inbox is),
 * and the website's pages an office edits (content).
 * A part uses no part above it.
 */
const officeUses = {
  shell: [],
  "sign-in": ["shell"],
  inbox: ["shell", "sign-in"],
  access: ["shell", "sign-in"],
  request: ["shell", "sign-in", "inbox", "access"],
  people: ["shell", "sign-in", "inbox", "access"],
  bookings: ["shell", "sign-in", "inbox"],
  // A library's photos: its scope chosen as a bookings page chooses its school.
  photos: ["shell", "sign-in", "bookings"],
  // The website's pages as the offices edit them (issue 28), on the content store.
  content: ["shell", "sign-in"],
  // A school's published documents (issue 28): which school a member may manage.
  documents: ["shell", "sign-in", "bookings"],
  // The office's figures (issue 29): charts drawn on the server from the inbox's rows, scoped as the inbox scopes them, and a school chosen as a bookings page chooses it.
  insights: ["shell", "sign-in", "inbox", "bookings"],
};

const policies = [
  ...Object.entries(allowed).map(([type, to]) => ({
    from: { element: { type } },
    // The office's parts among themselves: officeUses below.
    allow: { to: { element: { types: { anyOf: type === "office" ? to : [type, ...to] } } } },
  })),
  ...Object.entries(officeUses).flatMap(([part, uses]) =>
    [part, ...uses].map((used) => ({
      from: { element: { type: "office", captured: { part } } },
      allow: { to: { element: { type: "office", captured: { part: used } } } },
    })),
  ),
  {
    from: { element: { type: "feature" } },
    allow: { to: { element: { types: { anyOf: ["config", "shared", "database", "forms"] } } } },
  },
  // Within one feature.
  { from: { element: { type: "feature" } }, allow: { to: { element: { type: "feature", captured: { name: "{{ from.element.captured.name }}" } } } } },
  ...Object.entries(featureUses).flatMap(([name, others]) =>
    others.map((other) => ({
      from: { element: { type: "feature", captured: { name } } },
      allow: { to: { element: { type: "feature", captured: { name: other } } } },
    })),
  ),
];

export const layers = {
  files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "database/**/*.ts"],
  // Tests may reach across layers to set up what they check.
  ignores: ["**/*.test.{ts,tsx}"],
  plugins: { boundaries },
  settings: {
    "boundaries/elements": elements,
    "import/resolver": { typescript: { alwaysTryTypes: true }, node: true },
  },
  rules: {
    "boundaries/dependencies": [2, { default: "disallow", policies }],
    // Every file belongs to a layer, and imports only files that do (not tests/, bench/, scripts/).
    "boundaries/no-unknown-files": 2,
    "boundaries/no-unknown-dependencies": 2,
  },
};
