// Filled in with its page.
export const notFound = {
  title: "notFound",
};
