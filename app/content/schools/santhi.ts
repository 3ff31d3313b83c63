// Santhi Niketan School, Nagole, Hyderabad (id 3).
// Video ids: the school's office supplies the real YouTube ids; until then the page
// shows a placeholder for "REPLACE-WITH-VIDEO-ID".
import type { SchoolContent } from "./types.ts";
import { schoolIdentities } from "./identities.ts";


export const santhi: SchoolContent = {
  id: 3,
  code: "santhi",
  name: { en: "Santhi Niketan School", te: "శాంతినికేతన్ స్కూల్" },
  shortName: { en: "Santhi Niketan", te: "శాంతినికేతన్" },
  place: { en: "Nagole", te: "నాగోల్" },
  town: schoolIdentities[3].town,
  metaDescription: {
    en: "Santhi Niketan School, Nagole, Hyderabad: Nursery to Class 10 since 2001, with steady results, music, art and sport every week, and GPS-tracked buses.",
    te: "2001లో స్థాపితమైన శాంతినికేతన్ స్కూల్, నాగోల్: నర్సరీ నుంచి 10వ తరగతి వరకు, నిలకడైన ఫలితాలు, ప్రతి వారం సంగీతం, చిత్రకళ, క్రీడలు, జీపీఎస్ ఉన్న బస్సులు.",
  },
  keywords: [
    "Santhi Niketan School Nagole",
    "school in Nagole",
    "schools near Uppal and LB Nagar",
    "Hyderabad school with music and art",
    "Nursery to Class 10 Hyderabad",
    "school bus facility Nagole",
    "Nagole school admissions",
    "Vidyanjali Schools",
  ],
  crest: schoolIdentities[3].crest,
  hero: {
    intro: {
      en: "Some children shine in the maths test, some on the stage, some on the running track. At Santhi Niketan in Nagole we make room for all three: a steady academic record since 2001, with music, art and sport built into every week from Nursery to Class 10.",
      te: "కొందరు పిల్లలు గణిత పరీక్షలో మెరుస్తారు, కొందరు వేదికపై, మరికొందరు ఆట మైదానంలో. నాగోల్‌లోని శాంతినికేతన్‌లో ఈ ముగ్గురికీ చోటు ఉంది: 2001 నుంచి నిలకడైన చదువు ఫలితాలు, దానితో పాటు నర్సరీ నుంచి 10వ తరగతి వరకు ప్రతి వారం సంగీతం, చిత్రకళ, క్రీడలు.",
    },
    image: null,
  },
  motto: { en: "Let every child shine.", te: "ప్రతి బిడ్డా వెలుగొందాలి." },
  mottoDescription: {
    en: "The sun on our crest shines on everyone alike. Every child has a gift, whether a good voice, a steady hand with a brush, quick feet or a head for numbers, and a good school's job is to find it, give it time and let it grow alongside strong academics.",
    te: "మా చిహ్నంలోని సూర్యుడు అందరిపైనా సమానంగా వెలుగు పంచుతాడు. ప్రతి బిడ్డలోనూ ఏదో ఒక ప్రతిభ ఉంటుంది: మధురమైన గొంతు, కుంచె పట్టే నేర్పు, వేగంగా పరిగెత్తే కాళ్లు, అంకెలపై పట్టు. ఆ ప్రతిభను గుర్తించి, దానికి సమయం ఇచ్చి, చదువుతో పాటే ఎదిగేలా చేయడమే మంచి పాఠశాల బాధ్యత అని మేం నమ్ముతాం.",
  },
  description: {
    en: "Santhi Niketan School has stood on Bandlaguda Road, Nagole, since 2001. Classes from Nursery to Class 10 follow a clear academic plan with monthly unit tests and term examinations, and every timetable includes music, art and physical education, not as extras but as subjects with their own teachers. Parents meet the teachers every term, the fee structure is given in writing at admission, and our GPS-tracked buses serve Nagole, Uppal, LB Nagar and the colonies nearby.",
    te: "2001 నుంచి నాగోల్, బండ్లగూడ రోడ్డులో శాంతినికేతన్ స్కూల్ నడుస్తోంది. నర్సరీ నుంచి 10వ తరగతి వరకు ప్రతి నెలా యూనిట్ టెస్టులు, టర్మ్ పరీక్షలతో కూడిన స్పష్టమైన విద్యా ప్రణాళికను అనుసరిస్తాం. ప్రతి టైమ్‌టేబుల్‌లో సంగీతం, చిత్రకళ, వ్యాయామ విద్య ఉంటాయి; అదనపు కార్యక్రమాలుగా కాదు, సొంత ఉపాధ్యాయులు ఉన్న సబ్జెక్టులుగా. ప్రతి టర్మ్‌లో తల్లిదండ్రులు ఉపాధ్యాయులను కలుస్తారు; ప్రవేశ సమయంలోనే ఫీజు వివరాలను రాతపూర్వకంగా ఇస్తాం; జీపీఎస్ ఉన్న మా బస్సులు నాగోల్, ఉప్పల్, ఎల్‌బీ నగర్, పరిసర కాలనీలకు నడుస్తాయి.",
  },
  vision: {
    en: "A school where doing well in class and loving music, art or sport never compete, and where each child leaves with good marks and something they love to do.",
    te: "తరగతిలో బాగా చదవడం, సంగీతం, చిత్రకళ, క్రీడలను ప్రేమించడం ఒకదానికొకటి పోటీ కాని పాఠశాల; ప్రతి బిడ్డ మంచి మార్కులతో పాటు తనకు ఎంతో ఇష్టమైన ఒక అభిరుచిని వెంట తీసుకువెళ్లే పాఠశాల.",
  },
  mission: {
    statement: {
      en: "To keep our academic standards steady, to give every talent a place to grow, and to keep parents fully informed at every step.",
      te: "మా విద్యా ప్రమాణాలను నిలకడగా కొనసాగించడం, ప్రతి ప్రతిభకూ ఎదిగే అవకాశం ఇవ్వడం, ప్రతి దశలోనూ తల్లిదండ్రులకు పూర్తి సమాచారం అందించడం.",
    },
    objectives: [
      {
        en: "Unit tests every month, and a written term report that shows parents exactly where their child stands.",
        te: "ప్రతి నెలా యూనిట్ టెస్టులు; మీ బిడ్డ ఏ స్థాయిలో ఉందో స్పష్టంగా చూపించే టర్మ్ ప్రోగ్రెస్ కార్డు.",
      },
      {
        en: "Music, art and physical education every week, each taught by a specialist teacher.",
        te: "ప్రతి వారం సంగీతం, చిత్రకళ, వ్యాయామ విద్య; ఒక్కొక్క దానికీ ప్రత్యేక ఉపాధ్యాయులు.",
      },
      {
        en: "A stage, an exhibition or a match for every child, at least once every year.",
        te: "ప్రతి బిడ్డకూ ఏడాదికి కనీసం ఒక్కసారైనా వేదికపై, ప్రదర్శనలో లేదా ఆటల పోటీలో పాల్గొనే అవకాశం.",
      },
      {
        en: "Transparent fees and a parent-teacher meeting every term.",
        te: "దాపరికం లేని ఫీజులు; ప్రతి టర్మ్‌లో తల్లిదండ్రులు–ఉపాధ్యాయుల సమావేశం.",
      },
    ],
  },
  features: [
    {
      icon: "GraduationCap",
      title: { en: "A Steady Academic Record", te: "నిలకడైన చదువు ఫలితాలు" },
      description: {
        en: "A syllabus calendar, monthly unit tests and remedial classes for anyone who needs them mean fewer surprises and steady Class 10 results, year after year.",
        te: "సిలబస్ క్యాలెండర్, ప్రతి నెలా యూనిట్ టెస్టులు, అవసరమైన వారికి ప్రత్యేక తరగతులు; అందుకే ఏటా 10వ తరగతి ఫలితాలు నిలకడగా ఉంటాయి.",
      },
    },
    {
      icon: "Music",
      title: { en: "Our Music Room", te: "మా సంగీత గది" },
      description: {
        en: "Carnatic vocal, keyboard and tabla in our music room. The school choir sings at morning assembly and at every Annual Day.",
        te: "మా సంగీత గదిలో కర్ణాటక గాత్రం, కీబోర్డ్, తబలా. ఉదయం అసెంబ్లీలో, ప్రతి వార్షికోత్సవంలో మా పాఠశాల బృందగానం ఉంటుంది.",
      },
    },
    {
      icon: "Palette",
      title: { en: "An Art Studio", te: "చిత్రకళా గది" },
      description: {
        en: "Drawing, painting, clay and craft from Nursery upwards, and an art exhibition every year where parents see their children's work on the walls.",
        te: "నర్సరీ నుంచే డ్రాయింగ్, పెయింటింగ్, మట్టి బొమ్మలు, క్రాఫ్ట్; ఏటా జరిగే చిత్రకళా ప్రదర్శనలో తల్లిదండ్రులు తమ పిల్లల కళాకృతులను గోడలపై చూసి మురిసిపోతారు.",
      },
    },
    {
      icon: "Trophy",
      title: { en: "Sport for Everyone", te: "అందరికీ క్రీడలు" },
      description: {
        en: "Cricket, throwball, chess, yoga and athletics, teams for inter-school meets, and a sports day on which every child runs.",
        te: "క్రికెట్, త్రోబాల్, చదరంగం, యోగా, అథ్లెటిక్స్; అంతర్ పాఠశాల పోటీలకు జట్లు; ప్రతి బిడ్డా పరుగులో పాల్గొనే క్రీడా దినోత్సవం.",
      },
    },
    {
      icon: "Bus",
      title: { en: "Safe, Tracked Buses", te: "సురక్షితమైన స్కూల్ బస్సులు" },
      description: {
        en: "GPS-tracked buses with a woman attendant serve Nagole, Uppal, LB Nagar and nearby colonies, and parents get a message whenever a bus is running late.",
        te: "జీపీఎస్ ట్రాకింగ్, మహిళా సహాయకురాలు ఉన్న మా బస్సులు నాగోల్, ఉప్పల్, ఎల్‌బీ నగర్, పరిసర కాలనీలకు నడుస్తాయి; బస్సు ఆలస్యమైనప్పుడల్లా తల్లిదండ్రులకు సందేశం వస్తుంది.",
      },
    },
  ],
  principal: {
    name: { en: "P. Srilatha", te: "పి. శ్రీలత" },
    greeting: { en: "Dear Parents,", te: "గౌరవనీయులైన తల్లిదండ్రులకు," },
    paragraphs: [
      {
        en: "Parents often ask me whether music lessons and sports practice take time away from studies. After many years in this school, my honest answer is no. A child who practises a song until it is right learns the same patience that a hard maths problem needs.",
        te: "సంగీత తరగతులు, ఆటల సాధన చదువుకు సమయం తగ్గిస్తాయా అని తల్లిదండ్రులు తరచూ నన్ను అడుగుతుంటారు. ఈ పాఠశాలలో ఎన్నో సంవత్సరాల అనుభవంతో నా నిజాయితీ జవాబు: లేదు. ఒక పాట సరిగ్గా వచ్చే వరకు సాధన చేసే బిడ్డ, కష్టమైన గణిత సమస్యకు కావాల్సిన ఓపికనే నేర్చుకుంటుంది.",
      },
      {
        en: "At Santhi Niketan, academics come first and are planned with care: a syllabus calendar, monthly unit tests and extra help for anyone who needs it. Around that, we give every child a place to shine, whether in the music room, the art studio, on the playground or at the chess board.",
        te: "శాంతినికేతన్‌లో చదువుకే మొదటి ప్రాధాన్యం; దాన్ని జాగ్రత్తగా ప్రణాళిక చేస్తాం: సిలబస్ క్యాలెండర్, ప్రతి నెలా యూనిట్ టెస్టులు, అవసరమైన ప్రతి ఒక్కరికీ అదనపు సహాయం. దానితో పాటు ప్రతి బిడ్డకూ వెలుగొందే వేదికను ఇస్తాం: సంగీత గది, చిత్రకళా గది, ఆట మైదానం లేదా చదరంగం బోర్డు.",
      },
      {
        en: "We also believe you should never have to guess how your child is doing. You will meet your child's teachers every term, receive a written report, and always know what you are paying for and why.",
        te: "మీ బిడ్డ చదువు ఎలా సాగుతోందో మీరు ఊహించుకోవాల్సిన అవసరం ఎప్పుడూ రాకూడదని కూడా మేం నమ్ముతాం. ప్రతి టర్మ్‌లో మీ బిడ్డ ఉపాధ్యాయులను కలుస్తారు, ప్రోగ్రెస్ కార్డు అందుకుంటారు; మీరు చెల్లించే ప్రతి రూపాయి దేనికోసమో మీకు స్పష్టంగా తెలుస్తుంది.",
      },
      {
        en: "Every child carries a light of their own; we are here to help it shine.",
        te: "ప్రతి బిడ్డలోనూ ఒక వెలుగు ఉంటుంది; అది ప్రకాశించేలా చేయడమే మా పని.",
      },
    ],
    closing: { en: "Warm regards,", te: "శుభాకాంక్షలతో," },
    signature: {
      en: "Principal, Santhi Niketan School, Nagole",
      te: "ప్రిన్సిపాల్, శాంతినికేతన్ స్కూల్, నాగోల్",
    },
    picture: null,
  },
  invitation: {
    en: "Visit us on Bandlaguda Road on a weekday afternoon, when the music room and the playground are at their busiest, and see for yourself how learning and joy share one timetable.",
    te: "సంగీత గది, ఆట మైదానం సందడిగా ఉండే ఏదైనా పనిదినం మధ్యాహ్నం బండ్లగూడ రోడ్డులోని మా పాఠశాలకు రండి. చదువు, ఆనందం ఒకే టైమ్‌టేబుల్‌లో ఎలా కలిసిపోతాయో మీరే స్వయంగా చూడండి.",
  },
  joinUs: {
    text: {
      en: `Admissions for {year} are open from Nursery to Class 10. Call our Nagole office for the fee structure in writing, the bus route and stop nearest your home, or to book a visit.`,
      te: `{year} విద్యా సంవత్సరానికి నర్సరీ నుంచి 10వ తరగతి వరకు ప్రవేశాలు జరుగుతున్నాయి. రాతపూర్వక ఫీజు వివరాలు, మీ ఇంటికి దగ్గరలోని బస్సు మార్గం, స్టాప్ తెలుసుకోవడానికి లేదా క్యాంపస్ సందర్శనకు సమయం తీసుకోవడానికి నాగోల్‌లోని మా కార్యాలయానికి ఫోన్ చేయండి.`,
    },
    phone: "+91 99000 12003",
    email: "admissions.nagole@vidyanjalischools.in",
  },
  videos: [
    {
      title: {
        en: "Music, art and sport at Santhi Niketan, Nagole",
        te: "నాగోల్ శాంతినికేతన్‌లో సంగీతం, చిత్రకళ, క్రీడలు",
      },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
  ],
  channelUrl: null,
  map: {
    query: schoolIdentities[3].address.en,
    address: schoolIdentities[3].address,
    mapsUrl: schoolIdentities[3].mapsUrl,
  },
};
