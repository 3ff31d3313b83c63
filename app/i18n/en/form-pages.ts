// The tour, enrollment and admission forms on pages of their own: where the buttons that
// open their dialogs lead before the page's scripts run, or without them (decision 0009).
export const formPages = {
  tour: {
    metaTitle: "Book a School Tour | {provider}",
    metaDescription: "Choose a school, a day and who is coming, and we will call you to confirm your school tour.",
  },
  enrollment: {
    metaTitle: "Enroll Now | {provider}",
    metaDescription: "Send an enrollment request for your child; our admissions team will call you about the next steps.",
  },
  admission: {
    metaTitle: "Apply for Admission – {school} | {provider}",
    metaDescription: "Apply for admission to {school}. The school's admission office will call you to arrange a visit.",
    back: "← Back to {school}",
  },
  backHome: "← Back to Home",
};
