// Filled in with its page.
export const contactForm = {
  title: "contactForm",
};
