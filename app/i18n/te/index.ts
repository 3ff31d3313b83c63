// Telugu message catalogue: the same shape as the English one (a missing or extra key
// fails the type check). See app/i18n/catalogue.test.ts for what else is checked.
import type { Messages } from "../en/index.ts";
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

export const te: Messages = {
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
