// The testimonials as they were before group admins edited them: the document's first
// version (app/content/store/seed-content.server.ts), and what tests without a server read.
// Samples written with the website, not a family's words: the note says so, and the office
// replaces them (with the family's consent noted) before the site goes live.
import type { TestimonialsDocument } from "./types.ts";

const SAMPLE = "Sample written with the website, not a family's words: replace it, noting the family's consent.";

export const testimonialsFirstVersion: TestimonialsDocument = {
  lastId: 7,
  list: [
    {
      id: 1,
      name: { en: "Lakshmi Reddy", te: "లక్ష్మీ రెడ్డి" },
      role: { en: "Parent, Queens International School", te: "తల్లి, క్వీన్స్ ఇంటర్నేషనల్ స్కూల్" },
      content: {
        en: "My daughter was shy when she joined in Class 2. Today she anchors the school assembly. The teachers noticed her and gave her the confidence we could not.",
        te: "మా అమ్మాయి 2వ తరగతిలో చేరినప్పుడు చాలా బిడియంగా ఉండేది. ఈ రోజు పాఠశాల అసెంబ్లీని తనే యాంకర్‌గా నడిపిస్తోంది. ఉపాధ్యాయులు తనను గుర్తించి, మేము ఇవ్వలేకపోయిన ఆత్మవిశ్వాసాన్ని తనకు అందించారు.",
      },
      rating: 5,
      photo: null,
      consent: SAMPLE,
      hidden: false,
    },
    {
      id: 2,
      name: { en: "Srinivas Goud", te: "శ్రీనివాస్ గౌడ్" },
      role: { en: "Parent, Viswa Bharathi High School", te: "తండ్రి, విశ్వభారతి హైస్కూల్" },
      content: {
        en: "We live in a village near Wargal and wanted a school that would not let our son fall behind city children. The computer lab and the spoken English classes have done exactly that.",
        te: "మేము వర్గల్ దగ్గర ఒక గ్రామంలో ఉంటాం. మా అబ్బాయి పట్నం పిల్లలకు ఏ విషయంలోనూ తీసిపోకుండా చూసే పాఠశాల కావాలనుకున్నాం. కంప్యూటర్ ల్యాబ్, స్పోకెన్ ఇంగ్లీష్ తరగతుల వల్ల సరిగ్గా అదే జరిగింది.",
      },
      rating: 5,
      photo: null,
      consent: SAMPLE,
      hidden: false,
    },
    {
      id: 3,
      name: { en: "Ananya Kulkarni", te: "అనన్య కులకర్ణి" },
      role: { en: "Student, Class 9, Prism International School", te: "విద్యార్థిని, 9వ తరగతి, ప్రిజమ్ ఇంటర్నేషనల్ స్కూల్" },
      content: {
        en: "The robotics club is my favourite part of the week. Our team built a line-following robot and presented it at the district science fair.",
        te: "వారం మొత్తంలో నాకు అన్నిటికంటే ఇష్టమైనది రోబోటిక్స్ క్లబ్. మా టీమ్ గీతను అనుసరించే ఒక రోబోను తయారు చేసి, జిల్లా సైన్స్ ఫెయిర్‌లో ప్రదర్శించింది.",
      },
      rating: 5,
      photo: null,
      consent: SAMPLE,
      hidden: false,
    },
    {
      id: 4,
      name: { en: "Mohammed Irfan", te: "మహమ్మద్ ఇర్ఫాన్" },
      role: { en: "Alumnus, Lumbini High School (Class of 2015)", te: "పూర్వ విద్యార్థి, లుంబిని హైస్కూల్ (2015 బ్యాచ్)" },
      content: {
        en: "The habit of daily revision my teachers drilled into us carried me through engineering college. I still call my maths teacher before every big decision.",
        te: "మా ఉపాధ్యాయులు పట్టుబట్టి నేర్పిన రోజూ రివిజన్ చేసే అలవాటే ఇంజనీరింగ్ కాలేజీలోనూ నన్ను గట్టెక్కించింది. ఇప్పటికీ ఏ పెద్ద నిర్ణయం తీసుకునే ముందైనా మా లెక్కల మాస్టారికి ఫోన్ చేస్తాను.",
      },
      rating: 5,
      photo: null,
      consent: SAMPLE,
      hidden: false,
    },
    {
      id: 5,
      name: { en: "Padmaja Rao", te: "పద్మజ రావు" },
      role: { en: "Parent, Santhi Niketan School", te: "తల్లి, శాంతినికేతన్ స్కూల్" },
      content: {
        en: "Regular parent-teacher meetings, a clear fee structure and safe school buses. We always know how our twins are doing, and that peace of mind matters.",
        te: "క్రమం తప్పకుండా జరిగే తల్లిదండ్రులు–ఉపాధ్యాయుల సమావేశాలు, స్పష్టమైన ఫీజు వివరాలు, సురక్షితమైన స్కూల్ బస్సులు. మా కవల పిల్లలు ఎలా చదువుతున్నారో మాకు ఎప్పుడూ తెలుస్తూనే ఉంటుంది; ఆ నిశ్చింత మాకు ఎంతో విలువైనది.",
      },
      rating: 4,
      photo: null,
      consent: SAMPLE,
      hidden: false,
    },
    {
      id: 6,
      name: { en: "Venkatesh Yadav", te: "వెంకటేష్ యాదవ్" },
      role: { en: "Parent, MAA School", te: "తండ్రి, MAA స్కూల్" },
      content: {
        en: "The nursery teachers are patient and loving. My son looks forward to school every morning and comes home singing the rhymes he learnt.",
        te: "నర్సరీ ఉపాధ్యాయులు ఎంతో ఓపికగా, ప్రేమగా చూసుకుంటారు. మా అబ్బాయి ప్రతి ఉదయం బడికి ఎప్పుడు వెళ్దామా అని ఎదురుచూస్తాడు; నేర్చుకున్న రైమ్స్ పాడుకుంటూ ఇంటికి వస్తాడు.",
      },
      rating: 5,
      photo: null,
      consent: SAMPLE,
      hidden: false,
    },
    {
      id: 7,
      name: { en: "Sravani Naidu", te: "శ్రావణి నాయుడు" },
      role: { en: "Alumna, Queens International School (Class of 2019)", te: "పూర్వ విద్యార్థిని, క్వీన్స్ ఇంటర్నేషనల్ స్కూల్ (2019 బ్యాచ్)" },
      content: {
        en: "Debates, sports day and the annual play taught me as much as the classroom did. I left school ready for college and for life.",
        te: "తరగతి గది నేర్పినంతగా చర్చా పోటీలు, క్రీడా దినోత్సవం, వార్షిక నాటకం కూడా నాకు నేర్పాయి. పాఠశాల నుంచి బయటికి వచ్చేటప్పటికే కాలేజీకీ, జీవితానికీ సిద్ధంగా ఉన్నాను.",
      },
      rating: 4,
      photo: null,
      consent: SAMPLE,
      hidden: false,
    },
  ],
};
