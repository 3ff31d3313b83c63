// The home page, section by section in the order the page shows them.
export const home = {
  meta: {
    title: "Vidyanjali Schools | Six Schools in Telangana, Nursery to Class 10",
    description:
      "Six caring schools in Wargal, Mahabubnagar, Nagole, ManiKonda and SriNagar Colony, Nursery to Class 10. Admissions open {year}: book a school tour or send an enrollment request.",
  },
  hero: {
    eyebrow: "Six schools across Telangana · Nursery to Class 10",
    title: "Where every child is known, and every child grows",
    promise:
      "From Wargal and Mahabubnagar to Nagole, ManiKonda and SriNagar Colony, our six schools give children caring teachers, safe campuses and strong foundations for the thirteen years, Nursery to Class 10, that shape them.",
    academicYear: "Admissions open {year}",
    bookTour: "Book a School Tour",
    scheduleVisit: "Schedule a Campus Visit",
    call: "Call {phone}",
    artTitle: "A drawing of a school building with two children walking in, a tree and a stack of books",
  },
  difference: {
    eyebrow: "About us",
    title: "The Difference",
    paragraphs: {
      people:
        "Choosing a school means choosing the people your child will spend thirteen years with, from Nursery to Class 10. Across our six schools, that means teachers who know every child by name, classrooms where questions are welcome and parents who are kept informed at every step.",
      campuses:
        "Each campus keeps its own character, from a town school in Wargal to international schools in ManiKonda and SriNagar Colony, while sharing the group's standards for teaching, safety and care.",
    },
    factsLabel: "Vidyanjali Schools in numbers",
    facts: {
      schools: { value: "6", label: "schools across Telangana" },
      grades: { value: "Nursery–10", label: "one path through thirteen years" },
      experience: { value: "150+ years", label: "of combined experience in our team" },
      since: { value: "Since 1995", label: "teaching families in Telangana" },
    },
  },
  highlights: {
    eyebrow: "Highlights",
    title: "Why Parents Choose Us",
    intro: "What parents tell us matters most when they choose a school, and what we do about it every day.",
    items: {
      experience: {
        title: "Over 150 years of experience",
        body: "Together our principals and teachers bring over 150 years of combined experience of teaching children and running schools in Telangana.",
      },
      safety: {
        title: "Safety you can see",
        body: "Supervised school transport, CCTV across every campus, and trained staff at the gates, in the corridors and on the buses.",
      },
      attention: {
        title: "Every child known",
        body: "Teachers who know each child by name, regular parent–teacher meetings and report cards that explain, not just grade.",
      },
      foundations: {
        title: "Strong foundations",
        body: "A clear path from Nursery to Class 10 that builds reading, mathematics and science step by step, towards confident Class 10 results.",
      },
      languages: {
        title: "Confident communicators",
        body: "Spoken English every day, with Telugu and Hindi close at hand, so children speak up in class and stay rooted at home.",
      },
      fees: {
        title: "Clear fees, honest answers",
        body: "A written fee structure at admission and an admissions office that answers your questions about fees, transport and timings.",
      },
    },
  },
  schools: {
    eyebrow: "Our Schools",
    title: "Six schools, one family",
    intro: "Each campus has its own character and the same promise. Choose a school to see its classes, teachers and admission details.",
    loading: "Loading our schools…",
    error: "Unable to load school information. Please try refreshing the page.",
    empty: "School information is being updated. Please check back soon.",
    more: "See the school",
    crestTitle: "Crest of {name}",
  },
  beyond: {
    eyebrow: "Beyond Academics",
    title: "Skills for life, not just for exams",
    intro: "Marks open doors. Confidence, character and curiosity help children walk through them.",
    items: {
      speaking: {
        title: "Public speaking",
        body: "Children lead the morning assembly, debate and present their own projects from the primary years onwards.",
      },
      leadership: {
        title: "Leadership and teamwork",
        body: "House captains, a student council and group projects teach children to lead, and to listen.",
      },
      values: {
        title: "Values and citizenship",
        body: "Respect, honesty and service, practised through daily routines, festivals and community drives.",
      },
      digital: {
        title: "Digital skills",
        body: "Computer labs and coding, and robotics clubs at our international schools, prepare children for a digital world.",
      },
      nature: {
        title: "Care for nature",
        body: "School gardens, recycling drives and eco clubs make children responsible for the world around them.",
      },
      everyday: {
        title: "Everyday life skills",
        body: "Road safety, first aid, managing money and healthy habits, taught in ways children remember.",
      },
    },
  },
  sports: {
    eyebrow: "Sports and Extracurriculars",
    title: "Room to run, create and perform",
    intro: "Every week has time for the playground and the stage, so that each child finds something to shine at.",
    sportsTitle: "Sports",
    sportsList: {
      athletics: "Athletics",
      cricket: "Cricket",
      football: "Football",
      basketball: "Basketball",
      badminton: "Badminton",
      kabaddi: "Kabaddi",
      khoKho: "Kho-kho",
      chess: "Chess",
      yoga: "Yoga",
      skating: "Skating",
    },
    activitiesTitle: "Arts and clubs",
    activitiesList: {
      dance: "Classical and folk dance",
      music: "Vocal and instrumental music",
      drama: "Drama and the annual day",
      art: "Drawing, painting and craft",
      science: "Science fairs",
      robotics: "Robotics and coding clubs",
      debate: "Debate and quiz",
      magazine: "The school magazine",
    },
    artTitle: "A drawing of a sports field with a football, a goal and a cricket bat",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "Voices of Excellence",
    intro: "Parents, students and alumni of our six schools, in their own words.",
    loading: "Loading testimonials…",
    error: "Unable to load testimonials...",
    empty: "New testimonials coming soon...",
  },
  cta: {
    eyebrow: "Admissions open {year}",
    title: "Come and see us, or start your application today",
    body: "Book a tour to walk through a campus and meet the teachers, or send an enrollment request and our admissions team will call you to guide you through the next steps.",
    bookTour: "Book a School Tour",
    enroll: "Enroll Now",
    documentsTitle: "Keep these documents ready",
    documents: {
      birth: "Birth certificate",
      report: "Previous school report card",
      transfer: "Transfer certificate (for higher classes)",
      photos: "3 passport-size photographs",
      aadhar: "Aadhar card (student and parent)",
    },
  },
  contact: {
    eyebrow: "Contact",
    title: "Get in Touch",
    intro: "Questions about admissions, fees, transport or a tour? Send us a message and our team will reply soon, or reach the main campus directly.",
    campusTitle: "Main Campus",
    campusName: "Queens International School, SriNagar Colony, Hyderabad",
    address: "Address",
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappLink: "Chat with us on WhatsApp",
    email: "E-mail",
    directions: "Get directions",
    newTab: "(opens in a new tab)",
  },
  // /contact, which leads to the contact section above.
  contactRedirect: {
    meta: {
      title: "Contact Us | Vidyanjali Schools",
      description: "Phone, e-mail and the contact form of Vidyanjali Schools, on our home page.",
    },
    text: "Redirecting to Contact Section...",
  },
};
