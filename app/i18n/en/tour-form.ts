// The 'Book a School Tour' dialog and form (spec 5: every field required).
export const tourForm = {
  title: "Book a School Tour",
  description: "Choose a school, a day and who is coming. We will call you to confirm the time; a tour takes about 45 minutes.",
  school: "School",
  peopleCount: "Number of People",
  studentClass: "Class of Your Child",
  date: "Preferred Date",
  dateHint: "Any day from today. We will confirm the exact time by phone.",
  submit: "Request a Tour",
  pending: "Submitting...",
};
