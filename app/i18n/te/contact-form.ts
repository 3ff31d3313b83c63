// Telugu: the home page's contact form (spec 5: every field required).
import type { Messages } from "../en/index.ts";

export const contactForm = {
  title: "మాకు సందేశం పంపండి",
  firstName: "పేరు",
  lastName: "ఇంటి పేరు",
  email: "ఇ-మెయిల్ చిరునామా",
  phone: "ఫోన్ నంబర్",
  school: "పాఠశాల",
  message: "సందేశం",
  messagePlaceholder: "ప్రవేశాలు, ఫీజులు, స్కూల్ బస్సు లేదా క్యాంపస్ సందర్శన గురించి మమ్మల్ని అడగండి.",
  submit: "సందేశం పంపండి",
  pending: "పంపుతున్నాం...",
} satisfies Messages["contactForm"];
