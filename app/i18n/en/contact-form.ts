// The home page's contact form (spec 5: every field required).
export const contactForm = {
  title: "Send us a message",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  phone: "Phone Number",
  school: "School",
  message: "Message",
  messagePlaceholder: "Ask us about admissions, fees, transport or a visit.",
  submit: "Send Message",
  pending: "Sending...",
};
