// Telugu: the 'Book a School Tour' dialog and form (spec 5: every field required).
import type { Messages } from "../en/index.ts";

export const tourForm = {
  title: "పాఠశాల పర్యటన బుక్ చేసుకోండి",
  description:
    "పాఠశాలను, రోజును, ఎవరెవరు వస్తున్నారో ఎంచుకోండి. సమయం ఖరారు చేయడానికి మేం మీకు ఫోన్ చేస్తాం; పర్యటనకు సుమారు 45 నిమిషాలు పడుతుంది.",
  school: "పాఠశాల",
  peopleCount: "వచ్చేవారి సంఖ్య",
  studentClass: "మీ చిన్నారి తరగతి",
  date: "మీకు అనుకూలమైన తేదీ",
  dateHint: "సరిగ్గా ఏ సమయమో ఫోన్‌లో ఖరారు చేస్తాం.",
  parentName: "తల్లి/తండ్రి/సంరక్షకుల పేరు",
  phone: "ఫోన్ నంబర్",
  contactWhy: "మీ పర్యటనను ఖరారు చేయడానికి.",
  email: "ఇ-మెయిల్ చిరునామా",
  emailHint: "ఖరారు సందేశం కోసం, మీ పర్యటనను చూడటానికి, మార్చడానికి లేదా రద్దు చేయడానికి ఒక ప్రైవేట్ లింక్ కోసం.",
  submit: "పర్యటన అభ్యర్థన పంపండి",
  pending: "పంపుతున్నాం...",
} satisfies Messages["tourForm"];
