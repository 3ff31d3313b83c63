// The /school/{id} page: the eleven sections of a school, its fallback and 'School not found'.
// Per-school texts (motto, vision, principal's letter ...) live in app/content/schools.
export const school = {
  meta: {
    title: "{school} - {provider} | Quality Education in {place}",
    fallbackTitle: "{school} - {provider}",
    notFoundTitle: "School not found - {provider}",
    notFoundDescription: "We could not find this school. See all six Vidyanjali schools on the home page.",
  },
  hero: {
    eyebrow: "Nursery to Class 10 · {town}",
    title: "Welcome to {school}",
    apply: "Apply for Admission",
    backHome: "← Back to Home",
    factsLabel: "At a glance",
    established: "Since {year}",
    grades: "Nursery to Class 10",
    admissionsOpen: "Admissions open {year}",
    callPrompt: "Questions about admission? Call {phone}",
  },
  motto: {
    heading: "School Motto",
  },
  visionMission: {
    eyebrow: "What guides us",
    vision: "Our Vision",
    mission: "Our Mission",
    objectivesLabel: "What we do every year",
  },
  features: {
    eyebrow: "For parents",
    heading: "Why Choose {school}",
  },
  principal: {
    heading: "Message from the Principal",
  },
  gallery: {
    eyebrow: "Our campus",
    heading: "Around {school}",
    open: "Open the photo at full size: {alt}",
  },
  videos: {
    eyebrow: "See for yourself",
    heading: "A Look Inside {school}",
    intro: "Short films made at the school. Each video starts only when you press play.",
    play: "Play video: {title}",
    poster: "Play video",
    channel: "Watch more on our YouTube channel",
    newTab: "(opens in a new tab)",
  },
  programs: {
    eyebrow: "One school, every stage",
    heading: "Nursery-10th Grade Education",
    intro: "Your child can grow up with us from the first day of Nursery to the Class 10 board examinations, with teachers who pass on what they know about every child from one stage to the next.",
    levels: {
      nursery: {
        title: "Nursery",
        range: "Ages 3-5",
        description: "Learning through play: rhymes and stories in Telugu and English, phonics, counting with beads and blocks, and plenty of time outdoors.",
      },
      primary: {
        title: "Primary School",
        range: "Grades 1-5",
        description: "Strong reading, writing and arithmetic, environmental studies, computers and art, with small steps and regular feedback to parents.",
      },
      middle: {
        title: "Middle School",
        range: "Grades 6-8",
        description: "Subject teachers for science, mathematics, social studies and three languages, lab work, projects, sport and clubs.",
      },
      secondary: {
        title: "Secondary School",
        range: "Grades 9-10",
        description: "Calm, thorough preparation for the Class 10 board examinations: weekly tests, model papers, revision plans and a mentor for every student.",
      },
    },
  },
  admission: {
    eyebrow: "Admissions",
    heading: "Admission Details",
    open: "Admissions open for academic year {year}",
    classes: "Nursery to Grade X",
    eligibility: {
      heading: "Eligibility",
      prePrimary: "Pre-primary (Nursery, LKG, UKG): age 3+ as of June 1st.",
      higher: "Primary and high school: based on previous school records and an assessment.",
    },
    process: {
      heading: "Admission Process",
      steps: {
        enquiry: "Enquiry and school visit",
        application: "Application submission",
        assessment: "Assessment and interaction",
        confirmation: "Admission confirmation",
      },
    },
    documents: {
      heading: "Documents Required",
      items: {
        birthCertificate: "Birth certificate",
        reportCard: "Previous school report card",
        transferCertificate: "Transfer certificate (for higher classes)",
        photographs: "3 passport-size photographs",
        aadhar: "Aadhar card (student and parent)",
      },
    },
  },
  joinUs: {
    heading: "Join Us",
    phoneLabel: "Admission office",
    emailLabel: "E-mail",
    brochure: "Download Brochure",
    /** The school's "Fees and disclosures" page (issue 28). */
    disclosures: "Fees and disclosures",
  },
  map: {
    heading: "Visit Our Campus",
    headingDirections: "Location & Directions",
    iframeTitle: "Map showing {school}",
    showMap: "Show map",
    placeholder: "The map of {place} appears here.",
    viewOn: "View on Google Maps",
    directions: "Get Directions on Google Maps",
    newTab: "(opens in a new tab)",
    ourAddress: "Our Address",
  },
  fallback: {
    eyebrow: "A Vidyanjali school",
    location: "Location",
    established: "Established",
    programs: "Programs",
    programsValue: "K-12 Education",
    /** Under the spec's words: what the schools teach. */
    programsDetail: "Nursery to Class 10",
    mapComingSoon: "Map coming soon",
    backHome: "Back to Home",
    contact: "Contact School",
  },
  notFound: {
    heading: "School not found",
    body: "We could not find a school at this address. All six Vidyanjali schools are listed on the home page.",
    backHome: "Back to Home",
  },
};
