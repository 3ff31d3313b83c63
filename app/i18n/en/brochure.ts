// Filled in with its page.
export const brochure = {
  title: "brochure",
};
