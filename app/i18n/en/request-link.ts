// The family's private page (/r/<token>, issue 27): their request and where it stands, in
// a parent's words rather than the office's pipeline; for a visit or a tour, moving or
// cancelling it after a confirmation step; and the one plain page every link that opens
// nothing gets (a wrong, expired or erased one alike).
export const requestLink = {
  meta: {
    title: "Your request – {group}",
    gone: "Link not found – {group}",
    limited: "Too many tries – {group}",
  },
  /** The page's heading, by kind of request. */
  kinds: {
    tour: "Your school tour",
    enrollment: "Your enrollment request",
    contact: "Your message",
    admission: "Your admission application",
    visit: "Your campus visit",
    career: "Your job application",
  },
  school: "School: {school}",
  sentOn: "Sent on {date}",
  standing: "Where it stands",
  /** Where a request stands, as a parent reads it (not the office's statuses). */
  status: {
    received: {
      title: "Received",
      detail: "The admissions office of {school} has your request. We will call you soon.",
      /** A job application: the careers office's. */
      careersDetail: "Our careers office has your application. If it fits an opening, we will call you.",
    },
    contacted: { title: "We called you", detail: "Our admissions office has called you. If you missed the call, please call us back." },
    arranged: { title: "A visit is arranged", detail: "Our admissions office has arranged a visit to the school with you." },
    visited: {
      title: "You visited the school",
      tourTitle: "You came for the school tour",
      detail: "Thank you for coming. Our admissions office will tell you about the next steps.",
    },
    admitted: { title: "Admission confirmed", detail: "Welcome to {school}. Our admissions office will tell you what comes next." },
    /** A job application the office is working on (shortlisted, interviewed, offered). */
    reviewing: { title: "We are looking at your application", detail: "If it fits an opening, we will call you." },
    closed: { title: "Closed", detail: "This request is closed. To ask again, please call us or send a new request." },
    asked: {
      visit: {
        title: "Asked for {when} – the school will confirm",
        detail: "Our admissions office will call you to confirm the time, and send you an e-mail once it is confirmed.",
      },
      tour: {
        title: "Asked for {when} – the school will confirm",
        detail: "Our admissions office will call you to confirm the day, and send you an e-mail once it is confirmed.",
      },
    },
    confirmed: {
      visit: {
        title: "Visit confirmed for {when}",
        detail: "Please come a few minutes early, with the people who are coming. The visit takes 60–90 minutes.",
      },
      tour: { title: "Tour confirmed for {when}", detail: "Please come a few minutes early, with the people who are coming." },
    },
    cancelled: {
      visit: { title: "Cancelled", detail: "Your visit ({when}) is cancelled. To come another day, please ask for a new visit or call us." },
      tour: { title: "Cancelled", detail: "Your tour ({when}) is cancelled. To come another day, please book a new tour or call us." },
    },
    past: {
      visit: { title: "The day has passed", detail: "Your visit was for {when}. To come another day, please ask for a new visit or call us." },
      tour: { title: "The day has passed", detail: "Your tour was for {when}. To come another day, please book a new tour or call us." },
    },
  },
  /** A visit's or a tour's two changes, offered under where it stands. */
  change: {
    heading: { visit: "Can’t come then?", tour: "Can’t come that day?" },
    move: { visit: "Move to another time", tour: "Move to another day" },
    cancel: { visit: "Cancel the visit", tour: "Cancel the tour" },
  },
  move: {
    heading: { visit: "Choose a new time", tour: "Choose a new day" },
    now: "Booked now: {when}",
    day: "Day",
    dayFull: "{date} – Full",
    dayNow: "{date} – your day now",
    showTimes: "Show the open times",
    time: "Time",
    full: "Full",
    timeNow: "Your time now",
    continue: "Continue",
    keep: "Back, change nothing",
    noDays: "No other day is open for booking just now. Please call us to find a time.",
    pickDay: "Please choose a day.",
    pickTime: "Please choose an open time.",
    noTimes: "No time is open that day any more. Please choose another day.",
  },
  confirmMove: {
    heading: { visit: "Move your visit to {when}?", tour: "Move your tour to {when}?" },
    instead: "Instead of {when}. Your place at that time goes to another family.",
    yes: { visit: "Yes, move my visit", tour: "Yes, move my tour" },
    no: { visit: "No, keep my time", tour: "No, keep my day" },
  },
  confirmCancel: {
    heading: { visit: "Cancel your visit on {when}?", tour: "Cancel your tour on {when}?" },
    body: {
      visit: "Your place goes to another family. To come later, you can ask for a new visit.",
      tour: "Your place goes to another family. To come later, you can book a new tour.",
    },
    yes: { visit: "Yes, cancel my visit", tour: "Yes, cancel my tour" },
    no: { visit: "No, keep my visit", tour: "No, keep my tour" },
  },
  /** After a change, above the page (the e-mail about it follows). */
  done: {
    moved: {
      visit: "Done: your visit is now on {when}. We will send you an e-mail about it too.",
      tour: "Done: your tour is now on {when}. We will send you an e-mail about it too.",
    },
    cancelled: {
      visit: "Your visit is cancelled. We will send you an e-mail about it too.",
      tour: "Your tour is cancelled. We will send you an e-mail about it too.",
    },
  },
  sent: {
    heading: "What you sent",
    /** Free texts are not repeated (as in the e-mail): anyone may type any address into a form. */
    ownWords: "What you wrote in your own words is not shown here; the school has it.",
  },
  contact: {
    heading: "Questions?",
    call: "Call {phone}",
    whatsapp: "Write on WhatsApp",
  },
  privateNote: "This page is yours alone: anyone with its link can see it, so please do not share the link. It works until {date}.",
  /** The link to the page in the other language, written in that language. */
  readInThisLanguage: "Read this page in English",
  gone: {
    title: "This link does not open a request",
    body: "The link may be incomplete, or it has expired: a link works until {bookingDays} days after a visit or tour, and {requestDays} days after any other request.",
    help: "If you need help, please call us: {phone}.",
    home: "Go to the home page",
  },
  limited: {
    title: "Too many tries",
    body: "Too many links that open nothing came from your connection. Please wait {minutes} minutes and try again.",
  },
};
