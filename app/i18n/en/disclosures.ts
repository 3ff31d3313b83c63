// A school's "Fees and disclosures" page (/school/{id}/disclosures, issue 28): its fee
// structure and the documents its board requires on its website, each a PDF to download.
export const disclosures = {
  meta: {
    title: "Fees and disclosures — {school} | {provider}",
    description: "The fee structure of {school} and the documents it publishes: affiliation, recognition, safety certificates, results and staff.",
  },
  title: "Fees and disclosures — {school}",
  intro: "Our fee structure and the documents the board requires every school to publish: affiliation, recognition, safety certificates, results and staff. Each is a PDF to download.",
  back: "Back to {school}",
  empty: "This school has not published its documents here yet. For its fee structure and certificates, please call or write to its admission office.",
  download: "Download",
  categories: {
    fees: "Fee structure",
    affiliation: "Affiliation",
    recognition: "Recognition certificates",
    safety: "Safety certificates (building, fire, water, sanitation)",
    results: "Results",
    staff: "Staff details",
    other: "Other documents",
  },
};
