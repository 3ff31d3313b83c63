// Telugu: the e-mails a request causes (issue 17): the acknowledgement to a parent who
// used the site in Telugu, written as the school office would write it, and the office's
// notification for a member who reads the office's pages in Telugu.
import type { Messages } from "../en/index.ts";

export const mail = {
  visitor: {
    subject: {
      enrollment: "మీ నమోదు అభ్యర్థన మాకు అందింది – {group}",
      contact: "మీ సందేశం మాకు అందింది – {group}",
      admission: "మీ ప్రవేశ దరఖాస్తు మాకు అందింది – {group}",
      visit: "మీ సందర్శన అభ్యర్థన మాకు అందింది – {group}",
      tour: "మీ పర్యటన బుకింగ్ మాకు అందింది – {group}",
      career: "మీ ఉద్యోగ దరఖాస్తు మాకు అందింది – {group}",
    },
    greeting: "{name} గారికి నమస్కారం,",
    received: {
      enrollment: "మీ నమోదు అభ్యర్థన మా ప్రవేశాల బృందానికి అందింది.",
      contact: "మీ సందేశం {school} ప్రవేశాల కార్యాలయానికి అందింది.",
      admission: "మీ దరఖాస్తు {school} ప్రవేశాల కార్యాలయానికి అందింది.",
      visit: "మీ సందర్శన అభ్యర్థన {school} ప్రవేశాల కార్యాలయానికి అందింది.",
      tour: "మీ పర్యటన బుకింగ్ {school} ప్రవేశాల కార్యాలయానికి అందింది.",
      career: "మాతో కలిసి పనిచేయడానికి దరఖాస్తు చేసినందుకు ధన్యవాదాలు.",
    },
    /** Under the visit's date and time, when the message carries its .ics file. */
    calendar: "ఈ సందర్శనను మీ క్యాలెండర్‌లో చేర్చుకోవడానికి, జతచేసిన ఫైల్‌ను తెరవండి.",
    sent: "మీరు పంపిన వివరాలు",
    questions: "ఏవైనా సందేహాలుంటే మాకు ఫోన్ చేయండి, లేదా వాట్సాప్‌లో రాయండి",
    reply: "ఈ ఇ-మెయిల్‌కు నేరుగా జవాబు కూడా రాయవచ్చు.",
    signOff: "శుభాకాంక్షలతో,",
    signature: "{school} ప్రవేశాల బృందం",
    careersSignature: "{group} నియామకాల బృందం",
    why: "{group} వెబ్‌సైట్‌లోని ఒక ఫారంలో ఈ ఇ-మెయిల్ చిరునామా ఇచ్చినందువల్ల ఈ ఇ-మెయిల్ మీకు వచ్చింది. అది మీరు కాకపోతే, దీన్ని పట్టించుకోనక్కర్లేదు.",
  },
  office: {
    subject: {
      tour: "కొత్త పాఠశాల పర్యటన: {date} ({school})",
      enrollment: "కొత్త నమోదు అభ్యర్థన: {name}",
      contact: "కొత్త సందేశం: {name} ({school})",
      admission: "కొత్త ప్రవేశ దరఖాస్తు: {name} ({school})",
      visit: "కొత్త సందర్శన అభ్యర్థన: {name} ({school})",
      career: "కొత్త ఉద్యోగ దరఖాస్తు: {name} ({position})",
      careerAnyPosition: "కొత్త ఉద్యోగ దరఖాస్తు: {name}",
    },
    intro: {
      tour: "వెబ్‌సైట్‌లో {school} పాఠశాల పర్యటన బుక్ అయింది (అందిన సమయం: {when}).",
      enrollment: "{name} వెబ్‌సైట్‌లో నమోదు అభ్యర్థన పంపారు (అందిన సమయం: {when}).",
      contact: "{name} వెబ్‌సైట్‌లో {school} కోసం సందేశం పంపారు (అందిన సమయం: {when}).",
      admission: "{name} వెబ్‌సైట్‌లో {school} ప్రవేశానికి దరఖాస్తు చేశారు (అందిన సమయం: {when}).",
      visit: "{name} వెబ్‌సైట్‌లో {school} సందర్శనకు సమయం కోరారు (అందిన సమయం: {when}).",
      career: "{name} వెబ్‌సైట్‌లో ఉద్యోగానికి దరఖాస్తు చేశారు (అందిన సమయం: {when}).",
    },
    promised: "వెబ్‌సైట్ వారికి చెప్పిన మాట: “{promise}”",
    open: "సిబ్బంది ఇన్‌బాక్స్‌లో ఈ అభ్యర్థనను తెరవండి",
    call: "{name} గారికి ఫోన్ చేయండి: {phone}",
    whatsapp: "{name} గారికి వాట్సాప్‌లో రాయండి: {link}",
    reply: "{email} చిరునామాకు రాయడానికి ఈ ఇ-మెయిల్‌కు జవాబు ఇవ్వండి.",
    sent: "వారు పంపిన వివరాలు",
    why: "ఈ అభ్యర్థనను చూసే కార్యాలయానికి {group} వెబ్‌సైట్ ఈ ఇ-మెయిల్ పంపింది.",
  },
  contact: {
    whatsapp: "వాట్సాప్: {link}",
  },
} satisfies Messages["mail"];
