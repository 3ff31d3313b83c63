// The printable /brochure page.
export const brochure = {
  meta: {
    title: "Brochure | Vidyanjali Schools",
    description:
      "The Vidyanjali Schools brochure to read or print: our mission, six highlights, the six schools from Wargal to SriNagar Colony with their founding years, and what parents say.",
  },
  header: {
    eyebrow: "School brochure {year}",
    tagline: "Six schools across Telangana, from Nursery to Class 10.",
  },
  mission: {
    title: "Our Mission",
    body:
      "To give every child a strong foundation in language, mathematics and science, the confidence to speak and ask questions, and the values of honesty, respect and service.",
    promiseTitle: "Our Promise",
    promise:
      "Your child will be known by name, taught by experienced teachers and kept safe on campus and on the school bus. You will always know how your child is doing.",
  },
  highlights: {
    title: "Highlights",
    items: {
      grades: {
        title: "Nursery to Class 10",
        body: "One school for thirteen years, from the first day in Nursery (ages 3-5) to the Class 10 board examination.",
      },
      campuses: {
        title: "Six campuses",
        body: "Wargal, two schools in Mahabubnagar, Nagole, ManiKonda and SriNagar Colony in Hyderabad.",
      },
      experience: {
        title: "Experienced teachers",
        body: "Over 150 years of combined experience in our team, and classes small enough to know every child.",
      },
      safety: {
        title: "Safe campuses",
        body: "CCTV at entrances and corridors, trained bus attendants, a counsellor and regular health check-ups.",
      },
      labs: {
        title: "Labs and libraries",
        body: "Science and computer labs, robotics clubs, smart classrooms and well-stocked libraries.",
      },
      beyond: {
        title: "Sports and the arts",
        body: "Sports days, music, dance, debates and an annual play, so that every child finds a way to shine.",
      },
    },
  },
  schools: {
    title: "Our Schools",
    established: "Established {year}",
    crest: "Crest of {name}",
    location: "Location",
    website: "Website",
    loading: "Loading school information…",
    error: "Unable to load school information. Please try refreshing the page.",
    empty: "School information is being updated. Please check back soon.",
  },
  testimonials: {
    title: "What Parents Say",
    loading: "Loading testimonials…",
    error: "Unable to load testimonials...",
    empty: "New testimonials coming soon...",
  },
  contact: {
    title: "Visit us, or talk to us",
    body: "Admissions for {year} are open. Call, write or visit our head office in {city}; we reply within one working day.",
    phone: "Phone: {phone}",
    email: "E-mail: {email}",
    address: "Head office: {address}",
    contactNow: "Contact Us Now",
    print: "Print Brochure",
  },
};
