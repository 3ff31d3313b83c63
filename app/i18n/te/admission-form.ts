// Telugu: the 'Apply for Admission' modal of a school page (spec 2, 4 and 5).
import type { Messages } from "../en/index.ts";

export const admissionForm = {
  title: "ప్రవేశానికి దరఖాస్తు చేయండి",
  description: "మీ దరఖాస్తు {school} ప్రవేశాల కార్యాలయానికి చేరుతుంది. క్యాంపస్ సందర్శన ఏర్పాటు చేయడానికి వారు మీకు ఫోన్ చేస్తారు.",
  studentName: "విద్యార్థి పేరు",
  studentNamePlaceholder: "విద్యార్థి పూర్తి పేరు రాయండి",
  parentName: "తల్లిదండ్రులు/సంరక్షకుల పేరు",
  parentNamePlaceholder: "తల్లిదండ్రులు లేదా సంరక్షకుల పేరు రాయండి",
  contactNumber: "ఫోన్ నంబర్",
  contactNumberPlaceholder: "ఫోన్ నంబర్ రాయండి",
  email: "ఇ-మెయిల్ చిరునామా",
  emailPlaceholder: "ఉదా: sravani.reddy@example.com",
  grade: "చేర్చాలనుకుంటున్న తరగతి",
  message: "సందేశం/అదనపు సమాచారం",
  messagePlaceholder: "ఏదైనా అదనపు సమాచారం లేదా ప్రత్యేక అవసరాలు ఉంటే ఇక్కడ రాయండి...",
  submit: "దరఖాస్తు పంపండి",
  pending: "పంపుతున్నాం...",
} satisfies Messages["admissionForm"];
