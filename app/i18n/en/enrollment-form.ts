export const enrollmentForm = {
  title: "Enroll Now",
  description: "Tell us about your child and our admissions team will guide you through the next steps.",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  phone: "Phone Number",
  studentClass: "Class Applying For",
  submit: "Submit Enrollment Request",
  pending: "Submitting...",
};
