// The 404 page.
export const notFound = {
  meta: {
    title: "404 - Page Not Found",
    description: "This page of the Vidyanjali Schools website does not exist.",
  },
  title: "404 - Page Not Found",
  body:
    "We looked in every classroom, but this page is not here. It may have moved, or the address may have a small typing mistake.",
  hint: "You can go back to the home page, or book a visit and see one of our schools for yourself.",
  imageAlt: "Line drawing of an open book with a question mark above it.",
  home: "Back to Home",
  scheduleVisit: "Schedule a Visit",
};
