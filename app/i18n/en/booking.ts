// Visits and tours as bookings (issue 27, app/requests/bookings): why a time cannot be
// booked, the forms' open and full times, and the e-mails about a booking (confirmed,
// moved, cancelled, the reminder the evening before).
export const booking = {
  refusal: {
    /** 409 and the field's message: the slot has no place left. */
    full: "{time} on {date} is fully booked.",
    tourFull: "Tours of {school} on {date} are fully booked.",
    closedDay: "{school} has no visits or tours on {date}.",
    closedSlot: "{school} offers no visit at {time} on {date}.",
    past: "That day or time has passed.",
    beyond: "Visits and tours can be booked up to {date}.",
    /** Follows the refusal: what is still open. */
    openTimes: "Times still open that day: {times}.",
    noTimeLeft: "No time is open that day.",
    nextDays: "Next open days: {days}.",
  },
  form: {
    /** A full slot in the time list, disabled. */
    full: "{time} – Full",
    /** While the open times of the school and day are fetched. */
    checking: "Checking open times…",
    /** Under the date when the school is closed that day (the form checks as the visitor picks). */
    closedDay: "Closed that day. Next open days: {days}.",
    allFull: "Every time that day is fully booked. Next open days: {days}.",
    /** Under the time field: how places work. */
    placesHint: "Each time has room for a few families. Full times cannot be picked.",
  },
  /** The family's words for where a request stands (the private page and the e-mails). */
  when: {
    visit: "{date}, {time}",
    tour: "{date}",
  },
  mail: {
    subject: {
      confirmed: { visit: "Your visit is confirmed: {when} – {school}", tour: "Your tour is confirmed: {when} – {school}" },
      moved: { visit: "Your visit has a new time: {when} – {school}", tour: "Your tour has a new date: {when} – {school}" },
      cancelled: { visit: "Your visit on {when} is cancelled – {school}", tour: "Your tour on {when} is cancelled – {school}" },
      reminder: { visit: "Tomorrow: your visit to {school}, {when}", tour: "Tomorrow: your tour of {school}" },
      familyChange: { visit: "A family changed their visit: {name} ({school})", tour: "A family changed their tour: {name} ({school})" },
    },
    lead: {
      confirmed: { visit: "Your campus visit to {school} is confirmed for {when} (India time).", tour: "Your school tour of {school} is confirmed for {when}." },
      moved: { visit: "Your campus visit to {school} is now on {when} (India time).", tour: "Your school tour of {school} is now on {when}." },
      cancelled: { visit: "Your campus visit to {school} on {when} is cancelled.", tour: "Your school tour of {school} on {when} is cancelled." },
      reminder: { visit: "A reminder: your campus visit to {school} is tomorrow, {when} (India time).", tour: "A reminder: your school tour of {school} is tomorrow, {when}." },
    },
    /** Under a confirmation's lead: the attached invitation. */
    invitation: "The attached invitation puts it in your calendar, and updates it if the time changes.",
    cancelInvitation: "The attached file removes it from your calendar.",
    bring: "Please come a few minutes early, with the people who are coming.",
    /** The private link: every e-mail to a family carries it. */
    linkBooking: "See your request, or move or cancel your booking:",
    linkRequest: "See your request and where it stands:",
    linkButtonBooking: "Your booking",
    linkButtonRequest: "Your request",
    linkPrivate: "This link is yours alone: please do not share it. It works until {date}.",
    whereToFind: "How to find us",
    /** The office's message about a family's own change by their link. */
    familyChanged: {
      moved: "{name} moved their booking from {from} to {to} by their private link.",
      cancelled: "{name} cancelled their booking for {from} by their private link.",
    },
    /** The WhatsApp message the office sends with one tap: the same confirmation, shorter. */
    whatsapp: {
      confirmed: "Hello {name}, your {what} at {school} is confirmed for {when}. Address: {address}. Questions: {phone}. – {school}",
      visit: "campus visit",
      tour: "school tour",
    },
  },
};
