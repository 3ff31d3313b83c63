// The calendar invite of a visit or a tour (issue 17, app/requests/calendar): the
// event's title and description in the visitor's language. Read in a calendar app days
// later, so nothing here says "today" or "within 24 hours". The button that offers the
// file is common.addToCalendar; the phone line is common.footer.phone.
export const calendar = {
  summary: {
    visit: "Campus visit – {school}",
    tour: "School tour – {school}",
  },
  description: {
    visit: "The campus visit you asked for: {date}, {time} (India time). Our admissions team will call you to confirm the time or suggest another.",
    tour: "The school tour you booked for {date}. A tour takes about 45 minutes; if you have not heard from us about the time, please call the school.",
  },
  /** The answer to a link whose query is not a school, a date and a slot of ours (400). */
  invalidLink: "This calendar link is not valid. Please check its school, date and time.",
};
