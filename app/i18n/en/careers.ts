// Filled in with its page.
export const careers = {
  title: "careers",
};
