// The 'Apply for Admission' modal of a school page (spec 2, 4 and 5).
export const admissionForm = {
  title: "Apply for Admission",
  description: "Your application goes to the admission office of {school}. They will call you to arrange a visit.",
  studentName: "Student Name",
  studentNamePlaceholder: "Enter student's full name",
  parentName: "Parent/Guardian Name",
  parentNamePlaceholder: "Enter parent or guardian's name",
  contactNumber: "Contact Number",
  contactNumberPlaceholder: "Enter phone number",
  email: "Email Address",
  emailPlaceholder: "Enter e-mail address",
  grade: "Grade Applying For",
  message: "Message/Additional Information",
  messagePlaceholder: "Any additional information or special requirements...",
  submit: "Submit Application",
  pending: "Submitting...",
};
