// Filled in with its page.
export const about = {
  title: "about",
};
