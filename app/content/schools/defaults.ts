// Generic texts for a school the API knows but that has no content module of its own
// (ids beyond 1-6): the fallback school page and any section without per-school text.
import { groupFirstVersion } from "../group/first-version.ts";
import type { Localized } from "../localized.ts";
import { defaultCrest } from "./default-crest.ts";
import type { Crest, SchoolContent } from "./types.ts";

export type DefaultPrincipalLetter = Pick<
  SchoolContent["principal"],
  "greeting" | "paragraphs" | "closing" | "signature"
>;

export const defaultMotto: Localized = {
  en: "Knowledge. Character. Excellence.",
  te: "జ్ఞానం. శీలం. శ్రేష్ఠత.",
};

export const defaultMottoDescription: Localized = {
  en: "Knowledge opens doors, character decides which ones a child walks through, and excellence is the habit of giving every task one's best. We work on all three, every day, from Nursery to Class 10.",
  te: "జ్ఞానం తలుపులు తెరుస్తుంది; ఏ తలుపు గుండా నడవాలో శీలం నిర్ణయిస్తుంది; చేసే ప్రతి పనిలో శక్తి మేరకు ఉత్తమంగా కృషి చేసే అలవాటే శ్రేష్ఠత. నర్సరీ నుంచి 10వ తరగతి వరకు ప్రతిరోజూ ఈ మూడింటిపైనా శ్రద్ధ పెడతాం.",
};

export const defaultVision: Localized = {
  en: "A school where every child is known by name, kept safe and helped to do their best, and leaves Class 10 ready for the next step and proud of who they are.",
  te: "ప్రతి బిడ్డనూ పేరుతో గుర్తించి, భద్రంగా చూసుకుని, తన శక్తి మేరకు ఎదిగేలా తోడ్పడే పాఠశాల; 10వ తరగతి పూర్తి చేసే సరికి తర్వాతి అడుగుకు సిద్ధంగా, తమ పట్ల గర్వంగా నిలిచే విద్యార్థులు.",
};

export const defaultMission: SchoolContent["mission"] = {
  statement: {
    en: "To give every child from Nursery to Class 10 a strong academic foundation, good values and the confidence to use them.",
    te: "నర్సరీ నుంచి 10వ తరగతి వరకు ప్రతి బిడ్డకూ బలమైన విద్యా పునాది, మంచి విలువలు, వాటిని ఆచరించే ఆత్మవిశ్వాసం అందించడం.",
  },
  objectives: [
    {
      en: "Clear, caring teaching and regular feedback in every subject.",
      te: "ప్రతి సబ్జెక్టులో స్పష్టమైన, ఆదరణతో కూడిన బోధన; క్రమం తప్పకుండా పిల్లల ప్రగతిపై సూచనలు.",
    },
    {
      en: "Labs, library, arts and sport as part of every week.",
      te: "ప్రతి వారం ల్యాబ్‌లు, గ్రంథాలయం, కళలు, క్రీడలు.",
    },
    {
      en: "A safe campus and safe transport for every child.",
      te: "ప్రతి బిడ్డకూ సురక్షితమైన క్యాంపస్, సురక్షితమైన ప్రయాణం.",
    },
    {
      en: "An open door for parents, with regular meetings and honest reports.",
      te: "తల్లిదండ్రులకు ఎప్పుడూ తెరిచి ఉండే తలుపు: క్రమం తప్పని సమావేశాలు, నిజాయితీగా రాసిన ప్రోగ్రెస్ కార్డులు.",
    },
  ],
};

export const defaultPrincipalLetter: DefaultPrincipalLetter = {
  greeting: { en: "Dear Parents,", te: "ప్రియమైన తల్లిదండ్రులకు నమస్కారం," },
  paragraphs: [
    {
      en: "Choosing a school is one of the most important decisions a family makes, and we thank you for considering us.",
      te: "పాఠశాలను ఎంచుకోవడం ఒక కుటుంబం తీసుకునే అత్యంత ముఖ్యమైన నిర్ణయాల్లో ఒకటి. మా పాఠశాలను పరిశీలిస్తున్నందుకు మీకు ధన్యవాదాలు.",
    },
    {
      en: "Our teachers make it their work to know every child: how they learn, what they enjoy and where they need help. From the first day of Nursery to the Class 10 examinations, we keep parents informed at every step.",
      te: "ప్రతి బిడ్డనూ దగ్గరగా తెలుసుకోవడమే మా ఉపాధ్యాయుల పని: ఎలా నేర్చుకుంటారు, దేన్ని ఇష్టపడతారు, ఎక్కడ సహాయం అవసరం. నర్సరీ మొదటి రోజు నుంచి 10వ తరగతి పరీక్షల వరకు ప్రతి దశలోనూ తల్లిదండ్రులకు సమాచారం ఇస్తూనే ఉంటాం.",
    },
    {
      en: "We would be glad to welcome your child into our school family.",
      te: "మీ బిడ్డను మా పాఠశాల కుటుంబంలోకి ఆహ్వానించడం మాకు ఎంతో ఆనందం.",
    },
  ],
  closing: { en: "With warm regards,", te: "ఆత్మీయ శుభాకాంక్షలతో," },
  signature: { en: "Principal, Vidyanjali Schools", te: "ప్రిన్సిపాల్, విద్యాంజలి స్కూల్స్" },
};

export const defaultInvitation: Localized = {
  en: "The best way to choose a school is to see it on a working day. Come and visit us, meet our teachers and bring your child along.",
  te: "పాఠశాలను ఎంచుకోవడానికి ఉత్తమ మార్గం, బడి నడిచే రోజున స్వయంగా వచ్చి చూడటమే. మా పాఠశాలకు రండి, మా ఉపాధ్యాయులను కలవండి, మీ బిడ్డను కూడా వెంట తీసుకురండి.",
};

export const defaultJoinUs: SchoolContent["joinUs"] = {
  text: {
    en: `Admissions for {year} are open from Nursery to Class 10. Call or e-mail our admission office for fees, transport and a visit at a time that suits you.`,
    te: `{year} విద్యా సంవత్సరానికి నర్సరీ నుంచి 10వ తరగతి వరకు ప్రవేశాలు జరుగుతున్నాయి. ఫీజులు, బస్సు సౌకర్యం, మీకు వీలైన సమయంలో క్యాంపస్ సందర్శన కోసం మా ప్రవేశాల కార్యాలయానికి ఫోన్ చేయండి లేదా ఇ-మెయిల్ పంపండి.`,
  },
  phone: groupFirstVersion.phone,
  email: groupFirstVersion.email,
};

export { defaultCrest };

export interface SchoolDefaults {
  motto: Localized;
  mottoDescription: Localized;
  vision: Localized;
  mission: SchoolContent["mission"];
  principal: DefaultPrincipalLetter;
  invitation: Localized;
  joinUs: SchoolContent["joinUs"];
  crest: Crest;
}

/** All generic defaults in one object. */
export const DEFAULT_SCHOOL_CONTENT: SchoolDefaults = {
  motto: defaultMotto,
  mottoDescription: defaultMottoDescription,
  vision: defaultVision,
  mission: defaultMission,
  principal: defaultPrincipalLetter,
  invitation: defaultInvitation,
  joinUs: defaultJoinUs,
  crest: defaultCrest,
};
