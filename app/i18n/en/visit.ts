// Filled in with its page.
export const visit = {
  title: "visit",
};
