// The /careers page: why work with us and the job application form.
export const careers = {
  meta: {
    title: "Careers – Join Our Team | Vidyanjali Schools",
    description:
      "Teach and work at one of six Vidyanjali schools across Telangana, from Nursery to Class 10. Apply online for teaching, leadership and administrative roles.",
  },
  hero: {
    eyebrow: "Careers",
    title: "Join Our Team",
    intro:
      "Good schools are made by good people. If you care about children and love your subject, we would like to hear from you.",
    back: "Back to Home",
    illustration: "Line drawing of a teacher at a blackboard beside a stack of books",
  },
  why: {
    title: "Why work with us",
    campuses: {
      title: "Six campuses, one family",
      body: "Schools in Wargal, Mahabubnagar, Nagole, ManiKonda and SriNagar Colony, so you can build a career close to home.",
    },
    training: {
      title: "Training that continues",
      body: "Regular workshops and mentoring from experienced colleagues help you keep growing as a teacher.",
    },
    respect: {
      title: "A respectful workplace",
      body: "Clear expectations, fair treatment and colleagues who listen. Teachers are trusted professionals here.",
    },
  },
  contact: {
    title: "Questions about a role?",
    body: "Write to our recruitment team. You can also send your résumé by e-mail.",
    email: "E-mail us",
  },
  form: {
    title: "Application form",
    intro: "Fields marked * are required.",
    aboutSection: "About you",
    roleSection: "The role",
    letterSection: "In your own words",
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email Address",
    phone: "Phone Number",
    position: "Position",
    experience: "Teaching or Work Experience",
    expectedSalary: "Expected Salary",
    expectedSalaryHint: "Per month, in rupees. For example 35,000.",
    availableFrom: "Available From",
    message: "Cover Letter",
    messagePlaceholder: "Tell us about your teaching experience, your subjects and why you would like to join us...",
    submit: "Submit Application",
    pending: "Submitting...",
  },
  resume: {
    label: "Résumé",
    hint: "PDF, DOC or DOCX, up to 5 MB. It is sent with your application; if it will not attach, e-mail it to {email}.",
    choose: "Choose file",
    none: "No file chosen",
    selected: "Selected: {name} ({size} MB)",
    remove: "Remove file",
  },
  captcha: {
    section: "Quick check",
    question: "What is {a} + {b}?",
    hint: "Type the answer as a number.",
  },
};
