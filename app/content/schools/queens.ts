// Queens International School, SriNagar Colony, Hyderabad (id 6): the group's main campus.
// Video ids: the school's office supplies the real YouTube ids; until then the page
// shows a placeholder for "REPLACE-WITH-VIDEO-ID". The channel link points to the
// group's channel until the school has one of its own.
import { groupFirstVersion } from "../group/first-version.ts";
import type { SchoolContent } from "./types.ts";
import { schoolIdentities } from "./identities.ts";


export const queens: SchoolContent = {
  id: 6,
  code: "queens",
  name: { en: "Queens International School", te: "క్వీన్స్ ఇంటర్నేషనల్ స్కూల్" },
  shortName: { en: "Queens International", te: "క్వీన్స్ ఇంటర్నేషనల్" },
  place: { en: "SriNagar Colony", te: "శ్రీనగర్ కాలనీ" },
  town: schoolIdentities[6].town,
  metaDescription: {
    en: "Queens International School, SriNagar Colony, Hyderabad: our main campus, Nursery to Class 10, with smart classrooms, a fine library, performing arts and sport.",
    te: "శ్రీనగర్ కాలనీలోని క్వీన్స్ ఇంటర్నేషనల్ స్కూల్, మా ప్రధాన క్యాంపస్: నర్సరీ నుంచి 10వ తరగతి వరకు స్మార్ట్ తరగతి గదులు, గ్రంథాలయం, ప్రదర్శన కళలు, క్రీడలు.",
  },
  keywords: [
    "Queens International School",
    "international school SriNagar Colony",
    "school in Yousufguda",
    "schools near Ameerpet and Jubilee Hills",
    "Hyderabad school with performing arts and sports",
    "smart classrooms Hyderabad",
    "Nursery to Class 10 Hyderabad",
    "Vidyanjali Schools main campus",
  ],
  crest: schoolIdentities[6].crest,
  hero: {
    intro: {
      en: "Our main campus on SriNagar Colony Main Road has welcomed children since 2008. From Nursery to Class 10, Queens students learn in smart classrooms, read their way through a well-stocked library, and find their voice on stage, in debate and on the sports field.",
      te: "శ్రీనగర్ కాలనీ మెయిన్ రోడ్డులోని మా ప్రధాన క్యాంపస్ 2008 నుంచి పిల్లలకు స్వాగతం పలుకుతోంది. నర్సరీ నుంచి 10వ తరగతి వరకు క్వీన్స్ విద్యార్థులు స్మార్ట్ తరగతి గదుల్లో నేర్చుకుంటారు, సమృద్ధిగా పుస్తకాలున్న గ్రంథాలయంలో చదువుతారు; వేదికపై, చర్చా పోటీల్లో, ఆట మైదానంలో తమ గొంతును కనుగొంటారు.",
    },
    image: null,
  },
  motto: { en: "Lead with grace.", te: "హుందాతనంతో నాయకత్వం." },
  mottoDescription: {
    en: "The crown on our crest is not about rank. It stands for the dignity every child deserves and the responsibility that comes with leading: to speak clearly, listen well and lift others up. Our stage, our sports programme and our student council give every child the chance to lead, gracefully.",
    te: "మా చిహ్నంలోని కిరీటం హోదాకు గుర్తు కాదు. ప్రతి బిడ్డకూ దక్కాల్సిన గౌరవానికి, నాయకత్వంతో వచ్చే బాధ్యతకు అది సంకేతం: స్పష్టంగా మాట్లాడటం, శ్రద్ధగా వినడం, ఇతరులను పైకి తీసుకురావడం. మా వేదిక, క్రీడా కార్యక్రమం, విద్యార్థి మండలి ప్రతి బిడ్డకూ హుందాగా నాయకత్వం వహించే అవకాశం ఇస్తాయి.",
  },
  description: {
    en: "Queens International School is the Vidyanjali group's main campus, at Plot 12, SriNagar Colony Main Road, Yousufguda, and home to the group's head office. Since 2008 it has taught Nursery to Class 10, with smart classrooms in every section, a library children borrow from every week, a performing-arts programme of dance, drama and music, and coaching in athletics, basketball, badminton, chess and skating. Students run the morning assembly, edit the school magazine and stage an annual play, so that by Class 10 they are as comfortable on a stage as in an examination hall.",
    te: "క్వీన్స్ ఇంటర్నేషనల్ స్కూల్ విద్యాంజలి స్కూల్స్ ప్రధాన క్యాంపస్; యూసుఫ్‌గూడ, శ్రీనగర్ కాలనీ మెయిన్ రోడ్, ప్లాట్ 12లో ఉంది. మా ప్రధాన కార్యాలయం కూడా ఇక్కడే. 2008 నుంచి ఇక్కడ నర్సరీ మొదలుకొని 10వ తరగతి వరకు బోధన జరుగుతోంది: ప్రతి సెక్షన్‌లో స్మార్ట్ తరగతి గది, పిల్లలు ప్రతి వారం పుస్తకాలు తీసుకెళ్లే గ్రంథాలయం, నృత్యం, నాటకం, సంగీతంతో కూడిన ప్రదర్శన కళల కార్యక్రమం, అథ్లెటిక్స్, బాస్కెట్‌బాల్, బ్యాడ్మింటన్, చదరంగం, స్కేటింగ్‌లో శిక్షణ. ఉదయం అసెంబ్లీని విద్యార్థులే నిర్వహిస్తారు, పాఠశాల పత్రికకు వారే సంపాదకత్వం వహిస్తారు, ఏటా ఒక నాటకం ప్రదర్శిస్తారు; అందుకే 10వ తరగతి వచ్చేసరికి పరీక్షా హాలులో ఉన్నంత నిబ్బరంగా వేదికపైనా ఉంటారు.",
  },
  vision: {
    en: "Confident, kind and capable young people who can stand up in any room, whether a classroom, a stage or an interview, and speak with clarity and grace.",
    te: "తరగతి గది అయినా, రంగస్థలం అయినా, ఇంటర్వ్యూ అయినా, ఎక్కడైనా నిలబడి స్పష్టంగా, హుందాగా మాట్లాడగలిగే ఆత్మవిశ్వాసం, దయ, సామర్థ్యం ఉన్న యువతను తీర్చిదిద్దడం.",
  },
  mission: {
    statement: {
      en: "To combine strong academics with the arts, sport and leadership, so that every child discovers what they are good at and learns to share it with others.",
      te: "బలమైన చదువుకు కళలు, క్రీడలు, నాయకత్వాన్ని జోడించి, ప్రతి బిడ్డ తనలోని ప్రతిభను కనుగొని దాన్ని ఇతరులతో పంచుకోవడం నేర్చుకునేలా చేయడం.",
    },
    objectives: [
      {
        en: "Smart-classroom teaching and a weekly library period in every class.",
        te: "ప్రతి తరగతిలో స్మార్ట్ తరగతి గది బోధన, ప్రతి వారం గ్రంథాలయ పీరియడ్.",
      },
      {
        en: "Every child on stage at least once a year: in assembly, a debate, a recital or the annual play.",
        te: "ప్రతి బిడ్డా ఏడాదికి కనీసం ఒక్కసారైనా వేదికపైకి: అసెంబ్లీలో, చర్చా పోటీలో, సంగీత ప్రదర్శనలో లేదా వార్షిక నాటకంలో.",
      },
      {
        en: "A full sports programme with trained coaches and inter-school competitions.",
        te: "శిక్షణ పొందిన కోచ్‌లతో పూర్తి స్థాయి క్రీడా కార్యక్రమం, అంతర్ పాఠశాల పోటీలు.",
      },
      {
        en: "A student council and house system that give older students real responsibility.",
        te: "పెద్ద తరగతుల విద్యార్థులకు నిజమైన బాధ్యతలు అప్పగించే విద్యార్థి మండలి, హౌస్ విధానం.",
      },
    ],
  },
  features: [
    {
      icon: "Laptop",
      title: { en: "Smart Classrooms", te: "స్మార్ట్ తరగతి గదులు" },
      description: {
        en: "Interactive panels in every section bring maps, experiments and stories to life, while our teachers keep notebooks and good handwriting at the centre.",
        te: "ప్రతి సెక్షన్‌లోని ఇంటరాక్టివ్ ప్యానెళ్లు పటాలు, ప్రయోగాలు, కథలకు ప్రాణం పోస్తాయి; అదే సమయంలో మా ఉపాధ్యాయులు నోట్‌బుక్‌లకు, చక్కని చేతిరాతకు ప్రాధాన్యం ఇస్తారు.",
      },
    },
    {
      icon: "BookOpen",
      title: { en: "A Well-Stocked Library", te: "సమృద్ధిగా పుస్తకాలున్న గ్రంథాలయం" },
      description: {
        en: "English, Telugu and Hindi books, children's magazines and a reference section, with a library period every week and a reading challenge each summer.",
        te: "ఇంగ్లీష్, తెలుగు, హిందీ పుస్తకాలు, పిల్లల పత్రికలు, రిఫరెన్స్ విభాగం; ప్రతి వారం గ్రంథాలయ పీరియడ్, ప్రతి వేసవిలో పఠన పోటీ.",
      },
    },
    {
      icon: "Music",
      title: { en: "Performing Arts", te: "ప్రదర్శన కళలు" },
      description: {
        en: "Classical and contemporary dance, drama, and vocal and instrumental music, building up to an annual play the whole school works on together.",
        te: "శాస్త్రీయ, ఆధునిక నృత్యం, నాటకం, గాత్ర, వాద్య సంగీతం; వీటన్నింటికీ పతాక సన్నివేశం, పాఠశాల అంతా కలిసి సిద్ధం చేసే వార్షిక నాటకం.",
      },
    },
    {
      icon: "Trophy",
      title: { en: "A Full Sports Programme", te: "పూర్తి స్థాయి క్రీడలు" },
      description: {
        en: "Athletics, basketball, badminton, chess, skating and yoga with trained coaches, house competitions and a sports day that parents mark on their calendars.",
        te: "శిక్షణ పొందిన కోచ్‌లతో అథ్లెటిక్స్, బాస్కెట్‌బాల్, బ్యాడ్మింటన్, చదరంగం, స్కేటింగ్, యోగా; హౌస్ పోటీలు; తల్లిదండ్రులు ముందుగానే క్యాలెండర్‌లో గుర్తుపెట్టుకునే క్రీడా దినోత్సవం.",
      },
    },
    {
      icon: "ShieldCheck",
      title: { en: "Safe on Campus and on the Road", te: "క్యాంపస్‌లో, ప్రయాణంలో భద్రత" },
      description: {
        en: "CCTV across the campus, visitor passes at the gate, a nurse's room, and GPS-tracked buses with attendants serving SriNagar Colony, Ameerpet, Banjara Hills and Jubilee Hills.",
        te: "క్యాంపస్ అంతటా సీసీ కెమెరాలు, గేటు వద్ద సందర్శకులకు పాసులు, నర్సు గది; శ్రీనగర్ కాలనీ, అమీర్‌పేట, బంజారాహిల్స్, జూబ్లీహిల్స్ ప్రాంతాలకు సహాయకులతో కూడిన జీపీఎస్ బస్సులు.",
      },
    },
  ],
  principal: {
    name: { en: "Anuradha Varma", te: "అనురాధ వర్మ" },
    greeting: { en: "Dear Parents,", te: "ప్రియమైన తల్లిదండ్రులకు," },
    paragraphs: [
      {
        en: "One of my happiest moments at Queens is watching a child who barely spoke in Class 2 stand up, a few years later, to anchor the school assembly. That change does not happen by chance. It happens because teachers notice, encourage and keep offering the next small stage.",
        te: "2వ తరగతిలో మాట్లాడటానికే సంకోచించిన ఒక బిడ్డ, కొన్నేళ్ల తర్వాత పాఠశాల అసెంబ్లీకి వ్యాఖ్యాతగా నిలబడటం చూడటం క్వీన్స్‌లో నాకు దక్కే అత్యంత సంతోషకరమైన క్షణాల్లో ఒకటి. ఆ మార్పు అనుకోకుండా జరగదు. ఉపాధ్యాయులు గమనించి, ప్రోత్సహించి, మరో చిన్న వేదికను అందిస్తూనే ఉండటం వల్లే జరుగుతుంది.",
      },
      {
        en: "As the group's main campus, Queens has the space and the people to offer a great deal: smart classrooms, a library children really use, a performing-arts programme and a full sports calendar. But facilities are only the beginning. What matters is that every child gets a turn.",
        te: "విద్యాంజలి స్కూల్స్ ప్రధాన క్యాంపస్‌గా క్వీన్స్‌లో ఎన్నో అవకాశాలు అందించగల వసతులు, సిబ్బంది ఉన్నారు: స్మార్ట్ తరగతి గదులు, పిల్లలు నిజంగా ఉపయోగించే గ్రంథాలయం, ప్రదర్శన కళల కార్యక్రమం, ఏడాది పొడవునా క్రీడలు. కానీ వసతులు ఆరంభం మాత్రమే. ముఖ్యమైనది, ప్రతి బిడ్డకూ తన వంతు అవకాశం దక్కడం.",
      },
      {
        en: "We keep academics strong and steady, and we keep you close, with regular parent-teacher meetings, a clear calendar and teachers who reply. Your child's years with us should be ones you both look back on with pride.",
        te: "చదువును బలంగా, నిలకడగా కొనసాగిస్తాం; మిమ్మల్ని ఎప్పుడూ దగ్గరగా ఉంచుకుంటాం: క్రమం తప్పని తల్లిదండ్రులు–ఉపాధ్యాయుల సమావేశాలు, స్పష్టమైన క్యాలెండర్, మీ సందేశాలకు స్పందించే ఉపాధ్యాయులు. మా దగ్గర మీ బిడ్డ గడిపే సంవత్సరాలను మీరిద్దరూ గర్వంగా గుర్తుచేసుకోవాలన్నదే మా కోరిక.",
      },
      {
        en: "Every child deserves a moment in the spotlight, and the courage to step into it.",
        te: "ప్రతి బిడ్డకూ వెలుగులో నిలిచే ఒక క్షణం దక్కాలి; ఆ క్షణాన్ని అందుకునే ధైర్యం కూడా.",
      },
    ],
    closing: { en: "With warm regards,", te: "ఆత్మీయ శుభాకాంక్షలతో," },
    signature: {
      en: "Principal, Queens International School, SriNagar Colony",
      te: "ప్రిన్సిపాల్, క్వీన్స్ ఇంటర్నేషనల్ స్కూల్, శ్రీనగర్ కాలనీ",
    },
    picture: null,
  },
  invitation: {
    en: "Our main campus is on SriNagar Colony Main Road, a short drive from Ameerpet and Jubilee Hills. Come for a tour, see the library and the performing-arts rooms, and meet the teachers who would guide your child.",
    te: "మా ప్రధాన క్యాంపస్ శ్రీనగర్ కాలనీ మెయిన్ రోడ్డులో, అమీర్‌పేట, జూబ్లీహిల్స్ నుంచి కొద్ది దూరంలోనే ఉంది. పాఠశాల పర్యటనకు రండి; గ్రంథాలయాన్ని, ప్రదర్శన కళల గదులను చూడండి; మీ బిడ్డకు మార్గదర్శకులుగా ఉండబోయే ఉపాధ్యాయులను కలవండి.",
  },
  joinUs: {
    text: {
      en: `Admissions for {year} are open from Nursery to Class 10. The admission office at our main campus can also answer questions about any of the six Vidyanjali schools: fees, transport, and a tour at a time that suits you.`,
      te: `{year} విద్యా సంవత్సరానికి నర్సరీ నుంచి 10వ తరగతి వరకు ప్రవేశాలు జరుగుతున్నాయి. ప్రధాన క్యాంపస్‌లోని మా ప్రవేశాల కార్యాలయం విద్యాంజలి స్కూల్స్‌లోని ఆరు పాఠశాలల్లో దేని గురించైనా మీ ప్రశ్నలకు సమాధానం ఇస్తుంది: ఫీజులు, రవాణా, మీకు వీలైన సమయంలో పాఠశాల పర్యటన.`,
    },
    phone: "+91 99000 12006",
    email: "admissions.srinagar@vidyanjalischools.in",
  },
  videos: [
    {
      title: { en: "Welcome to Queens International School", te: "క్వీన్స్ ఇంటర్నేషనల్ స్కూల్‌కు స్వాగతం" },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
    {
      title: { en: "Campus tour: SriNagar Colony", te: "క్యాంపస్ పర్యటన: శ్రీనగర్ కాలనీ" },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
    {
      title: { en: "Smart classrooms and our library", te: "స్మార్ట్ తరగతి గదులు, మా గ్రంథాలయం" },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
    {
      title: { en: "Annual Day: dance, drama and music", te: "వార్షికోత్సవం: నృత్యం, నాటకం, సంగీతం" },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
    {
      title: { en: "Sports Day highlights", te: "క్రీడా దినోత్సవ విశేషాలు" },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
    {
      title: {
        en: "Parents and former students on Queens",
        te: "క్వీన్స్ గురించి తల్లిదండ్రులు, పూర్వ విద్యార్థుల మాటల్లో",
      },
      youtubeId: "REPLACE-WITH-VIDEO-ID",
    },
  ],
  channelUrl: groupFirstVersion.social.youtube ?? null,
  map: {
    query: schoolIdentities[6].address.en,
    address: schoolIdentities[6].address,
    mapsUrl: schoolIdentities[6].mapsUrl,
  },
};
