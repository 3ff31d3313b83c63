// Filled in with its page.
export const tourForm = {
  title: "tourForm",
};
