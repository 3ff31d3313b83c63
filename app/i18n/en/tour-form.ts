// The 'Book a School Tour' dialog and form (spec 5: every field required).
export const tourForm = {
  title: "Book a School Tour",
  description: "Choose a school, a day and who is coming. We will call you to confirm the time; a tour takes about 45 minutes.",
  school: "School",
  peopleCount: "Number of People",
  studentClass: "Class of Your Child",
  date: "Preferred Date",
  /** Not "any day": tours take places of a school's open days (issue 27), which the form names once a school is chosen. */
  dateHint: "We will confirm the exact time by phone.",
  parentName: "Parent/Guardian Name",
  phone: "Phone Number",
  /** Under the name and phone: why the tour form asks for them (issue 27). */
  contactWhy: "So we can confirm your tour.",
  /** Not required: the form marks it "(optional)" as every such field. */
  email: "Email Address",
  emailHint: "For the confirmation, and a private link to see, move or cancel your tour.",
  submit: "Request a Tour",
  pending: "Submitting...",
};
