// Visits and tours as bookings (issue 27, app/requests/bookings): why a time cannot be
// booked, the forms' open and full times, and the e-mails about a booking (confirmed,
// moved, cancelled, the reminder the evening before).
import type { Messages } from "../en/index.ts";

export const booking = {
  refusal: {
    /** 409 and the field's message: the slot has no place left. */
    full: "{date} నాడు {time} సమయం పూర్తిగా నిండిపోయింది.",
    tourFull: "{date} నాడు {school} పర్యటనలు పూర్తిగా నిండిపోయాయి.",
    closedDay: "{date} నాడు {school} క్యాంపస్ సందర్శనలు, పర్యటనలు ఉండవు.",
    closedSlot: "{date} నాడు {time} సమయంలో {school} క్యాంపస్ సందర్శనలు ఉండవు.",
    past: "ఆ రోజు లేదా ఆ సమయం ఇప్పటికే దాటిపోయింది.",
    beyond: "సందర్శనకు గానీ పర్యటనకు గానీ {date} వరకు మాత్రమే సమయం తీసుకోవచ్చు.",
    /** Follows the refusal: what is still open. */
    openTimes: "ఆ రోజు ఇంకా ఖాళీ ఉన్న సమయాలు: {times}.",
    noTimeLeft: "ఆ రోజు ఖాళీ సమయం ఏదీ లేదు.",
    nextDays: "ఖాళీ ఉన్న తర్వాతి రోజులు: {days}.",
  },
  form: {
    /** A full slot in the time list, disabled. */
    full: "{time} – నిండిపోయింది",
    /** While the open times of the school and day are fetched. */
    checking: "ఖాళీ ఉన్న సమయాలు చూస్తున్నాం…",
    /** Under the date when the school is closed that day (the form checks as the visitor picks). */
    closedDay: "ఆ రోజు పాఠశాలకు సెలవు. ఖాళీ ఉన్న తర్వాతి రోజులు: {days}.",
    allFull: "ఆ రోజు అన్ని సమయాలూ నిండిపోయాయి. ఖాళీ ఉన్న తర్వాతి రోజులు: {days}.",
    /** Under the time field: how places work. */
    placesHint: "ఒక్కో సమయానికి కొన్ని కుటుంబాలకు మాత్రమే చోటు ఉంటుంది. నిండిపోయిన సమయాలను ఎంచుకోలేరు.",
  },
  /**
   * The family's words for where a request stands (the private page and the e-mails).
   * Sentences add suffixes to {when} ("{when}కు ఖరారైంది", "{from} నుంచి {to}కు"): a visit
   * ends in its time (…11:00కు), a tour in రోజు (…శనివారం రోజుకు), never in నాడు (నాడుకు).
   */
  when: {
    visit: "{date} నాడు {time}",
    tour: "{date} రోజు",
  },
  mail: {
    subject: {
      confirmed: { visit: "మీ సందర్శన {when}కు ఖరారైంది – {school}", tour: "మీ పర్యటన {when}కు ఖరారైంది – {school}" },
      moved: { visit: "మీ సందర్శనకు కొత్త సమయం: {when} – {school}", tour: "మీ పర్యటనకు కొత్త తేదీ: {when} – {school}" },
      cancelled: { visit: "{when} జరగాల్సిన మీ సందర్శన రద్దయింది – {school}", tour: "{when} జరగాల్సిన మీ పర్యటన రద్దయింది – {school}" },
      reminder: { visit: "రేపే మీ సందర్శన: {school}, {when}", tour: "రేపే మీ పర్యటన: {school}" },
      familyChange: { visit: "ఒక కుటుంబం తమ సందర్శనను మార్చుకుంది: {name} ({school})", tour: "ఒక కుటుంబం తమ పర్యటనను మార్చుకుంది: {name} ({school})" },
    },
    lead: {
      confirmed: {
        visit: "మీ {school} క్యాంపస్ సందర్శనను {when}కు (భారత కాలమానం ప్రకారం) ఖరారు చేశాం.",
        tour: "మీ {school} పర్యటనను {when}కు ఖరారు చేశాం.",
      },
      moved: {
        visit: "మీ {school} క్యాంపస్ సందర్శన ఇప్పుడు {when}కు (భారత కాలమానం ప్రకారం) మారింది.",
        tour: "మీ {school} పర్యటన ఇప్పుడు {when}కు మారింది.",
      },
      cancelled: {
        visit: "{when} జరగాల్సిన మీ {school} క్యాంపస్ సందర్శన రద్దయింది.",
        tour: "{when} జరగాల్సిన మీ {school} పర్యటన రద్దయింది.",
      },
      reminder: {
        visit: "గుర్తు చేస్తున్నాం: రేపు, {when} (భారత కాలమానం ప్రకారం), మీ {school} క్యాంపస్ సందర్శన ఉంది.",
        tour: "గుర్తు చేస్తున్నాం: రేపు, {when}, మీ {school} పర్యటన ఉంది.",
      },
    },
    /** Under a confirmation's lead: the attached invitation. */
    invitation: "జతచేసిన ఆహ్వానం దీన్ని మీ క్యాలెండర్‌లో చేరుస్తుంది; సమయం మారితే క్యాలెండర్‌లోనూ మారుతుంది.",
    cancelInvitation: "జతచేసిన ఫైల్ దీన్ని మీ క్యాలెండర్ నుంచి తీసేస్తుంది.",
    bring: "వచ్చేవారందరితో కలిసి, దయచేసి కొన్ని నిమిషాలు ముందుగా రండి.",
    /** The private link: every e-mail to a family carries it. */
    linkBooking: "మీ అభ్యర్థనను చూడటానికి, మీ బుకింగ్‌ను మార్చుకోవడానికి లేదా రద్దు చేయడానికి ఈ లింక్ తెరవండి:",
    linkRequest: "మీ అభ్యర్థన, అది ఇప్పుడు ఏ దశలో ఉందో చూడటానికి ఈ లింక్ తెరవండి:",
    linkButtonBooking: "మీ బుకింగ్",
    linkButtonRequest: "మీ అభ్యర్థన",
    linkPrivate: "ఈ లింక్ మీ ఒక్కరికే: దయచేసి దీన్ని ఎవరితోనూ పంచుకోకండి. ఇది {date} వరకు పనిచేస్తుంది.",
    whereToFind: "మమ్మల్ని ఎలా చేరుకోవాలి",
    /** The office's message about a family's own change by their link. */
    familyChanged: {
      moved: "{name} తమ ప్రైవేట్ లింక్ ద్వారా బుకింగ్‌ను {from} నుంచి {to}కు మార్చుకున్నారు.",
      cancelled: "{name} తమ ప్రైవేట్ లింక్ ద్వారా {from} బుకింగ్‌ను రద్దు చేశారు.",
    },
    /** The WhatsApp message the office sends with one tap: the same confirmation, shorter. */
    whatsapp: {
      confirmed: "{name} గారికి నమస్కారం. మీ {school} {what} {when}కు ఖరారైంది. చిరునామా: {address}. సందేహాలుంటే ఫోన్ చేయండి: {phone}. – {school}",
      visit: "క్యాంపస్ సందర్శన",
      tour: "పర్యటన",
    },
  },
} satisfies Messages["booking"];
