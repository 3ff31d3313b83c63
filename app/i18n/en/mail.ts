// The e-mails a request causes (issue 17, app/requests/mail): the acknowledgement a
// visitor receives in the language they used, and the notification to the office that owns
// the request. What the site promised on screen is not repeated here: the messages take
// those words from the forms' own sections (toasts, visit.confirmation).
export const mail = {
  visitor: {
    subject: {
      enrollment: "We have your enrollment request – {group}",
      contact: "We have your message – {group}",
      admission: "We have your admission application – {group}",
      visit: "We have your visit request – {group}",
      tour: "We have your tour booking – {group}",
      career: "We have your job application – {group}",
    },
    greeting: "Dear {name},",
    /** The first sentence: where the request went. The site's own promise follows it. */
    received: {
      enrollment: "Your enrollment request has reached our admissions team.",
      contact: "Your message has reached the admissions office of {school}.",
      admission: "Your application has reached the admissions office of {school}.",
      visit: "Your visit request has reached the admissions office of {school}.",
      tour: "Your tour booking has reached the admissions office of {school}.",
      career: "Thank you for applying to work with us.",
    },
    /** Under the visit's date and time, when the message carries its .ics file. */
    calendar: "To add this visit to your calendar, open the attached file.",
    sent: "What you sent us",
    questions: "Any questions? Call us or write to us on WhatsApp",
    reply: "You can also simply reply to this e-mail.",
    signOff: "With best wishes,",
    signature: "The admissions team, {school}",
    careersSignature: "The recruitment team, {group}",
    why: "You received this e-mail because this address was given on a form on the {group} website. If that was not you, please ignore it.",
  },
  office: {
    subject: {
      tour: "New tour booking: {date} ({school})",
      enrollment: "New enrollment request: {name}",
      contact: "New message: {name} ({school})",
      admission: "New admission application: {name} ({school})",
      visit: "New visit request: {name} ({school})",
      career: "New job application: {name} ({position})",
      careerAnyPosition: "New job application: {name}",
    },
    intro: {
      tour: "A school tour of {school} was booked on the website on {when}.",
      enrollment: "{name} sent an enrollment request on the website on {when}.",
      contact: "{name} sent a message to {school} on the website on {when}.",
      admission: "{name} applied for admission to {school} on the website on {when}.",
      visit: "{name} asked to visit {school} on the website on {when}.",
      career: "{name} applied for a job on the website on {when}.",
    },
    promised: "The website told them: “{promise}”",
    open: "Open the request in the staff inbox",
    call: "Call {name}: {phone}",
    whatsapp: "WhatsApp {name}: {link}",
    reply: "Reply to this e-mail to write to {email}.",
    sent: "What they sent",
    why: "Sent by the {group} website to the office that handles this request.",
  },
  contact: {
    whatsapp: "WhatsApp: {link}",
  },
};
