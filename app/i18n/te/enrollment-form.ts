import type { Messages } from "../en/index.ts";

export const enrollmentForm = {
  title: "ఇప్పుడే నమోదు చేసుకోండి",
  description: "మీ చిన్నారి గురించి మాకు తెలియజేయండి. తర్వాతి దశల్లో మా ప్రవేశాల బృందం మీకు తోడుగా ఉంటుంది.",
  firstName: "పేరు",
  lastName: "ఇంటి పేరు",
  email: "ఇ-మెయిల్ చిరునామా",
  phone: "ఫోన్ నంబర్",
  studentClass: "చేర్చాలనుకుంటున్న తరగతి",
  submit: "నమోదు అభ్యర్థన పంపండి",
  pending: "పంపుతున్నాం...",
} satisfies Messages["enrollmentForm"];
