// Filled in with its page.
export const home = {
  title: "home",
};
