// MAA School, New Town, Mahabubnagar (id 2).
// Video ids: the school's office supplies the real YouTube ids; until then the page
// shows a placeholder for "REPLACE-WITH-VIDEO-ID".
import type { SchoolContent } from "./types.ts";
import { schoolIdentities } from "./identities.ts";


export const maa: SchoolContent = {
  id: 2,
  code: "maa",
  name: { en: "MAA School", te: "MAA స్కూల్" },
  shortName: { en: "MAA School", te: "MAA స్కూల్" },
  place: { en: "Mahabubnagar", te: "మహబూబ్‌నగర్" },
  town: schoolIdentities[2].town,
  metaDescription: {
    en: "MAA School, New Town, Mahabubnagar: a warm, family-like school from Nursery to Class 10, with play-based early years, phonics, abacus and caring teachers.",
    te: "మహబూబ్‌నగర్, న్యూ టౌన్‌లోని MAA స్కూల్: నర్సరీ నుంచి 10వ తరగతి వరకు కుటుంబం లాంటి వాతావరణం, ఆటపాటలతో తొలి చదువు, ఫోనిక్స్, అబాకస్, ఆప్యాయత గల ఉపాధ్యాయులు.",
  },
  keywords: [
    "MAA School Mahabubnagar",
    "school in Mahabubnagar",
    "New Town Mahabubnagar school",
    "nursery school Mahabubnagar",
    "play-based learning Mahabubnagar",
    "phonics and abacus classes",
    "Nursery to Class 10 Mahabubnagar",
    "Vidyanjali Schools",
  ],
  crest: schoolIdentities[2].crest,
  hero: {
    intro: {
      en: "At MAA School the first years matter most. Since 2004, families in Mahabubnagar have trusted us to teach their children to read, to count and to care for others, through songs, stories, play and patient teachers, and then to build on those strong foundations all the way to Class 10.",
      te: "MAA స్కూల్‌లో తొలి సంవత్సరాలకే అత్యధిక ప్రాధాన్యం. 2004 నుంచి మహబూబ్‌నగర్ కుటుంబాలు తమ పిల్లలకు చదవడం, లెక్కించడం, ఇతరుల పట్ల ఆదరణ చూపడం నేర్పే బాధ్యతను మాకు అప్పగిస్తున్నాయి. పాటలు, కథలు, ఆటలు, ఓపిక గల ఉపాధ్యాయుల ద్వారా వేసిన ఆ బలమైన పునాదిపైనే 10వ తరగతి వరకు చదువును నిర్మిస్తాం.",
    },
    image: null,
  },
  motto: { en: "Every child, our own.", te: "ప్రతి బిడ్డా మా బిడ్డే." },
  mottoDescription: {
    en: "In Telugu, 'maa' means 'ours'; in Hindi, it means 'mother'. Both meanings describe how we teach. Every child here is one of ours, looked after with a mother's patience and noticed when tired, hungry or quietly worried. A child who feels safe learns faster, and remembers school as a happy place.",
    te: "తెలుగులో 'మా' అనే మాటలో సొంతవాళ్ల పట్ల ఉండే ఆత్మీయత ఉంది; హిందీలో 'మా' అంటే అమ్మ. ఈ రెండు అర్థాలే మా బోధనా పద్ధతి. ఇక్కడ ప్రతి బిడ్డా మా బిడ్డే; అలసిపోయినా, ఆకలిగా ఉన్నా, మనసులో ఏదో దిగులు ఉన్నా గమనించే అమ్మ ఓపికతో చూసుకుంటాం. భద్రంగా ఉన్నానని నమ్మే బిడ్డ త్వరగా నేర్చుకుంటుంది, బడిని సంతోషంగా గుర్తుంచుకుంటుంది.",
  },
  description: {
    en: "MAA School in New Town, Mahabubnagar, has taught children from Nursery to Class 10 since 2004. Our early years are activity-based: phonics and picture books for reading, beads, blocks and the abacus for numbers, and rhymes in Telugu and English. In the higher classes the same care continues, with regular tests, a reading hour every week and a values period in which children talk through honesty, kindness and responsibility.",
    te: "2004 నుంచి మహబూబ్‌నగర్, న్యూ టౌన్‌లోని MAA స్కూల్ నర్సరీ నుంచి 10వ తరగతి వరకు పిల్లలకు విద్య అందిస్తోంది. తొలి తరగతుల్లో కృత్యాల ద్వారా నేర్పిస్తాం: చదవడానికి ఫోనిక్స్, బొమ్మల పుస్తకాలు; అంకెలకు పూసలు, బ్లాకులు, అబాకస్; తెలుగు, ఇంగ్లీష్ పాటలు, రైమ్స్. పై తరగతుల్లోనూ అదే శ్రద్ధ కొనసాగుతుంది: క్రమం తప్పని పరీక్షలు, ప్రతి వారం ఒక పఠన గంట, నిజాయితీ, దయ, బాధ్యత గురించి పిల్లలు మనసు విప్పి మాట్లాడుకునే నైతిక విలువల పీరియడ్.",
  },
  vision: {
    en: "Children who read with joy, think clearly with numbers and treat others with kindness, and who carry all three through school and into life.",
    te: "ఆనందంగా చదివే, అంకెలతో స్పష్టంగా ఆలోచించే, ఇతరులతో దయగా మెలిగే పిల్లలు; ఈ మూడు గుణాలను బడిలోనూ, జీవితంలోనూ నిలుపుకునేలా వారిని తీర్చిదిద్దడం.",
  },
  mission: {
    statement: {
      en: "To lay strong foundations in the early years, when they matter most, and to keep every child secure, curious and on track all the way to Class 10.",
      te: "అత్యంత కీలకమైన తొలి సంవత్సరాల్లోనే బలమైన పునాది వేయడం; 10వ తరగతి వరకు ప్రతి బిడ్డ భద్రంగా, ఉత్సాహంగా, సరైన దారిలో ముందుకు సాగేలా చూడటం.",
    },
    objectives: [
      {
        en: "Every child reading fluently in Telugu and English by the end of Class 2.",
        te: "2వ తరగతి ముగిసే సరికి ప్రతి బిడ్డ తెలుగు, ఇంగ్లీష్ రెండింటినీ ధారాళంగా చదవగలగాలి.",
      },
      {
        en: "Mental maths and abacus practice, so that numbers feel easy rather than frightening.",
        te: "అంకెలంటే భయం కాకుండా సులభంగా అనిపించేలా నోటి లెక్కలు, అబాకస్ సాధన.",
      },
      {
        en: "A weekly values period and daily habits: greeting elders, sharing, keeping the classroom clean.",
        te: "ప్రతి వారం నైతిక విలువల పీరియడ్; పెద్దలకు నమస్కరించడం, పంచుకోవడం, తరగతి గదిని శుభ్రంగా ఉంచడం వంటి రోజువారీ మంచి అలవాట్లు.",
      },
      {
        en: "An open door for parents: a class diary every day and a class teacher you can reach by phone.",
        te: "తల్లిదండ్రులకు ఎప్పుడూ అందుబాటులో: ప్రతిరోజూ క్లాస్ డైరీ, ఫోన్‌లో అందుబాటులో ఉండే తరగతి ఉపాధ్యాయులు.",
      },
    ],
  },
  features: [
    {
      icon: "Sprout",
      title: { en: "Play-Based Early Years", te: "ఆటపాటలతో తొలి చదువు" },
      description: {
        en: "Nursery, LKG and UKG children learn through sand, clay, songs, stories and small-group play, in bright classrooms with child-sized furniture.",
        te: "నర్సరీ, ఎల్‌కేజీ, యూకేజీ పిల్లలు ఇసుక, మట్టి బొమ్మలు, పాటలు, కథలు, చిన్న బృందాల ఆటల ద్వారా నేర్చుకుంటారు; పిల్లల ఎత్తుకు తగిన బల్లలు, కుర్చీలు ఉన్న వెలుతురు గదుల్లో.",
      },
    },
    {
      icon: "BookOpen",
      title: { en: "Reading Comes First", te: "చదవడానికే తొలి ప్రాధాన్యం" },
      description: {
        en: "Phonics from Nursery, a class library in every room and a weekly reading hour. Every Friday, each child takes a book home to read with the family.",
        te: "నర్సరీ నుంచే ఫోనిక్స్, ప్రతి గదిలో తరగతి గ్రంథాలయం, ప్రతి వారం పఠన గంట. ప్రతి శుక్రవారం ప్రతి బిడ్డ ఇంట్లో కుటుంబంతో కలిసి చదవడానికి ఒక పుస్తకం తీసుకెళ్తుంది.",
      },
    },
    {
      icon: "GraduationCap",
      title: { en: "Maths Without Fear", te: "భయం లేని గణితం" },
      description: {
        en: "Abacus and mental maths from Class 1, hands-on material for fractions and shapes, and weekly practice tests in the higher classes.",
        te: "1వ తరగతి నుంచి అబాకస్, నోటి లెక్కలు; భిన్నాలు, ఆకారాలు చేతితో పట్టుకుని నేర్చుకునే బోధనా సామగ్రి; పై తరగతుల్లో ప్రతి వారం సాధన పరీక్షలు.",
      },
    },
    {
      icon: "HeartHandshake",
      title: { en: "Values, Every Day", te: "ప్రతిరోజూ మంచి విలువలు" },
      description: {
        en: "A values period each week, festivals celebrated together, and older students who read stories to the little ones.",
        te: "ప్రతి వారం నైతిక విలువల పీరియడ్, అందరం కలిసి జరుపుకునే పండుగలు, చిన్నారులకు కథలు చదివి వినిపించే పెద్ద తరగతుల విద్యార్థులు.",
      },
    },
    {
      icon: "ShieldCheck",
      title: { en: "Safe and Cared For", te: "భద్రత, ఆదరణ" },
      description: {
        en: "CCTV in corridors and play areas, women attendants with the pre-primary classes, and children handed over at home time only to adults you have authorised.",
        te: "వరండాలు, ఆట స్థలాల్లో సీసీ కెమెరాలు; ప్రీ-ప్రైమరీ తరగతులకు మహిళా సహాయకులు; బడి వదిలే సమయంలో మీరు అనుమతించిన పెద్దలకు మాత్రమే పిల్లలను అప్పగిస్తాం.",
      },
    },
  ],
  principal: {
    name: { en: "B. Sujatha", te: "బి. సుజాత" },
    greeting: { en: "Dear Parents,", te: "ప్రియమైన తల్లిదండ్రులకు," },
    paragraphs: [
      {
        en: "The first morning a three-year-old walks into our Nursery class is one of the biggest days in a family's life. I have stood at our gate on many such mornings, and I know how hard it is to let go of that small hand.",
        te: "మూడేళ్ల చిన్నారి మొదటిసారి మా నర్సరీ తరగతిలో అడుగుపెట్టే ఉదయం ఆ కుటుంబానికి ఎంతో ముఖ్యమైన రోజు. అలాంటి ఎన్నో ఉదయాలు మా గేటు దగ్గర నిలబడి చూశాను; ఆ చిన్ని చేతిని వదలడం ఎంత కష్టమో నాకు తెలుసు.",
      },
      {
        en: "That is why we choose our teachers for their patience as much as for their qualifications. They learn every child's name on the first day, they notice which child needs a little more time, and they tell you, through the class diary and in person, how your child is really doing.",
        te: "అందుకే మా ఉపాధ్యాయులను వారి అర్హతలతో పాటు ఓపికను కూడా చూసి ఎంపిక చేస్తాం. మొదటి రోజే ప్రతి బిడ్డ పేరు నేర్చుకుంటారు; ఏ బిడ్డకు కొంచెం ఎక్కువ సమయం కావాలో గమనిస్తారు; మీ బిడ్డ చదువు నిజంగా ఎలా సాగుతోందో క్లాస్ డైరీ ద్వారా, నేరుగా కలిసి మీకు తెలియజేస్తారు.",
      },
      {
        en: "Good reading, confident maths and sound values, built early, make everything that follows easier, the Class 10 examinations included. We have seen it year after year in Mahabubnagar.",
        te: "చిన్నప్పుడే అలవడిన చక్కని పఠనం, ఆత్మవిశ్వాసంతో కూడిన గణితం, మంచి విలువలు ఆ తర్వాత వచ్చే ప్రతిదాన్నీ, 10వ తరగతి పరీక్షలతో సహా, సులభం చేస్తాయి. మహబూబ్‌నగర్‌లో ఏటా మేం ఇదే చూస్తున్నాం.",
      },
      {
        en: "Here, every child is our own.",
        te: "ఇక్కడ ప్రతి బిడ్డా మా బిడ్డే.",
      },
    ],
    closing: { en: "With affection and respect,", te: "ఆప్యాయతతో, గౌరవంతో," },
    signature: { en: "Principal, MAA School, Mahabubnagar", te: "ప్రిన్సిపాల్, MAA స్కూల్, మహబూబ్‌నగర్" },
    picture: null,
  },
  invitation: {
    en: "Bring your little one to New Town for a morning with us. Sit in on a rhyme session, look around the reading corners and meet the teacher who could be your child's very first.",
    te: "మీ చిన్నారితో కలిసి న్యూ టౌన్‌లోని MAA స్కూల్‌లో ఒక ఉదయం గడపండి. రైమ్స్ తరగతిలో కూర్చుని చూడండి, పఠన మూలలను చూడండి, మీ బిడ్డకు మొట్టమొదటి ఉపాధ్యాయులుగా ఉండబోయేవారిని కలవండి.",
  },
  joinUs: {
    text: {
      en: `Admissions for {year} are open from Nursery to Class 10, and Nursery places fill early. Call our office in New Town to ask about fees, the Nursery age rule (3 years completed by June 1st) or a time to visit.`,
      te: `{year} విద్యా సంవత్సరానికి నర్సరీ నుంచి 10వ తరగతి వరకు ప్రవేశాలు జరుగుతున్నాయి; నర్సరీ సీట్లు త్వరగా నిండిపోతాయి. ఫీజులు, నర్సరీలో చేర్చే వయసు (జూన్ 1 నాటికి 3 ఏళ్లు నిండాలి), సందర్శనకు సమయం గురించి తెలుసుకోవడానికి న్యూ టౌన్‌లోని మా కార్యాలయానికి ఫోన్ చేయండి.`,
    },
    phone: "+91 99000 12002",
    email: "admissions.maa@vidyanjalischools.in",
  },
  videos: [
    {
      title: { en: "Learning through play at MAA School", te: "MAA స్కూల్‌లో ఆటపాటలతో చదువు" },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
  ],
  channelUrl: null,
  map: {
    query: schoolIdentities[2].address.en,
    address: schoolIdentities[2].address,
    mapsUrl: schoolIdentities[2].mapsUrl,
  },
};
