// The group's facts as they were before group admins edited them: the document's first
// version (app/content/store/seed-content.server.ts), and what tests without a server read.
// Anything else reads the published facts (./index.ts `getGroupFacts`, or in a component
// ./group-facts.tsx).
import type { GroupFacts } from "./types.ts";

export const groupFirstVersion: GroupFacts = {
  phone: "+91 40 2374 5600",
  whatsapp: "+91 98480 22338",
  email: "admissions@vidyanjalischools.in",
  careersEmail: "careers@vidyanjalischools.in",
  social: {
    facebook: "https://www.facebook.com/vidyanjalischools",
    instagram: "https://www.instagram.com/vidyanjalischools",
    youtube: "https://www.youtube.com/@vidyanjalischools",
    x: "https://x.com/vidyanjalischools",
    linkedin: "https://www.linkedin.com/company/vidyanjalischools",
  },
  headOffice: {
    street: "Plot 12, SriNagar Colony Main Road",
    locality: "SriNagar Colony, Yousufguda",
    city: "Hyderabad",
    region: "Telangana",
    postalCode: "500073",
    country: "IN",
    address: {
      en: "Plot 12, SriNagar Colony Main Road, Yousufguda, Hyderabad, Telangana 500073",
      te: "ప్లాట్ 12, శ్రీనగర్ కాలనీ మెయిన్ రోడ్, యూసుఫ్‌గూడ, హైదరాబాద్, తెలంగాణ 500073",
    },
    cityName: { en: "Hyderabad", te: "హైదరాబాద్" },
  },
  grievanceOfficer: {
    name: { en: "K. Lakshmi Prasanna", te: "కె. లక్ష్మీ ప్రసన్న" },
    email: "privacy@vidyanjalischools.in",
    phone: "+91 40 2374 5610",
  },
  admissions: { opensInMonth: 10, yearOverride: null },
  banner: null,
};
