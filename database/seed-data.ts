// The rows a fresh database starts with: the six schools (ids 1-6).
import { SCHOOL_ID_BY_CODE, type SchoolCode } from "#app/config/enumerations.ts";

interface SchoolSeed {
  code: SchoolCode;
  name: string;
  description: string;
  established: number;
  location: string;
  website: string | null;
}

const schoolSeeds: SchoolSeed[] = [
  {
    code: "viswa",
    name: "Viswa Bharathi High School",
    description:
      "A caring town school in Wargal where children of the surrounding villages learn from Nursery to Class 10 in bright classrooms, with science and computer labs and a large playground.",
    established: 1998,
    location: "Main Road, near Saraswathi Temple, Wargal, Siddipet district, Telangana 502279",
    website: null,
  },
  {
    code: "maa",
    name: "MAA School",
    description:
      "A warm, family-like school in Mahabubnagar that builds strong foundations in reading, mathematics and values, with activity-based learning in the early years.",
    established: 2004,
    location: "New Town, Mahabubnagar, Telangana 509001",
    website: null,
  },
  {
    code: "santhi",
    name: "Santhi Niketan School",
    description:
      "A Hyderabad school in Nagole that pairs a steady academic record with music, art and sport, so that every child finds something to shine at.",
    established: 2001,
    location: "Bandlaguda Road, Nagole, Hyderabad, Telangana 500068",
    website: null,
  },
  {
    code: "lumbini",
    name: "Lumbini High School",
    description:
      "A high school in Mahabubnagar known for its Class 10 results, disciplined study habits and teachers who know every student by name.",
    established: 1995,
    location: "Padmavathi Colony, Mahabubnagar, Telangana 509001",
    website: null,
  },
  {
    code: "prism",
    name: "Prism International School",
    description:
      "An international school on the ManiKonda campus in Hyderabad with inquiry-based learning, STEM and robotics labs, and a global outlook rooted in Indian values.",
    established: 2012,
    location: "ManiKonda Campus, Puppalaguda Road, ManiKonda, Hyderabad, Telangana 500089",
    website: "https://prism.vidyanjalischools.in",
  },
  {
    code: "queens",
    name: "Queens International School",
    description:
      "Our main campus in SriNagar Colony, Hyderabad: an international school with smart classrooms, a well-stocked library, performing arts and a full sports programme.",
    established: 2008,
    location: "Plot 12, SriNagar Colony Main Road, Yousufguda, Hyderabad, Telangana 500073",
    website: "https://queens.vidyanjalischools.in",
  },
];

export const SCHOOL_SEEDS = schoolSeeds.map((school) => ({
  id: SCHOOL_ID_BY_CODE[school.code],
  ...school,
}));
