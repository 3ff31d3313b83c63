import type { Messages } from "../en/index.ts";

export const formPages: Messages["formPages"] = {
  tour: {
    metaTitle: "పాఠశాల పర్యటన బుక్ చేసుకోండి | {provider}",
    metaDescription: "పాఠశాల, రోజు, ఎవరెవరు వస్తున్నారో ఎంచుకోండి. పర్యటన సమయం ఖరారు చేయడానికి మేం మీకు ఫోన్ చేస్తాం.",
  },
  enrollment: {
    metaTitle: "ఇప్పుడే నమోదు చేసుకోండి | {provider}",
    metaDescription: "మీ చిన్నారి కోసం నమోదు అభ్యర్థన పంపండి; తర్వాతి దశల గురించి మా ప్రవేశాల బృందం మీకు ఫోన్ చేస్తుంది.",
  },
  admission: {
    metaTitle: "ప్రవేశానికి దరఖాస్తు – {school} | {provider}",
    metaDescription: "ప్రవేశానికి దరఖాస్తు: {school}. క్యాంపస్ సందర్శనకు సమయం ఖరారు చేయడానికి పాఠశాల ప్రవేశాల కార్యాలయం మీకు ఫోన్ చేస్తుంది.",
    back: "← {school} పేజీకి తిరిగి వెళ్లండి",
  },
  backHome: "← హోమ్ పేజీకి తిరిగి వెళ్లండి",
};
