// A school's published documents in the staff area (/staff/content/school/{id}/documents,
// issue 28): the list by category, the upload form (a PDF, its title in both languages, its
// category) and removal, each refusal at its field.
export const staffDocuments = {
  meta: {
    title: "Fees and disclosures | {provider}",
  },
  title: "Fees and disclosures: {school}",
  intro: "The PDFs on this school's public \"Fees and disclosures\" page: its fee structure and the documents the board requires (affiliation, recognition, safety certificates, results, staff). An upload is public at once; a removed document is gone from the page at once.",
  publicPage: "See the public page",
  list: {
    empty: "No documents yet: the public page says so.",
    download: "Download",
    remove: "Remove",
    up: "Move up",
    down: "Move down",
  },
  remove: {
    title: "Remove “{title}”?",
    explain: "It leaves the public page at once, and its download stops working. This cannot be undone: to publish it again, upload it again.",
    confirm: "Remove the document",
    cancel: "Keep it",
  },
  notices: {
    uploaded: "The document is published.",
    removed: "The document is removed.",
  },
  upload: {
    title: "Publish a document",
    file: "PDF file",
    fileHint: "A PDF of up to {megabytes} MB, without scripts or attached files.",
    category: "Category",
    chooseCategory: "Choose a category",
    titleEn: "Title in English",
    titleTe: "Title in Telugu",
    titleHint: "As parents will see it, on one line. Up to {max} characters.",
    submit: "Publish document",
    notUploaded: "The document was not published: please correct what is marked below.",
  },
  problems: {
    missing: "Choose a PDF file to publish.",
    type: "This file is not a PDF. Please choose a PDF file (saving as PDF from the scanner or the word processor makes one).",
    active: "This PDF contains a script, a program to start or attached files, which a parent's device should never be asked to open. Please save it again as a plain PDF (for example, print it to PDF) and upload that.",
    tooLarge: "This file is larger than 10 MB. Please make it smaller (scan at a lower resolution) and upload it again.",
    malformed: "The upload did not arrive whole. Please try again.",
    titleEnMissing: "Enter the title in English.",
    titleTeMissing: "Enter the title in Telugu.",
    titleTooLong: "At most {max} characters ({count} now).",
    category: "Choose the document's category.",
  },
};
