// Lumbini High School, Padmavathi Colony, Mahabubnagar (id 4).
// Video ids: the school's office supplies the real YouTube ids; until then the page
// shows a placeholder for "REPLACE-WITH-VIDEO-ID".
import type { SchoolContent } from "./types.ts";
import { schoolIdentities } from "./identities.ts";


export const lumbini: SchoolContent = {
  id: 4,
  code: "lumbini",
  name: { en: "Lumbini High School", te: "లుంబిని హైస్కూల్" },
  shortName: { en: "Lumbini", te: "లుంబిని" },
  place: { en: "Mahabubnagar", te: "మహబూబ్‌నగర్" },
  town: schoolIdentities[4].town,
  metaDescription: {
    en: "Lumbini High School, Mahabubnagar: Nursery to Class 10 since 1995, known for Class 10 results, daily revision, study hours and teachers who know every name.",
    te: "1995లో స్థాపితమైన లుంబిని హైస్కూల్, మహబూబ్‌నగర్: నర్సరీ నుంచి 10వ తరగతి వరకు, 10వ తరగతి ఫలితాలకు పేరు, రోజువారీ రివిజన్, స్టడీ అవర్స్, ప్రతి విద్యార్థిపై శ్రద్ధ.",
  },
  keywords: [
    "Lumbini High School Mahabubnagar",
    "high school in Mahabubnagar",
    "Padmavathi Colony school",
    "Class 10 results Mahabubnagar",
    "Class 10 board exam preparation",
    "study hours and revision classes",
    "Nursery to Class 10 Mahabubnagar",
    "Vidyanjali Schools",
  ],
  crest: schoolIdentities[4].crest,
  hero: {
    intro: {
      en: "Since 1995, families in Mahabubnagar have known Lumbini High School for two things: strong Class 10 results and the study habits behind them. Daily revision, supervised study hours and teachers who know every student by name begin in the early classes and carry children all the way to the board examinations.",
      te: "1995 నుంచి మహబూబ్‌నగర్ కుటుంబాలకు లుంబిని హైస్కూల్ రెండు విషయాల్లో బాగా తెలుసు: మంచి 10వ తరగతి ఫలితాలు, వాటి వెనుక ఉన్న చదువు అలవాట్లు. రోజువారీ రివిజన్, పర్యవేక్షణలో స్టడీ అవర్స్, ప్రతి విద్యార్థినీ పేరుతో గుర్తించే ఉపాధ్యాయులు; ఇవి చిన్న తరగతుల నుంచే మొదలై బోర్డు పరీక్షల వరకు పిల్లలను నడిపిస్తాయి.",
    },
    image: null,
  },
  motto: { en: "Be a lamp unto yourself.", te: "నీకు నీవే దీపమై వెలుగు." },
  mottoDescription: {
    en: "Lumbini is where the Buddha was born, and these words are among his last teachings. We take them as a study habit: a good teacher lights the way, but a student who has learnt to revise, to question and to work independently carries that light into college, work and life.",
    te: "లుంబిని బుద్ధుడు జన్మించిన ప్రదేశం; ఈ మాటలు ఆయన చివరి ఉపదేశాల్లోనివి. మేం వీటిని చదువు అలవాటుగా తీసుకుంటాం: మంచి ఉపాధ్యాయుడు దారి చూపిస్తాడు; కానీ స్వయంగా రివిజన్ చేయడం, ప్రశ్నించడం, సొంతంగా కష్టపడడం నేర్చుకున్న విద్యార్థి ఆ వెలుగును కళాశాలకు, ఉద్యోగానికి, జీవితానికి తీసుకువెళ్తాడు.",
  },
  description: {
    en: "Lumbini High School has taught children in Padmavathi Colony, Mahabubnagar, since 1995, longer than any other school in the Vidyanjali group. From Nursery to Class 10, our classes follow a firm daily routine: a short revision of yesterday's lesson at the start of each period, homework checked the next morning and, from Class 8, supervised evening study hours. Small sections let teachers follow every student's progress, and our former students, now engineers, doctors and teachers, still come back to talk to Class 10 before their exams.",
    te: "1995 నుంచి మహబూబ్‌నగర్, పద్మావతి కాలనీలో లుంబిని హైస్కూల్ విద్య అందిస్తోంది; విద్యాంజలి స్కూల్స్‌లో అన్నిటికంటే పాత పాఠశాల ఇదే. నర్సరీ నుంచి 10వ తరగతి వరకు మా తరగతులు స్థిరమైన దినచర్యను అనుసరిస్తాయి: ప్రతి పీరియడ్ ప్రారంభంలో నిన్నటి పాఠంపై చిన్న రివిజన్, మరుసటి ఉదయమే హోంవర్క్ తనిఖీ, 8వ తరగతి నుంచి పర్యవేక్షణలో సాయంత్రం స్టడీ అవర్స్. సెక్షన్లు చిన్నవి కావడం వల్ల ఉపాధ్యాయులు ప్రతి విద్యార్థి ప్రగతిని దగ్గరగా గమనించగలుగుతారు. ఇంజనీర్లు, డాక్టర్లు, ఉపాధ్యాయులుగా స్థిరపడిన మా పూర్వ విద్యార్థులు ఇప్పటికీ పరీక్షలకు ముందు 10వ తరగతి విద్యార్థులతో మాట్లాడటానికి వస్తుంటారు.",
  },
  vision: {
    en: "Students who not only pass Class 10 well but leave school knowing how to study, the habit that carries them through college and every examination after it.",
    te: "10వ తరగతిలో మంచి మార్కులు సాధించడమే కాదు, ఎలా చదవాలో తెలుసుకుని బడి నుంచి బయటకు వెళ్లే విద్యార్థులు; కళాశాలలో, ఆ తర్వాత వచ్చే ప్రతి పరీక్షలో వారిని నడిపించేది ఆ అలవాటే.",
  },
  mission: {
    statement: {
      en: "To build disciplined, independent learners through a firm routine, personal attention and honest feedback, from the first class to the last board examination.",
      te: "స్థిరమైన దినచర్య, వ్యక్తిగత శ్రద్ధ, నిజాయితీతో కూడిన సూచనల ద్వారా మొదటి తరగతి నుంచి చివరి బోర్డు పరీక్ష వరకు క్రమశిక్షణ గల, స్వయంగా నేర్చుకునే విద్యార్థులను తీర్చిదిద్దడం.",
    },
    objectives: [
      {
        en: "Daily revision built into every period, and homework checked every morning.",
        te: "ప్రతి పీరియడ్‌లో రోజువారీ రివిజన్; ప్రతి ఉదయం హోంవర్క్ తనిఖీ.",
      },
      {
        en: "Supervised study hours and weekly tests from Class 8, with model papers and pre-final examinations in Class 10.",
        te: "8వ తరగతి నుంచి పర్యవేక్షణలో స్టడీ అవర్స్, వారపు పరీక్షలు; 10వ తరగతిలో మోడల్ పేపర్లు, ప్రీ-ఫైనల్ పరీక్షలు.",
      },
      {
        en: "A mentor teacher for every Class 9 and 10 student, who follows their marks and keeps in touch with parents.",
        te: "9, 10 తరగతుల ప్రతి విద్యార్థికీ ఒక మెంటర్ ఉపాధ్యాయుడు; వారి మార్కులను గమనిస్తూ తల్లిదండ్రులతో నిరంతరం సంప్రదిస్తారు.",
      },
      {
        en: "Discipline with respect: punctuality, neat notebooks and courtesy, and never humiliation.",
        te: "గౌరవంతో కూడిన క్రమశిక్షణ: సమయపాలన, చక్కని నోట్‌బుక్‌లు, మర్యాద; విద్యార్థిని అవమానపరిచే శిక్షలు ఎప్పటికీ ఉండవు.",
      },
    ],
  },
  features: [
    {
      icon: "GraduationCap",
      title: { en: "Known for Class 10 Results", te: "10వ తరగతి ఫలితాలకు పేరు" },
      description: {
        en: "Weekly tests, model papers, pre-final examinations and a revision plan for every subject prepare students calmly for the board examinations.",
        te: "వారపు పరీక్షలు, మోడల్ పేపర్లు, ప్రీ-ఫైనల్ పరీక్షలు, ప్రతి సబ్జెక్టుకు రివిజన్ ప్రణాళిక; బోర్డు పరీక్షలకు విద్యార్థులను ప్రశాంతంగా సిద్ధం చేస్తాయి.",
      },
    },
    {
      icon: "BookOpen",
      title: { en: "Evening Study Hours", te: "సాయంత్రం స్టడీ అవర్స్" },
      description: {
        en: "From Class 8, students stay on for supervised study hours, where teachers clear doubts one by one and students learn to plan their own revision.",
        te: "8వ తరగతి నుంచి విద్యార్థులు పర్యవేక్షణలో స్టడీ అవర్స్‌కు ఉంటారు; ఉపాధ్యాయులు ఒక్కొక్కరి సందేహాలు తీరుస్తారు, విద్యార్థులు తమ రివిజన్‌ను తామే ప్రణాళిక చేసుకోవడం నేర్చుకుంటారు.",
      },
    },
    {
      icon: "Users",
      title: { en: "Teachers Who Know Every Name", te: "ప్రతి పేరూ తెలిసిన ఉపాధ్యాయులు" },
      description: {
        en: "Small sections and a mentor for every senior student mean that no child slips quietly into the back row.",
        te: "చిన్న సెక్షన్లు, ప్రతి సీనియర్ విద్యార్థికీ ఒక మెంటర్; అందువల్ల ఏ బిడ్డా నిశ్శబ్దంగా వెనుక బెంచీకి జారిపోదు.",
      },
    },
    {
      icon: "Microscope",
      title: { en: "Labs for Practical Work", te: "ప్రయోగాలకు ల్యాబ్‌లు" },
      description: {
        en: "Physics, chemistry and biology practicals in our science labs, so that the experiments and diagrams in the board examination are ones students have actually done.",
        te: "మా సైన్స్ ల్యాబ్‌లలో భౌతిక, రసాయన, జీవ శాస్త్ర ప్రయోగాలు; బోర్డు పరీక్షల్లో వచ్చే ప్రయోగాలు, బొమ్మలు విద్యార్థులు స్వయంగా చేసి చూసినవే అవుతాయి.",
      },
    },
    {
      icon: "ShieldCheck",
      title: { en: "Discipline and Safety", te: "క్రమశిక్షణ, భద్రత" },
      description: {
        en: "A calm, orderly campus with CCTV at the gates, an attendance SMS to parents every morning and a clear code of conduct shared with every family.",
        te: "ప్రశాంతమైన, క్రమబద్ధమైన క్యాంపస్; గేట్ల వద్ద సీసీ కెమెరాలు; ప్రతి ఉదయం హాజరుపై తల్లిదండ్రులకు ఎస్‌ఎంఎస్; ప్రతి కుటుంబానికీ అందించే స్పష్టమైన ప్రవర్తనా నియమావళి.",
      },
    },
  ],
  principal: {
    name: { en: "M. Venkateswarlu", te: "ఎం. వెంకటేశ్వర్లు" },
    greeting: { en: "Dear Parents and Students,", te: "ప్రియమైన తల్లిదండ్రులకు, విద్యార్థులకు," },
    paragraphs: [
      {
        en: "Every March I watch our Class 10 students walk out to their board examinations, and I think of the small children they were when they first came to Lumbini. Good results are not made in that last month. They are made over thousands of ordinary days: a lesson revised, a doubt asked, a notebook completed.",
        te: "ప్రతి మార్చిలో మా 10వ తరగతి విద్యార్థులు బోర్డు పరీక్షలకు బయలుదేరుతుంటే, వారు మొదటిసారి లుంబినికి వచ్చినప్పటి చిన్నారులు నాకు గుర్తొస్తారు. మంచి ఫలితాలు ఆ చివరి నెలలో తయారవ్వవు. వేలాది సాధారణ రోజుల్లో తయారవుతాయి: రివిజన్ చేసిన ఒక పాఠం, అడిగిన ఒక సందేహం, పూర్తి చేసిన ఒక నోట్‌బుక్.",
      },
      {
        en: "That is what our routine is for. It can look strict from outside, but our students soon find that it frees them: once revision is a habit, examinations stop being frightening. And because our sections are small, every teacher knows which student needs a push and which needs a kind word.",
        te: "మా దినచర్య ఉద్దేశం అదే. బయటి నుంచి చూస్తే అది కఠినంగా అనిపించవచ్చు; కానీ అది తమకు స్వేచ్ఛనిస్తుందని మా విద్యార్థులు త్వరలోనే గ్రహిస్తారు: రివిజన్ అలవాటైతే పరీక్షల భయం పోతుంది. మా సెక్షన్లు చిన్నవి కాబట్టి, ఏ విద్యార్థికి ప్రోత్సాహం కావాలో, ఎవరికి ఒక ఆత్మీయ మాట కావాలో ప్రతి ఉపాధ్యాయుడికీ తెలుసు.",
      },
      {
        en: "Our former students are now engineers, doctors, officers and teachers. Many still keep in touch with their old teachers, and some come back every year to tell our Class 10 how they did it. That, more than any marks sheet, tells me the habits last.",
        te: "మా పూర్వ విద్యార్థులు ఈ రోజు ఇంజనీర్లు, డాక్టర్లు, అధికారులు, ఉపాధ్యాయులుగా ఉన్నారు. చాలామంది ఇప్పటికీ తమ పాత ఉపాధ్యాయులతో మాట్లాడుతుంటారు; కొందరు ఏటా వచ్చి తాము ఎలా సాధించారో మా 10వ తరగతి విద్యార్థులకు చెబుతారు. ఈ అలవాట్లు జీవితాంతం నిలుస్తాయని ఏ మార్కుల జాబితా కన్నా అదే నాకు బాగా చెబుతుంది.",
      },
      {
        en: "Trust us with your child, and together we will light the lamp.",
        te: "మీ బిడ్డను నమ్మకంతో మాకు అప్పగించండి; కలిసి ఆ దీపాన్ని వెలిగిద్దాం.",
      },
    ],
    closing: { en: "Yours sincerely,", te: "భవదీయుడు," },
    signature: {
      en: "Principal, Lumbini High School, Mahabubnagar",
      te: "ప్రిన్సిపాల్, లుంబిని హైస్కూల్, మహబూబ్‌నగర్",
    },
    picture: null,
  },
  invitation: {
    en: "Come to Padmavathi Colony and sit in on an evening study hour. Talk to our Class 10 teachers, look through a student's revision plan, and then decide for yourself.",
    te: "పద్మావతి కాలనీలోని మా పాఠశాలకు వచ్చి ఒక సాయంత్రం స్టడీ అవర్‌ను గమనించండి. మా 10వ తరగతి ఉపాధ్యాయులతో మాట్లాడండి, ఒక విద్యార్థి రివిజన్ ప్రణాళికను చూడండి; ఆ తర్వాత మీరే నిర్ణయించుకోండి.",
  },
  joinUs: {
    text: {
      en: `Admissions for {year} are open from Nursery to Class 10. Students joining Class 8 or 9 take a short assessment in English, maths and science, so that we can plan any bridge classes they need. Call our office in Padmavathi Colony to book a time.`,
      te: `{year} విద్యా సంవత్సరానికి నర్సరీ నుంచి 10వ తరగతి వరకు ప్రవేశాలు జరుగుతున్నాయి. 8 లేదా 9వ తరగతిలో చేరే విద్యార్థులకు ఇంగ్లీష్, గణితం, సైన్స్‌లో చిన్న పరీక్ష ఉంటుంది; అవసరమైతే వారికి బ్రిడ్జ్ తరగతులు ఏర్పాటు చేయడానికే ఇది. సమయం తీసుకోవడానికి పద్మావతి కాలనీలోని మా కార్యాలయానికి ఫోన్ చేయండి.`,
    },
    phone: "+91 99000 12004",
    email: "admissions.lumbini@vidyanjalischools.in",
  },
  videos: [
    {
      title: {
        en: "Preparing for Class 10 at Lumbini High School",
        te: "లుంబిని హైస్కూల్‌లో 10వ తరగతికి సిద్ధమవడం",
      },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
  ],
  channelUrl: null,
  map: {
    query: schoolIdentities[4].address.en,
    address: schoolIdentities[4].address,
    mapsUrl: schoolIdentities[4].mapsUrl,
  },
};
