// The access record (/staff/access, issue 18): who opened a request's details or exported
// data, for a group admin; and the short list of it on a request's page.
export const staffAccess = {
  link: "Who opened what",
  title: "Who opened what",
  intro: "This record lists, newest first, each time someone opened a request's page, downloaded a résumé, exported data, or corrected or erased a person's data, each retention purge, and each time someone published a school's page or an earlier version of it again. It names the request, never what it holds.",
  filters: {
    label: "Narrow the record",
    account: "Staff account",
    anyAccount: "Every account",
    kind: "Kind of request",
    anyKind: "Every kind",
    id: "Request number",
    apply: "Show",
    clear: "Show all",
  },
  columns: {
    when: "When",
    who: "Who",
    what: "What",
    request: "Request",
    page: "Page",
  },
  actions: {
    opened: "Opened the request",
    resume: "Downloaded the résumé",
    export: "Exported the inbox as CSV",
    personExport: "Exported a person's data",
    erasure: "Erased a person's data",
    purge: "Deleted requests past their retention period",
    correction: "Corrected a person's data",
    publish: "Published a page of the website",
    restore: "Published an earlier version again",
    documentUpload: "Published a school document",
    documentRemove: "Removed a school document",
    photoDelete: "Deleted a photo",
  },
  /** A published version of the website's pages (issue 28). */
  content: {
    version: "{page}: version {version}",
    restored: "{page}: version {version}, the same as version {from}",
    group: "The group's facts",
    testimonials: "Testimonials",
    copy: "The pages' words",
    link: "Versions of this page",
    /** A school's document published or removed: its school and its title. */
    document: "{school}: “{title}”",
    documents: "This school's documents",
    /** A photo deleted from a library: the library and the photo's English description then. */
    photo: "{library}: “{alt}”",
    photos: "This library's photos",
  },
  /** Who did a retention purge: no one, the server's daily run. */
  retentionPurge: "Retention purge (automatic)",
  deleted: "Deleted: {list}",
  corrected: "Corrected the {field} of: {list}",
  fields: {
    name: "name",
    phone: "phone number",
    email: "e-mail address",
  },
  rows: { one: "{count} row", other: "{count} rows" },
  requests: { one: "{count} request", other: "{count} requests" },
  filter: "Filter: {filter}",
  everything: "no filter",
  searched: "a search by name, phone or e-mail (the words are not kept here)",
  overdueOnly: "only overdue",
  empty: "Nothing recorded yet.",
  nothingFound: "Nothing recorded matches.",
  /** On a request's page (group admins only). */
  recent: {
    title: "Who opened this",
    line: "{who} · {what} · {when}",
    all: "The whole record for this request",
    /** To /staff/people, searching by this request's phone or e-mail. */
    person: "Everything held about this person: a copy, a correction, erasure",
  },
  unrecorded: {
    title: "Not available just now",
    body: "We could not write down that you opened this, so it is not shown. Please try again in a moment.",
  },
};
