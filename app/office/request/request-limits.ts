// Limits of what the office writes on a request, shared by the form, its schema and the store.

/** The longest internal note, in characters. */
export const NOTE_MAX_LENGTH = 4000;
