// Filled in with its page.
export const school = {
  title: "school",
};
