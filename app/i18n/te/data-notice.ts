// Telugu: the short privacy notice under every form (two lines at most on a 360 px phone).
import type { Messages } from "../en/index.ts";

export const dataNotice = {
  tour: "తల్లిదండ్రులు/సంరక్షకులు ఇచ్చే ఈ వివరాలు పర్యటనకే, {months} నెలలు ఉంచుతాం.",
  enrollment: "తల్లిదండ్రులు/సంరక్షకులు ఇచ్చే వివరాలు ప్రవేశం కోసమే, {months} నెలలు ఉంచుతాం.",
  admission: "తల్లిదండ్రులు/సంరక్షకులు ఇచ్చే వివరాలు ఈ దరఖాస్తు కోసమే, {months} నెలలు ఉంచుతాం.",
  visit: "తల్లిదండ్రులు/సంరక్షకులు ఇచ్చే వివరాలు సందర్శన ఏర్పాటుకే, {months} నెలలు ఉంచుతాం.",
  contact: "మీ వివరాలు మీ సందేశానికి జవాబు ఇవ్వడానికే, {months} నెలలు ఉంచుతాం.",
  careers: "మీ వివరాలు, రెజ్యూమే ఈ ఉద్యోగ దరఖాస్తు కోసమే, {months} నెలలు ఉంచుతాం.",
  link: "గోప్యత, ఎవరిని అడగాలి",
  newTab: "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  footerLink: "గోప్యతా నోటీసు",
} satisfies Messages["dataNotice"];
