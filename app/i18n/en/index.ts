// English message catalogue: the source of every visible string, one file per part of
// the site. The Telugu catalogue must have exactly this shape. `{name}` marks a value
// filled in at run time. Only nested objects with string leaves: lists are objects
// keyed by a stable name.
import { about } from "./about.ts";
import { admissionForm } from "./admission-form.ts";
import { api } from "./api.ts";
import { booking } from "./booking.ts";
import { brochure } from "./brochure.ts";
import { calendar } from "./calendar.ts";
import { careers } from "./careers.ts";
import { common } from "./common.ts";
import { contactForm } from "./contact-form.ts";
import { dataNotice } from "./data-notice.ts";
import { enrollmentForm } from "./enrollment-form.ts";
import { formPages } from "./form-pages.ts";
import { home } from "./home.ts";
import { mail } from "./mail.ts";
import { notFound } from "./not-found.ts";
import { people } from "./people.ts";
import { privacy } from "./privacy.ts";
import { requestLink } from "./request-link.ts";
import { school } from "./school.ts";
import { staff } from "./staff.ts";
import { staffBookings } from "./staff-bookings.ts";
import { staffPhotos } from "./staff-photos.ts";
import { staffDocuments } from "./staff-documents.ts";
import { disclosures } from "./disclosures.ts";
import { staffContent } from "./staff-content.ts";
import { staffInsights } from "./staff-insights.ts";
import { toasts } from "./toasts.ts";
import { tourForm } from "./tour-form.ts";
import { validation } from "./validation.ts";
import { visit } from "./visit.ts";

export const en = {
  common,
  toasts,
  validation,
  api,
  tourForm,
  enrollmentForm,
  contactForm,
  admissionForm,
  formPages,
  home,
  school,
  visit,
  staff,
  careers,
  about,
  brochure,
  notFound,
  dataNotice,
  privacy,
  people,
  mail,
  calendar,
  booking,
  staffBookings,
  staffInsights,
  staffPhotos,
  staffDocuments,
  disclosures,
  staffContent,
  requestLink,
};

/** The shape every catalogue must have: the same keys, each a string. */
export type Messages = DeepStrings<typeof en>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
