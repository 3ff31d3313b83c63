import { type RouteConfig, layout, route } from "@react-router/dev/routes";

// Every page at the spec's path and, with the optional ":lang?" segment, under /te for
// its Telugu version. One route per page either way, so switching language keeps the
// page (and what a visitor typed) mounted. The root loader refuses any other prefix.
export default [
  // The home page and the brochure load their lists apart (clientLoader): their text comes
  // from a layout route of each, with the root's data (see routes/home-text.tsx). /contact
  // leads to the home page's contact section: its text is the home page's.
  layout("routes/home-text.tsx", [route(":lang?", "routes/home.tsx"), route(":lang?/contact", "routes/contact.tsx")]),
  route(":lang?/about", "routes/about.tsx"),
  route(":lang?/about-preview", "routes/about-preview.tsx"),
  route(":lang?/school/:id", "routes/school.tsx"),
  route(":lang?/school/:id/apply", "routes/school-apply.tsx"),
  // A school's fees and the documents its board requires it to publish (issue 28); each
  // document's download is served beside /media (server/school-documents.ts).
  route(":lang?/school/:id/disclosures", "routes/school-disclosures.tsx"),
  route(":lang?/schedule-visit", "routes/schedule-visit.tsx"),
  route(":lang?/careers", "routes/careers.tsx"),
  layout("routes/brochure-text.tsx", [route(":lang?/brochure", "routes/brochure.tsx")]),
  route(":lang?/privacy", "routes/privacy.tsx"),
  // The dialogs' forms on pages of their own, for taps before the scripts run (decision 0009).
  route(":lang?/book-tour", "routes/book-tour.tsx"),
  route(":lang?/enroll", "routes/enroll.tsx"),
  // A visit's or a tour's "Add to calendar" file (issue 17): /calendar/visit.ics?school=…&date=…&slot=…
  route(":lang?/calendar/:file", "routes/calendar.tsx"),
  // The admissions offices' area (issue 16): not linked from the public pages. Where a staff
  // route sits decides who reaches it (issue 26): the frame reads the session; members only
  // below it; group admins only below that (app/office/sign-in/staff-gate.server.ts).
  layout("routes/staff-area.tsx", [
    route(":lang?/staff/sign-in", "routes/staff-sign-in.tsx"),
    route(":lang?/staff/sign-out", "routes/staff-sign-out.tsx"),
    layout("routes/staff-members-only.tsx", [
      route(":lang?/staff", "routes/staff.tsx"),
      route(":lang?/staff/password", "routes/staff-password.tsx"),
      route(":lang?/staff/requests/:kind/:id", "routes/staff-request.tsx"),
      route(":lang?/staff/requests/:kind/:id/resume", "routes/staff-resume.tsx"),
      route(":lang?/staff/export.csv", "routes/staff-export.tsx"),
      // A school's bookings (issue 27): its calendar's settings, and the front desk's day list.
      // A school's staff their own school's; a group admin any school's (?school=).
      route(":lang?/staff/calendar", "routes/staff-calendar.tsx"),
      route(":lang?/staff/bookings", "routes/staff-bookings.tsx"),
      // The office's figures (issue 29): a school's staff their school's; a group admin the group's, or a school's (?school=).
      route(":lang?/staff/insights", "routes/staff-insights.tsx"),
      route(":lang?/staff/insights.csv", "routes/staff-insights-csv.tsx"),
      // A library's photos (issue 28): a school's staff their school's; a group admin any (?scope=).
      route(":lang?/staff/content/photos", "routes/staff-photos.tsx"),
      route(":lang?/staff/content/photos/upload", "routes/staff-photo-upload.tsx"),
      // The website's school pages (issue 28): a school's staff their own school's, a group
      // admin every school's: the list, a page's editor, its preview (of the draft) and versions.
      route(":lang?/staff/content", "routes/staff-content.tsx"),
      route(":lang?/staff/content/school/:id", "routes/staff-content-school.tsx"),
      route(":lang?/staff/content/school/:id/preview", "routes/staff-content-preview.tsx"),
      route(":lang?/staff/content/school/:id/history", "routes/staff-content-history.tsx"),
      route(":lang?/staff/content/school/:id/documents", "routes/staff-content-documents.tsx"),
      layout("routes/staff-group-admins-only.tsx", [
        route(":lang?/staff/accounts", "routes/staff-accounts.tsx"),
        // A person's data (issue 18): find, correct, erase; export as a file or a page.
        route(":lang?/staff/people", "routes/staff-people.tsx"),
        route(":lang?/staff/people/export.json", "routes/staff-people-export.tsx"),
        route(":lang?/staff/people/print", "routes/staff-people-print.tsx"),
        route(":lang?/staff/access", "routes/staff-access.tsx"),
        // The group's documents (issue 28): its facts on every page (group), the testimonials on
        // the home page and in the brochure, the words of the home, about and brochure pages
        // (copy). One editor and one history over `:document` (any other: 404); each its preview.
        route(":lang?/staff/content/:document", "routes/staff-group-document.tsx"),
        route(":lang?/staff/content/:document/history", "routes/staff-group-document-history.tsx"),
        route(":lang?/staff/content/group/preview", "routes/staff-content-group-preview.tsx"),
        route(":lang?/staff/content/testimonials/preview", "routes/staff-content-testimonials-preview.tsx"),
        route(":lang?/staff/content/copy/preview", "routes/staff-content-copy-preview.tsx"),
      ]),
    ]),
  ]),
  // A family's private page about their request (issue 27): the link in their e-mails.
  route(":lang?/r/:token", "routes/request-link.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
