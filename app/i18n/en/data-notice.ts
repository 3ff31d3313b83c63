// The short privacy notice under every form (app/forms/data-notice.tsx, issue 18): what it
// collects and who gives it, why, how long it is kept ({months}, from the configuration),
// and a link to the privacy notice, which names whom to ask. Two lines at most on a
// 360 px phone (tests/e2e/privacy.e2e.ts measures them): keep them this short.
export const dataNotice = {
  tour: "Details from a parent/guardian, only to arrange the tour; kept {months} months.",
  enrollment: "Details from a parent/guardian, only about enrolling; kept {months} months.",
  admission: "Details from a parent/guardian, only for this admission; kept {months} months.",
  visit: "Details from a parent/guardian, only to arrange the visit; kept {months} months.",
  contact: "Your details, only to answer your message; kept {months} months.",
  careers: "Your details and résumé, only for this job; kept {months} months.",
  link: "Privacy & whom to ask",
  /** Read out after the link: it opens in a new tab, so the form keeps what was typed. */
  newTab: "(opens in a new tab)",
  /** The footer's link to the privacy notice. */
  footerLink: "Privacy notice",
};
