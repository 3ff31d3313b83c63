// Filled in with its page.
export const admissionForm = {
  title: "admissionForm",
};
