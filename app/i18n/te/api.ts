// Telugu: answers of the JSON API.
import type { Messages } from "../en/index.ts";

export const api = {
  invalidInput: "దయచేసి గుర్తు పెట్టిన వివరాలను సరిచూసుకోండి.",
  /** 409: a visit's or tour's slot is full or its day closed (the answer's message says which). */
  bookingConflict: "ఆ సమయం ఇక బుక్ చేయడానికి అందుబాటులో లేదు. దయచేసి వేరొకటి ఎంచుకోండి.",
  /** GET /api/availability without one of the schools' codes. */
  availabilitySchool: "దయచేసి ఒక పాఠశాలను ఎంచుకోండి: viswa, maa, santhi, lumbini, prism లేదా queens.",
  /** GET /api/availability without kind=visit or kind=tour. */
  availabilityKind: "దయచేసి సందర్శన లేదా పర్యటన సమయాలను అడగండి (kind=visit లేదా kind=tour).",
  malformedJson: "అభ్యర్థనలోని సమాచారం సరైన JSON రూపంలో లేదు.",
  malformedForm: "ఫారం పూర్తిగా అందలేదు. దయచేసి మళ్లీ పంపండి.",
  tooLarge: "అభ్యర్థన చాలా పెద్దదిగా ఉంది. దయచేసి మీ సందేశాన్ని కుదించి మళ్లీ ప్రయత్నించండి.",
  unsupportedMediaType: "దయచేసి అభ్యర్థనను JSON రూపంలో పంపండి (Content-Type: application/json).",
  notFound: "దొరకలేదు",
  schoolNotFound: "ఈ పాఠశాల దొరకలేదు",
  methodNotAllowed: "ఈ అభ్యర్థన పద్ధతికి అనుమతి లేదు",
  unavailable: "ప్రస్తుతం మా రికార్డులు అందుబాటులో లేవు. దయచేసి కాసేపాగి మళ్లీ ప్రయత్నించండి.",
  internal: "మా వైపు ఏదో సమస్య వచ్చింది. దయచేసి కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
  challengeQuestion: "{a} + {b} ఎంత?",
  challengeWrong: "భద్రతా ప్రశ్నకు ఇచ్చిన సమాధానం తప్పు. దయచేసి కొత్త ప్రశ్నకు సమాధానం రాయండి.",
  challengeExpired: "భద్రతా ప్రశ్న గడువు ముగిసింది. దయచేసి కొత్త ప్రశ్నకు సమాధానం రాయండి.",
  challengeUsed: "ఈ భద్రతా ప్రశ్నను ఇప్పటికే వాడారు. దయచేసి కొత్త ప్రశ్నకు సమాధానం రాయండి.",
  challengeInvalid: "భద్రతా ప్రశ్నను సరిచూడలేకపోయాం. దయచేసి కొత్త ప్రశ్నకు సమాధానం రాయండి.",
  crossSite: "ఇతర వెబ్‌సైట్‌ల నుంచి వచ్చే అభ్యర్థనలను మేం తీసుకోం.",
  tooManyRequests: "మీ కనెక్షన్ నుంచి చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. దయచేసి ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి.",
} satisfies Messages["api"];
