// The /about page and the /about-preview layout comparison.
export const about = {
  meta: {
    title: "About Us | Vidyanjali Schools",
    description:
      "Who we are: six schools in Wargal, Mahabubnagar, Nagole, ManiKonda and SriNagar Colony, Nursery to Class 10. Our mission and six reasons parents across Telangana trust us.",
  },
  hero: {
    eyebrow: "About Vidyanjali Schools",
    title: "Six schools in Telangana, one family of teachers",
    intro:
      "From a town school in Wargal to international campuses in Hyderabad, we teach children from Nursery to Class 10 the way good parents would: patiently, with high hopes and with care for the whole child.",
    imageAlt:
      "Line drawing of a school building with a flag, children walking to the gate with school bags, and an open book under a rising sun.",
  },
  mission: {
    eyebrow: "Our Mission",
    title: "Every child known, every child growing",
    body:
      "Our mission is to give every child a strong foundation in language, mathematics and science, the confidence to speak and ask questions, and the values of honesty, respect and service that parents in Telangana hold dear.",
    detail:
      "We keep classes small enough for teachers to know each child by name, we report progress to parents regularly and openly, and we measure ourselves by how our students grow, not only by their marks.",
  },
  reasons: {
    eyebrow: "Why parents trust us",
    title: "Six reasons families choose Vidyanjali",
    intro: "Choosing a school is a decision for thirteen years, from Nursery to Class 10. Here is what you can count on, in every one of our six schools.",
    items: {
      localExpertise: {
        title: "Local expertise",
        body:
          "Our teams in Wargal, Mahabubnagar, Nagole, ManiKonda and SriNagar Colony bring over 150 years of combined experience of teaching children from these towns. We know the local families, the board examinations and the languages children speak at home.",
      },
      innovativeLearning: {
        title: "Innovative learning",
        body:
          "Children learn by doing: science and computer labs, robotics clubs and activity-based lessons in the early years. Smart classrooms support the teacher, never replace her.",
      },
      safety: {
        title: "Student safety and wellness",
        body:
          "Campuses have CCTV at entrances and corridors, and school buses travel with a trained attendant. A counsellor, regular health check-ups and clean drinking water look after each child's well-being.",
      },
      transparency: {
        title: "Transparent administration",
        body:
          "The fee structure is published in writing at admission, with no hidden charges during the year. Parent-teacher meetings every term and clear report cards mean you always know how your child is doing.",
      },
      excellence: {
        title: "Academic excellence",
        body:
          "Strong Class 10 results come from steady habits: daily revision, weekly tests and extra help for anyone who falls behind. Our teachers prepare students for higher studies, not only for the next examination.",
      },
      inclusive: {
        title: "Inclusive community",
        body:
          "Children of every background, faith and language learn and play together, in English with Telugu and Hindi alongside. Festivals, sports days and annual plays bring families into school life.",
      },
    },
  },
  join: {
    title: "Join the Vidyanjali family",
    body:
      "Admissions for the academic year {year} are open from Nursery to Class 10. Come and see a school at work: meet the teachers, walk through the classrooms and ask every question you have.",
    bookVisit: "Book a visit",
    contact: "Contact us",
    brochure: "Read our printable brochure",
  },
  preview: {
    meta: {
      title: "About Page Layout Preview | Vidyanjali Schools",
      description: "An internal comparison of the current and the uniform layout of the About page.",
    },
    eyebrow: "Layout preview",
    title: "Compare two layouts of the About page",
    intro:
      "Two small previews of the same About page, hero and six reasons, side by side. This page is for our team and is not listed by search engines.",
    current: {
      label: "Current layout",
      caption:
        "The current layout: the hero text sits beside the illustration, and the reasons are a list with icons on the left, each with a different length.",
    },
    uniform: {
      label: "Uniform layout",
      caption:
        "The uniform layout: a centred hero above the illustration, and the six reasons in a grid of equal cards, the same pattern as the rest of the site.",
    },
    mockHeading: "About Vidyanjali Schools",
    mockIntro: "Six schools in Telangana, one family of teachers.",
    mockButton: "Book a visit",
    backToHome: "Back to Homepage",
  },
};
