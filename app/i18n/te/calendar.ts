// Telugu: the calendar invite of a visit or a tour (issue 17), as the parent's calendar
// app shows it later.
import type { Messages } from "../en/index.ts";

export const calendar = {
  summary: {
    visit: "క్యాంపస్ సందర్శన – {school}",
    tour: "పాఠశాల పర్యటన – {school}",
  },
  description: {
    visit: "మీరు కోరిన క్యాంపస్ సందర్శన: {date}, {time} (భారత కాలమానం ప్రకారం). మా ప్రవేశాల బృందం మీకు ఫోన్ చేసి ఈ సమయాన్ని ఖరారు చేస్తుంది, లేదా వేరే సమయం సూచిస్తుంది.",
    tour: "మీరు బుక్ చేసుకున్న పాఠశాల పర్యటన {date} నాడు. పర్యటనకు సుమారు 45 నిమిషాలు పడుతుంది; సమయం గురించి మా నుంచి కబురు రాకపోతే దయచేసి పాఠశాలకు ఫోన్ చేయండి.",
  },
  /** The answer to a link whose query is not a school, a date and a slot of ours (400). */
  invalidLink: "ఈ క్యాలెండర్ లింక్ సరైనది కాదు. అందులోని పాఠశాల, తేదీ, సమయం సరిచూడండి.",
} satisfies Messages["calendar"];
