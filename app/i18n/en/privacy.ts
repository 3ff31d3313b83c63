// The privacy notice (/privacy, issue 18): what each form collects and why, how long it is
// kept, who else handles it, a family's rights and whom to ask. Written for parents, as
// India's Digital Personal Data Protection Act 2023 and its Rules (2025) ask. {months}
// and the officer's details are filled in from the configuration (app/config/privacy.ts,
// app/config/site.ts), so the page always says what the site does.
export const privacy = {
  meta: {
    title: "Privacy Notice | Vidyanjali Schools",
    description:
      "What our forms collect about you and your child, why, how long we keep it, and how to see, correct or erase it: the Vidyanjali Schools privacy notice.",
  },
  title: "Privacy notice",
  dated: "Notice dated {date}",
  intro:
    "{legalName} runs this website and its six schools. When you fill in one of our forms, we are responsible for what you send us. This notice tells you, as India's Digital Personal Data Protection Act, 2023 and its Rules ask, what we collect, why, how long we keep it, and what you can ask of us.",
  contents: "On this page",
  forms: {
    title: "What each form collects, and why",
    intro:
      "We collect only what you type into a form, with the language you used, the time it arrived and the version of this notice you were shown. We use it only for the purpose named here, and nothing is collected until you press the form's button. Our e-mails to you about a request carry a private link to a page with your request and where it stands; for a visit or a tour you can also move or cancel it there. The link holds a code of 256 bits that no one can guess: we keep only its SHA-256 fingerprint (hash), never the code itself, and never write it into our logs. Anyone who has the link can open that page, so please do not share or forward it. It works until 30 days after the day of your visit or tour, or 90 days after you sent any other request; once a request is erased or deleted, its link shows nothing.",
    collects: "What it collects",
    purpose: "Why",
    kept: "Kept for",
    months: "{months} months",
    tour: {
      name: "Book a School Tour",
      collects:
        "Your name and phone number, and your e-mail address if you give it; the school, how many people are coming, your child's class and the day you would like.",
      purpose:
        "To arrange your school tour and confirm it with you. With an e-mail address we also send you the confirmation, a reminder the evening before and your private link.",
    },
    enrollment: {
      name: "Enroll Now",
      collects: "Your name, e-mail address, phone number and your child's class.",
      purpose: "To call you about enrolling your child and the next steps.",
    },
    contact: {
      name: "Contact form",
      collects: "Your name, e-mail address, phone number, the school you are asking about and your message.",
      purpose: "To answer your message.",
    },
    visit: {
      name: "Schedule a Visit",
      collects:
        "Your name, e-mail address and phone number; your child's name, age and the class you are interested in; the school, the day, time and number of visitors; and any interests or questions you add.",
      purpose: "To arrange your campus visit, confirm it with you and send you a reminder the evening before.",
    },
    admission: {
      name: "Apply for Admission",
      collects:
        "Your child's name, your name as parent or guardian, your phone number and e-mail address, the class applied for, the school and any message you add.",
      purpose: "To consider your child's application, arrange the assessment and, if a seat is offered, the admission.",
    },
    careers: {
      name: "Careers: Join Our Team",
      collects:
        "Your name, e-mail address, phone number, the position and your experience, expected salary, the date you can join, your cover letter and your résumé.",
      purpose: "To consider you for a job at our schools and contact you about it.",
    },
  },
  visitSource: {
    title: "Which campaign brought you",
    body:
      "When you arrive through a link of one of our campaigns (it carries utm tags) or from another website, we keep a small cookie of our own, named vs, in your browser for 30 days. It holds only which campaign or site brought you (the link's utm tags, the other site's name, never the address of its page), the first page you opened and the day: no personal data, and no one else reads it. When you send a form, these are stored with your request, so that we know which campaigns bring families to our schools.",
  },
  retention: {
    title: "How long we keep it",
    enquiries:
      "Tour, enrollment, contact and visit requests: {months} months from the day they arrive, unless they led to your child's admission; then they are kept with the admission records.",
    admissions: "Admission applications: {months} months from the day they arrive.",
    careers: "Career applications: {months} months from the day they arrive.",
    after:
      "After that we delete the request, with the e-mails, notes and files about it. You can also ask us to delete it sooner (see your rights below).",
  },
  children: {
    title: "Your child's details",
    body:
      "Details about a child are given by the child's parent or guardian, who fills in the form for them. We use them only to answer that request and for admission. We never use children's details for tracking, for building a profile of a child, or for advertising, and we show no advertising on this site.",
  },
  processors: {
    title: "Who else handles it",
    body:
      "Two kinds of service work for us and only on our instructions (data processors): the e-mail service that carries our confirmation e-mails and the messages to our admissions offices, and the hosting provider whose computers in data centres run this website and store its database. They may not use your details for anything else. We do not sell or rent your details, and we give them to no one else unless the law requires it.",
  },
  rights: {
    title: "Your rights, and how to use them",
    intro:
      "You can ask for any of these by writing to or calling our grievance officer (below). Tell us the phone number or e-mail address you used in the form; we may check that it is you, for example by replying to that address.",
    access: {
      name: "See what we hold",
      body: "A summary of the details we hold about you and your child, what we use them for, and whom we have shared them with.",
    },
    correction: {
      name: "Correct or complete it",
      body: "If something is wrong or out of date, tell us and we will correct it.",
    },
    erasure: {
      name: "Erase it",
      body: "Ask us to delete your request and everything with it. We erase it unless a law requires us to keep it, and tell you when it is done.",
    },
    grievance: {
      name: "Complain",
      body:
        "If you are unhappy with how we handled your details, write to our grievance officer. We answer as soon as we can and within 90 days at the latest. If our answer does not settle it, you may complain to the Data Protection Board of India.",
    },
    nomination: {
      name: "Nominate someone",
      body: "You can name a person who may use these rights for you if you die or are unable to.",
    },
  },
  officer: {
    title: "Whom to ask: our grievance officer",
    intro: "For any question about your details, or to use your rights:",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    address: "Address",
  },
  changes: {
    title: "Changes to this notice",
    body:
      "If we change this notice we will publish the new version here with its date. Every request we store records which version of the notice was shown with the form.",
  },
};
