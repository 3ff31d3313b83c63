// Prism International School, ManiKonda campus, Hyderabad (id 5).
// Video ids: the school's office supplies the real YouTube ids; until then the page
// shows a placeholder for "REPLACE-WITH-VIDEO-ID". The channel link points to the
// group's channel until the school has one of its own.
import { groupFirstVersion } from "../group/first-version.ts";
import type { SchoolContent } from "./types.ts";
import { schoolIdentities } from "./identities.ts";


export const prism: SchoolContent = {
  id: 5,
  code: "prism",
  name: { en: "Prism International School", te: "ప్రిజమ్ ఇంటర్నేషనల్ స్కూల్" },
  shortName: { en: "Prism International", te: "ప్రిజమ్ ఇంటర్నేషనల్" },
  place: { en: "ManiKonda", te: "మణికొండ" },
  town: schoolIdentities[5].town,
  metaDescription: {
    en: "Prism International School, ManiKonda, Hyderabad: Nursery to Class 10 with inquiry-based learning, STEM and robotics labs, and a global outlook with Indian roots.",
    te: "మణికొండలోని ప్రిజమ్ ఇంటర్నేషనల్ స్కూల్: నర్సరీ నుంచి 10వ తరగతి వరకు ప్రశ్నలతో నేర్చుకునే బోధన, సైన్స్-టెక్నాలజీ, రోబోటిక్స్ ల్యాబ్‌లు, భారతీయ మూలాలతో ప్రపంచ దృక్పథం.",
  },
  keywords: [
    "Prism International School",
    "international school ManiKonda",
    "school near Puppalaguda and Narsingi",
    "STEM school Hyderabad",
    "robotics and coding for kids Hyderabad",
    "inquiry-based learning",
    "Nursery to Class 10 ManiKonda",
    "Vidyanjali Schools",
  ],
  crest: schoolIdentities[5].crest,
  hero: {
    intro: {
      en: "On our ManiKonda campus, lessons start with a question. Why does a bridge stay up? How does a robot follow a line? Since 2012, Prism students from Nursery to Class 10 have learnt by investigating, building and presenting, in STEM and robotics labs and in classrooms that look out at the world while staying rooted in Indian values.",
      te: "మణికొండ క్యాంపస్‌లో మా పాఠాలు ఒక ప్రశ్నతో మొదలవుతాయి. వంతెన ఎలా నిలబడుతుంది? రోబో ఒక గీతను ఎలా అనుసరిస్తుంది? 2012 నుంచి ప్రిజమ్‌లో నర్సరీ నుంచి 10వ తరగతి వరకు విద్యార్థులు పరిశోధిస్తూ, నిర్మిస్తూ, తమ పనిని ప్రదర్శిస్తూ నేర్చుకుంటున్నారు: సైన్స్-టెక్నాలజీ, రోబోటిక్స్ ల్యాబ్‌లలో; భారతీయ విలువల్లో వేళ్లూనుకుని ప్రపంచాన్ని చూసే తరగతి గదుల్లో.",
    },
    image: null,
  },
  motto: { en: "Many colours, one light.", te: "ఎన్నో రంగులు, ఒకే వెలుగు." },
  mottoDescription: {
    en: "A prism takes a single beam of light and shows the colours hidden inside it. That is how we see education: each child carries a different mix of talents, a scientist's curiosity, an artist's eye, a leader's voice, and our job is to bring every colour out.",
    te: "ప్రిజమ్ ఒక కాంతి కిరణాన్ని తీసుకుని దానిలో దాగి ఉన్న రంగులన్నింటినీ బయటపెడుతుంది. విద్యను మేం అలాగే చూస్తాం: ప్రతి బిడ్డలోనూ ప్రతిభల కలయిక వేరువేరుగా ఉంటుంది; శాస్త్రవేత్త జిజ్ఞాస, కళాకారుడి దృష్టి, నాయకుడి గొంతు. ఆ ప్రతి రంగునూ వెలికితీయడమే మా పని.",
  },
  description: {
    en: "Prism International School opened on the ManiKonda campus, on Puppalaguda Road, in 2012. Our teaching is inquiry-based: children ask questions, test ideas and explain what they found, from Nursery projects on plants and water to research presentations in Class 10. Dedicated STEM and robotics labs, coding from Class 3, a robotics club whose teams present at district science fairs and Model United Nations from Class 8 sit alongside yoga, Indian classical arts and Telugu, so that a global outlook grows from firm roots.",
    te: "2012లో పుప్పాలగూడ రోడ్డులోని మణికొండ క్యాంపస్‌లో ప్రిజమ్ ఇంటర్నేషనల్ స్కూల్ ప్రారంభమైంది. మా బోధన ప్రశ్నల ఆధారంగా సాగుతుంది: పిల్లలు ప్రశ్నలు అడుగుతారు, ఆలోచనలను పరీక్షిస్తారు, తాము కనుగొన్నదాన్ని వివరిస్తారు; నర్సరీలో మొక్కలు, నీటిపై చిన్న ప్రాజెక్టుల నుంచి 10వ తరగతిలో పరిశోధనా ప్రదర్శనల వరకు. ప్రత్యేక సైన్స్-టెక్నాలజీ, రోబోటిక్స్ ల్యాబ్‌లు, 3వ తరగతి నుంచి కోడింగ్, జిల్లా సైన్స్ ఫెయిర్లలో ప్రదర్శనలిచ్చే రోబోటిక్స్ క్లబ్, 8వ తరగతి నుంచి మోడల్ యునైటెడ్ నేషన్స్; వీటితో పాటు యోగా, భారతీయ శాస్త్రీయ కళలు, తెలుగు కూడా. బలమైన మూలాల నుంచే ప్రపంచ దృక్పథం ఎదగాలన్నది మా ఉద్దేశం.",
  },
  vision: {
    en: "Young people who think like scientists, speak with confidence anywhere in the world and stay proud of where they come from.",
    te: "శాస్త్రవేత్తలా ఆలోచించే, ప్రపంచంలో ఎక్కడైనా ఆత్మవిశ్వాసంతో మాట్లాడగలిగే, తమ మూలాల పట్ల గర్వంగా ఉండే యువతను తీర్చిదిద్దడం.",
  },
  mission: {
    statement: {
      en: "To make questioning, making and clear communication everyday habits, and to pair them with the honesty, respect and service that Indian families hold dear.",
      te: "ప్రశ్నించడం, స్వయంగా తయారు చేయడం, స్పష్టంగా వ్యక్తపరచడం రోజువారీ అలవాట్లుగా మార్చడం; భారతీయ కుటుంబాలు ఎంతో విలువనిచ్చే నిజాయితీ, గౌరవం, సేవాభావాలను వాటికి జోడించడం.",
    },
    objectives: [
      {
        en: "A hands-on project every term in every class, presented to parents.",
        te: "ప్రతి తరగతిలో ప్రతి టర్మ్‌కు ఒక ప్రయోగాత్మక ప్రాజెక్టు; దాన్ని తల్లిదండ్రుల ముందు ప్రదర్శించడం.",
      },
      {
        en: "Coding from Class 3 and robotics from Class 5 in our STEM labs.",
        te: "మా సైన్స్-టెక్నాలజీ ల్యాబ్‌లలో 3వ తరగతి నుంచి కోడింగ్, 5వ తరగతి నుంచి రోబోటిక్స్.",
      },
      {
        en: "Public speaking, debate and Model UN, to build confident communicators.",
        te: "ఆత్మవిశ్వాసంతో మాట్లాడే నేర్పు కోసం వక్తృత్వం, చర్చా పోటీలు, మోడల్ యునైటెడ్ నేషన్స్.",
      },
      {
        en: "Yoga, Indian arts and community service, so that global learning stays rooted.",
        te: "ప్రపంచ స్థాయి చదువు మన మూలాలతో ముడిపడి ఉండేలా యోగా, భారతీయ కళలు, సామాజిక సేవ.",
      },
    ],
  },
  features: [
    {
      icon: "Cpu",
      title: { en: "Robotics Lab and Club", te: "రోబోటిక్స్ ల్యాబ్, క్లబ్" },
      description: {
        en: "Students design, wire and program their own robots, and our club teams have presented line-following robots at the district science fair.",
        te: "విద్యార్థులు స్వయంగా రోబోలను రూపొందించి, వైరింగ్ చేసి, ప్రోగ్రామ్ చేస్తారు; మా క్లబ్ బృందాలు గీతను అనుసరించే రోబోలను జిల్లా సైన్స్ ఫెయిర్‌లో ప్రదర్శించాయి.",
      },
    },
    {
      icon: "FlaskConical",
      title: { en: "STEM Lab", te: "సైన్స్-టెక్నాలజీ ల్యాబ్" },
      description: {
        en: "Experiments, 3D models and simple electronics turn science and maths lessons into things students can hold, test and improve.",
        te: "ప్రయోగాలు, త్రీడీ నమూనాలు, సరళమైన ఎలక్ట్రానిక్స్ ద్వారా సైన్స్, గణిత పాఠాలు విద్యార్థులు చేతితో పట్టుకుని, పరీక్షించి, మెరుగుపరచగలిగేవిగా మారుతాయి.",
      },
    },
    {
      icon: "Microscope",
      title: { en: "Inquiry-Based Classrooms", te: "ప్రశ్నలతో సాగే తరగతులు" },
      description: {
        en: "Lessons begin with a question. Children investigate in small groups, record what they find and explain it to the class.",
        te: "ప్రతి పాఠం ఒక ప్రశ్నతో మొదలవుతుంది. పిల్లలు చిన్న బృందాలుగా పరిశోధించి, తాము కనుగొన్నదాన్ని రాసుకుని, తరగతికి వివరిస్తారు.",
      },
    },
    {
      icon: "Globe",
      title: { en: "A Global Outlook", te: "ప్రపంచ దృక్పథం" },
      description: {
        en: "Model UN from Class 8, weekly debates and an annual world-cultures week help students understand other countries and explain their own.",
        te: "8వ తరగతి నుంచి మోడల్ యునైటెడ్ నేషన్స్, ప్రతి వారం చర్చా పోటీలు, ఏటా ప్రపంచ సంస్కృతుల వారోత్సవం; ఇతర దేశాలను అర్థం చేసుకోవడానికి, మన దేశాన్ని వారికి వివరించడానికి ఇవి తోడ్పడతాయి.",
      },
    },
    {
      icon: "HeartHandshake",
      title: { en: "Rooted in Indian Values", te: "భారతీయ విలువలతో" },
      description: {
        en: "Morning yoga, festivals celebrated together, Telugu and Hindi, and community projects in ManiKonda keep children grounded in who they are.",
        te: "ఉదయం యోగా, అందరం కలిసి జరుపుకునే పండుగలు, తెలుగు, హిందీ భాషలు, మణికొండలో సామాజిక సేవా ప్రాజెక్టులు; పిల్లలు తమ మూలాలను మరవకుండా ఉంచుతాయి.",
      },
    },
  ],
  principal: {
    name: { en: "Kavitha Rao", te: "కవితా రావు" },
    greeting: { en: "Dear Parents,", te: "ప్రియమైన తల్లిదండ్రులకు," },
    paragraphs: [
      {
        en: "The most important sound in a Prism classroom is a child asking 'why?'. We teach children not to be shy of that word, and from Nursery to Class 10 we design lessons that give them the tools to find answers for themselves.",
        te: "ప్రిజమ్ తరగతి గదిలో అత్యంత ముఖ్యమైన మాట ఒక బిడ్డ అడిగే 'ఎందుకు?'. ఆ ప్రశ్న అడగడానికి సంకోచించవద్దని పిల్లలకు నేర్పుతాం; నర్సరీ నుంచి 10వ తరగతి వరకు సమాధానాలను వారే కనుక్కునే నేర్పు ఇచ్చేలా మా పాఠాలను తయారు చేస్తాం.",
      },
      {
        en: "That is why our STEM and robotics labs are busy all day, and why a Class 4 student can explain the water filter she built as clearly as a Class 9 student presents a robot. Confidence comes from having made something real.",
        te: "అందుకే మా సైన్స్-టెక్నాలజీ, రోబోటిక్స్ ల్యాబ్‌లు రోజంతా సందడిగా ఉంటాయి; 9వ తరగతి విద్యార్థి తన రోబోను ప్రదర్శించినంత స్పష్టంగా 4వ తరగతి విద్యార్థిని తాను తయారు చేసిన నీటి ఫిల్టర్‌ను వివరించగలుగుతుంది. నిజంగా ఏదైనా తయారు చేసి చూపినప్పుడే ఆత్మవిశ్వాసం వస్తుంది.",
      },
      {
        en: "An international outlook does not mean forgetting home. Our students learn yoga and Telugu, celebrate Sankranti and Bathukamma, and serve their neighbourhood in ManiKonda. We want them at ease in any country, and proud to say where they come from.",
        te: "అంతర్జాతీయ దృక్పథం అంటే మన ఇంటిని మరచిపోవడం కాదు. మా విద్యార్థులు యోగా, తెలుగు నేర్చుకుంటారు; సంక్రాంతి, బతుకమ్మ పండుగలు జరుపుకుంటారు; మణికొండలో తమ పరిసరాలకు సేవ చేస్తారు. ఏ దేశంలోనైనా సులువుగా ఇమిడిపోతూనే, తాము ఎక్కడి నుంచి వచ్చామో గర్వంగా చెప్పుకోవాలన్నదే మా ఆకాంక్ష.",
      },
      {
        en: "Every child is a different colour of the same bright light.",
        te: "ప్రతి బిడ్డా ఒకే ప్రకాశవంతమైన వెలుగులోని ఒక ప్రత్యేకమైన రంగు.",
      },
    ],
    closing: { en: "With best wishes,", te: "శుభాకాంక్షలతో," },
    signature: {
      en: "Principal, Prism International School, ManiKonda",
      te: "ప్రిన్సిపాల్, ప్రిజమ్ ఇంటర్నేషనల్ స్కూల్, మణికొండ",
    },
    picture: null,
  },
  invitation: {
    en: "Visit the ManiKonda campus and spend an hour in our robotics lab and inquiry classrooms. Your child is welcome to try a short hands-on activity while you talk to our teachers.",
    te: "మణికొండ క్యాంపస్‌కు వచ్చి మా రోబోటిక్స్ ల్యాబ్‌లో, తరగతి గదుల్లో ఒక గంట గడపండి. మీరు మా ఉపాధ్యాయులతో మాట్లాడుతుండగా మీ బిడ్డ ఒక చిన్న ప్రయోగాత్మక కార్యక్రమంలో పాల్గొనవచ్చు.",
  },
  joinUs: {
    text: {
      en: `Admissions for {year} are open from Nursery to Class 10 on the ManiKonda campus. Call or e-mail our admission office about fees, bus routes across ManiKonda, Puppalaguda and Narsingi, and a campus tour.`,
      te: `{year} విద్యా సంవత్సరానికి మణికొండ క్యాంపస్‌లో నర్సరీ నుంచి 10వ తరగతి వరకు ప్రవేశాలు జరుగుతున్నాయి. ఫీజులు, మణికొండ, పుప్పాలగూడ, నార్సింగి ప్రాంతాల బస్సు మార్గాలు, పాఠశాల పర్యటన గురించి మా ప్రవేశాల కార్యాలయానికి ఫోన్ చేయండి లేదా ఇ-మెయిల్ పంపండి.`,
    },
    phone: "+91 99000 12005",
    email: "admissions.manikonda@vidyanjalischools.in",
  },
  videos: [
    {
      title: {
        en: "Campus tour: Prism International School, ManiKonda",
        te: "క్యాంపస్ పర్యటన: ప్రిజమ్ ఇంటర్నేషనల్ స్కూల్, మణికొండ",
      },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
    {
      title: { en: "Inside our robotics lab", te: "మా రోబోటిక్స్ ల్యాబ్ లోపల" },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
    {
      title: {
        en: "Learning by asking questions in the primary years",
        te: "ప్రాథమిక తరగతుల్లో ప్రశ్నల ద్వారా నేర్చుకోవడం",
      },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
  ],
  channelUrl: groupFirstVersion.social.youtube ?? null,
  map: {
    query: schoolIdentities[5].address.en,
    address: schoolIdentities[5].address,
    mapsUrl: schoolIdentities[5].mapsUrl,
  },
};
