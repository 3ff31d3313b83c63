// Viswa Bharathi High School, Wargal (id 1).
// Video ids: the school's office supplies the real YouTube ids; until then the page
// shows a placeholder for "REPLACE-WITH-VIDEO-ID".
import type { SchoolContent } from "./types.ts";
import { schoolIdentities } from "./identities.ts";


export const viswa: SchoolContent = {
  id: 1,
  code: "viswa",
  name: { en: "Viswa Bharathi High School", te: "విశ్వభారతి హైస్కూల్" },
  shortName: { en: "Viswa Bharathi", te: "విశ్వభారతి" },
  place: { en: "Wargal", te: "వర్గల్" },
  town: schoolIdentities[1].town,
  metaDescription: {
    en: "Viswa Bharathi High School, Wargal (Siddipet district): Nursery to Class 10 since 1998, with science and computer labs, spoken English and village bus routes.",
    te: "1998లో స్థాపితమైన విశ్వభారతి హైస్కూల్, వర్గల్: నర్సరీ నుంచి 10వ తరగతి వరకు, సైన్స్, కంప్యూటర్ ల్యాబ్‌లు, స్పోకెన్ ఇంగ్లీష్, చుట్టుపక్కల గ్రామాలకు స్కూల్ బస్సులు.",
  },
  keywords: [
    "Viswa Bharathi High School",
    "school in Wargal",
    "Siddipet district school",
    "English medium school Wargal",
    "Nursery to Class 10 Wargal",
    "school with bus facility Wargal",
    "Wargal school admissions",
    "Vidyanjali Schools",
  ],
  crest: schoolIdentities[1].crest,
  hero: {
    intro: {
      en: "Since 1998, children from Wargal and the villages around it have learnt at Viswa Bharathi from Nursery to Class 10: in bright classrooms, in our science and computer labs, and out on our wide playground.",
      te: "1998 నుంచి వర్గల్, చుట్టుపక్కల గ్రామాల పిల్లలు నర్సరీ నుంచి 10వ తరగతి వరకు విశ్వభారతిలో చదువుకుంటున్నారు: వెలుతురు నిండిన తరగతి గదుల్లో, మా సైన్స్, కంప్యూటర్ ల్యాబ్‌లలో, విశాలమైన ఆట మైదానంలో.",
    },
    image: null,
  },
  motto: {
    en: "Rooted in our soil, reaching for the world.",
    te: "మన మట్టిలో వేళ్లూని, విశ్వమంత ఎదుగుదాం.",
  },
  mottoDescription: {
    en: "'Viswa' means the world. We want every child from Wargal to grow up proud of home, of its language, its festivals and its fields, and ready to hold their own anywhere: in a city college, at an interview, in a laboratory. Strong roots first, then wide branches.",
    te: "'విశ్వ' అంటే ప్రపంచం. వర్గల్‌లో పెరిగే ప్రతి బిడ్డ తన ఊరి భాష, పండుగలు, పొలాల పట్ల గర్వంతో ఎదగాలి; అదే సమయంలో పట్టణంలోని కళాశాలలో అయినా, ఇంటర్వ్యూలో అయినా, ల్యాబ్‌లో అయినా ఆత్మవిశ్వాసంతో నిలబడగలగాలి. ముందు బలమైన వేళ్లు, ఆ తర్వాత విశాలమైన కొమ్మలు.",
  },
  description: {
    en: "Viswa Bharathi High School opened on Wargal's Main Road, near the Saraswathi Temple, in 1998, so that families in and around Wargal would not have to send young children far away for a good education. Today it teaches Nursery to Class 10, with a science lab, a computer lab, a reading corner in every primary classroom and a large playground. Spoken English classes run alongside Telugu and Hindi, and every morning our buses bring children in from the surrounding villages.",
    te: "మంచి చదువు కోసం చిన్న పిల్లలను దూరం పంపాల్సిన అవసరం వర్గల్, చుట్టుపక్కల గ్రామాల కుటుంబాలకు ఉండకూడదనే ఉద్దేశంతో 1998లో వర్గల్ మెయిన్ రోడ్డులో, సరస్వతి ఆలయం దగ్గర విశ్వభారతి హైస్కూల్ ప్రారంభమైంది. ఈ రోజు ఇక్కడ నర్సరీ నుంచి 10వ తరగతి వరకు బోధన జరుగుతోంది; సైన్స్ ల్యాబ్, కంప్యూటర్ ల్యాబ్, ప్రతి ప్రాథమిక తరగతి గదిలో పుస్తకాల మూల, పెద్ద ఆట మైదానం ఉన్నాయి. తెలుగు, హిందీతో పాటు స్పోకెన్ ఇంగ్లీష్ తరగతులు కూడా జరుగుతాయి; ప్రతి ఉదయం మా బస్సులు చుట్టుపక్కల గ్రామాల నుంచి పిల్లలను తీసుకువస్తాయి.",
  },
  vision: {
    en: "A school where a child from any village around Wargal gets the same chances as a child in a city school: in science, in English, in computers and in confidence.",
    te: "వర్గల్ చుట్టుపక్కల ఏ గ్రామం నుంచి వచ్చిన బిడ్డకైనా నగరంలోని పాఠశాలల పిల్లలతో సమానమైన అవకాశాలు అందించే పాఠశాలగా నిలవడం: సైన్స్‌లో, ఇంగ్లీష్‌లో, కంప్యూటర్ విద్యలో, ఆత్మవిశ్వాసంలో.",
  },
  mission: {
    statement: {
      en: "To give every child in our care a firm grounding in reading, mathematics and science, good habits and good manners, and the courage to speak up, at fees that families in our area can manage.",
      te: "మా దగ్గర చదివే ప్రతి బిడ్డకూ చదవడం, గణితం, సైన్స్‌లో గట్టి పునాది, మంచి అలవాట్లు, మర్యాద, నలుగురిలో ధైర్యంగా మాట్లాడే నేర్పు అందించడం; అదీ మా ప్రాంత కుటుంబాలకు భరించగలిగే ఫీజుల్లో.",
    },
    objectives: [
      {
        en: "Hands-on practicals in the science lab from Class 6, and weekly computer periods from Class 1.",
        te: "6వ తరగతి నుంచి సైన్స్ ల్యాబ్‌లో స్వయంగా ప్రయోగాలు; 1వ తరగతి నుంచి ప్రతి వారం కంప్యూటర్ పీరియడ్లు.",
      },
      {
        en: "Daily spoken English practice, so that children answer in full sentences by the end of primary school.",
        te: "ప్రాథమిక తరగతులు పూర్తయ్యే సరికి పిల్లలు పూర్తి వాక్యాలతో ఇంగ్లీష్‌లో జవాబు చెప్పగలిగేలా రోజూ స్పోకెన్ ఇంగ్లీష్ సాధన.",
      },
      {
        en: "Careful Class 10 preparation: unit tests, a revision timetable and extra classes before the board examinations.",
        te: "10వ తరగతి పరీక్షలకు శ్రద్ధగా సిద్ధం చేయడం: యూనిట్ టెస్టులు, రివిజన్ టైమ్‌టేబుల్, బోర్డు పరీక్షలకు ముందు ప్రత్యేక తరగతులు.",
      },
      {
        en: "Safe daily travel from the villages around Wargal, with an attendant on every bus.",
        te: "ప్రతి బస్సులో సహాయకుల పర్యవేక్షణతో వర్గల్ చుట్టుపక్కల గ్రామాల నుంచి రోజూ సురక్షితమైన ప్రయాణం.",
      },
    ],
  },
  features: [
    {
      icon: "FlaskConical",
      title: { en: "A Science Lab for Every Class", te: "ప్రతి తరగతికీ సైన్స్ ల్యాబ్" },
      description: {
        en: "Children test what they read: they sprout seeds, build simple circuits and check the pH of water from their own village wells.",
        te: "పుస్తకంలో చదివినదాన్ని పిల్లలు స్వయంగా పరీక్షిస్తారు: విత్తనాలు మొలకెత్తించడం, చిన్న సర్క్యూట్లు తయారు చేయడం, తమ ఊరి బావి నీటి pH పరీక్షించడం.",
      },
    },
    {
      icon: "Laptop",
      title: { en: "Computer Lab from Class 1", te: "1వ తరగతి నుంచే కంప్యూటర్ ల్యాబ్" },
      description: {
        en: "Weekly computer periods for every child: typing and drawing in the early classes, then spreadsheets, presentations and simple coding from Class 6.",
        te: "ప్రతి బిడ్డకూ ప్రతి వారం కంప్యూటర్ పీరియడ్లు: చిన్న తరగతుల్లో టైపింగ్, బొమ్మలు వేయడం; 6వ తరగతి నుంచి స్ప్రెడ్‌షీట్లు, ప్రెజెంటేషన్లు, సరళమైన కోడింగ్.",
      },
    },
    {
      icon: "Languages",
      title: { en: "Spoken English, Without Fear", te: "భయం లేకుండా ఇంగ్లీష్" },
      description: {
        en: "Short daily speaking practice, class assemblies in English and reading aloud, so that children from Telugu-speaking homes speak English with confidence.",
        te: "రోజూ కొద్దిసేపు మాట్లాడే సాధన, ఇంగ్లీష్‌లో తరగతి అసెంబ్లీలు, గట్టిగా చదివే అలవాటు; తెలుగు మాట్లాడే ఇళ్ల నుంచి వచ్చే పిల్లలు కూడా ఆత్మవిశ్వాసంతో ఇంగ్లీష్ మాట్లాడేలా.",
      },
    },
    {
      icon: "Trophy",
      title: { en: "A Big Playground", te: "విశాలమైన ఆట మైదానం" },
      description: {
        en: "Kabaddi, kho-kho, volleyball and athletics every week, and an annual sports day that families from across the mandal come to watch.",
        te: "ప్రతి వారం కబడ్డీ, ఖో-ఖో, వాలీబాల్, అథ్లెటిక్స్; మండలం నలుమూలల నుంచి కుటుంబాలు చూడటానికి వచ్చే వార్షిక క్రీడా దినోత్సవం.",
      },
    },
    {
      icon: "Bus",
      title: { en: "Buses from Nearby Villages", te: "గ్రామాల నుంచి స్కూల్ బస్సులు" },
      description: {
        en: "Our buses cover the villages around Wargal every morning and evening, with an experienced driver and an attendant on board, and children are handed over only to known adults.",
        te: "ప్రతి ఉదయం, సాయంత్రం మా బస్సులు వర్గల్ చుట్టుపక్కల గ్రామాలకు నడుస్తాయి. అనుభవం ఉన్న డ్రైవర్, సహాయకులు బస్సులో ఉంటారు; పిల్లలను తెలిసిన పెద్దలకు మాత్రమే అప్పగిస్తాం.",
      },
    },
  ],
  principal: {
    name: { en: "K. Narasimha Reddy", te: "కె. నరసింహా రెడ్డి" },
    greeting: { en: "Dear Parents,", te: "ప్రియమైన తల్లిదండ్రులకు నమస్కారం," },
    paragraphs: [
      {
        en: "Many of our parents studied in village schools where one teacher taught three classes at once. They come to us wanting more for their children, and they trust us with a long journey: from the first morning of Nursery, when a little one holds a parent's hand at our gate, to the Class 10 board examinations.",
        te: "మా విద్యార్థుల తల్లిదండ్రుల్లో చాలామంది ఒకే ఉపాధ్యాయుడు మూడు తరగతులకు ఒకేసారి పాఠాలు చెప్పే ఊరి బడుల్లో చదువుకున్నవారు. తమ పిల్లలకు అంతకంటే మెరుగైన చదువు కావాలని వారు మా దగ్గరకు వస్తారు. నర్సరీ మొదటి రోజు గేటు దగ్గర అమ్మానాన్నల చేయి పట్టుకుని నిలబడే చిన్నారి నుంచి 10వ తరగతి బోర్డు పరీక్షల వరకు సాగే సుదీర్ఘ ప్రయాణాన్ని నమ్మకంతో మాకు అప్పగిస్తారు.",
      },
      {
        en: "We take that trust seriously. Our teachers know each child and each family. We send home a written progress report every term and meet every parent at least twice a year. If a child begins to fall behind, we notice early and we help, with extra time after school rather than with pressure.",
        te: "ఆ నమ్మకాన్ని మేం గొప్ప బాధ్యతగా భావిస్తాం. మా ఉపాధ్యాయులకు ప్రతి బిడ్డ, ప్రతి కుటుంబం తెలుసు. ప్రతి టర్మ్‌లో ప్రోగ్రెస్ కార్డు ఇంటికి పంపుతాం; ఏడాదికి కనీసం రెండుసార్లు ప్రతి బిడ్డ తల్లిదండ్రులను కలుస్తాం. ఏ బిడ్డ అయినా వెనుకబడుతుంటే ముందుగానే గమనించి సహాయం చేస్తాం: ఒత్తిడితో కాదు, బడి తర్వాత అదనపు సమయం కేటాయించి.",
      },
      {
        en: "A child from Wargal can become a doctor, an engineer, a teacher, or a farmer who knows the science of the soil. Our work is to keep every one of those doors open.",
        te: "వర్గల్ బిడ్డ డాక్టర్ కావచ్చు, ఇంజనీర్ కావచ్చు, ఉపాధ్యాయుడు కావచ్చు, లేదా నేల శాస్త్రం తెలిసిన ఆధునిక రైతు కావచ్చు. ఆ తలుపులన్నీ ప్రతి బిడ్డకూ తెరిచి ఉంచడమే మా పని.",
      },
      {
        en: "Your child's dreams are safe with us.",
        te: "మీ బిడ్డ కలలు మా దగ్గర భద్రంగా ఉంటాయి.",
      },
    ],
    closing: { en: "With warm regards,", te: "ఆత్మీయ శుభాకాంక్షలతో," },
    signature: {
      en: "Principal, Viswa Bharathi High School, Wargal",
      te: "ప్రిన్సిపాల్, విశ్వభారతి హైస్కూల్, వర్గల్",
    },
    picture: null,
  },
  invitation: {
    en: "Come and see us on Main Road, near the Saraswathi Temple. Walk through the labs, sit in on a class and bring your child out to the playground. The best way to choose a school is to visit it on a working day.",
    te: "మెయిన్ రోడ్డులో సరస్వతి ఆలయం దగ్గర ఉన్న మా పాఠశాలకు ఒకసారి రండి. ల్యాబ్‌లు చూడండి, ఒక తరగతిలో కూర్చుని గమనించండి, మీ బిడ్డను ఆట మైదానానికి తీసుకురండి. పాఠశాలను ఎంచుకోవడానికి ఉత్తమ మార్గం, బడి నడిచే రోజున స్వయంగా వచ్చి చూడటమే.",
  },
  joinUs: {
    text: {
      en: `Admissions for {year} are open from Nursery to Class 10. Call or write to our admission office in Wargal about fees, the bus from your village and a visit at a time that suits you.`,
      te: `{year} విద్యా సంవత్సరానికి నర్సరీ నుంచి 10వ తరగతి వరకు ప్రవేశాలు జరుగుతున్నాయి. ఫీజు వివరాలు, మీ ఊరి నుంచి బస్సు సౌకర్యం, మీకు వీలైన సమయంలో క్యాంపస్ సందర్శన కోసం వర్గల్‌లోని మా ప్రవేశాల కార్యాలయానికి ఫోన్ చేయండి లేదా ఇ-మెయిల్ పంపండి.`,
    },
    phone: "+91 99000 12001",
    email: "admissions.wargal@vidyanjalischools.in",
  },
  videos: [
    {
      title: {
        en: "A day at Viswa Bharathi High School, Wargal",
        te: "వర్గల్ విశ్వభారతి హైస్కూల్‌లో ఒక రోజు",
      },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
  ],
  channelUrl: null,
  map: {
    query: schoolIdentities[1].address.en,
    address: schoolIdentities[1].address,
    mapsUrl: schoolIdentities[1].mapsUrl,
  },
};
