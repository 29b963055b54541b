// Sentences the seeded reviews are built from, written once in Arabic (Saudi/Gulf usage where people write that
// way) and once in English with the same meaning, so a review shown in Google's translated form carries a real
// translation of its original. Grouped by kind of business and by the feeling they express.

export interface Phrase {
  ar: string;
  en: string;
}

export type BusinessKind = 'cafe' | 'restaurant' | 'clinic' | 'hotel';
export type Feeling = 'positive' | 'negative' | 'neutral';

export const PHRASES: Record<BusinessKind, Record<Feeling, Phrase[]>> = {
  cafe: {
    positive: [
      {
        ar: 'القهوة رهيبة والطعم ثابت كل مرة.',
        en: 'The coffee is amazing and the taste is consistent every time.',
      },
      { ar: 'الباريستا محترفين ويعرفون شغلهم.', en: 'The baristas are professional and know their craft.' },
      {
        ar: 'المكان هادي ومناسب للدراسة والشغل.',
        en: 'The place is quiet and good for studying and working.',
      },
      {
        ar: 'الكيك عندهم يجنن، خصوصاً كيكة التمر.',
        en: 'Their cakes are delicious, especially the date cake.',
      },
      { ar: 'الخدمة زينة والموظفين بشوشين.', en: 'The service is good and the staff are cheerful.' },
      { ar: 'أفضل لاتيه جربته في المدينة.', en: 'The best latte I have had in the city.' },
      { ar: 'الجلسات مريحة والديكور جميل.', en: 'The seating is comfortable and the decor is lovely.' },
      { ar: 'القهوة السعودية عندهم مضبوطة بالهيل.', en: 'Their Saudi coffee is just right, with cardamom.' },
      { ar: 'المحصول المختص اليوم كان ممتاز ونظيف.', en: 'Today’s specialty roast was excellent and clean.' },
      { ar: 'سرعة في الطلب رغم الزحمة.', en: 'Orders were quick despite the crowd.' },
    ],
    negative: [
      { ar: 'القهوة خايسة وباردة.', en: 'The coffee was awful and cold.' },
      { ar: 'الانتظار طويل مرة حتى في الصباح.', en: 'The wait is very long, even in the morning.' },
      { ar: 'الأسعار مبالغ فيها مقارنة بالكمية.', en: 'The prices are excessive for the portion size.' },
      { ar: 'الطاولات مو نظيفة والمكان زحمة.', en: 'The tables were not clean and the place was crowded.' },
      { ar: 'الموظف ما كان متعاون أبداً.', en: 'The employee was not helpful at all.' },
      {
        ar: 'ما عجبني الكابتشينو، فيه مرارة زايدة.',
        en: 'I did not like the cappuccino, it was too bitter.',
      },
      { ar: 'طلبي جاء غلط مرتين.', en: 'My order came wrong twice.' },
      { ar: 'المواقف قليلة وصعب تلقى مكان.', en: 'Parking is limited and hard to find.' },
      { ar: 'الحلى كان ناشف وقديم.', en: 'The dessert was dry and stale.' },
    ],
    neutral: [
      { ar: 'المكان عادي والقهوة مقبولة.', en: 'The place is average and the coffee is acceptable.' },
      { ar: 'زرتهم بعد صلاة العصر.', en: 'I visited after the afternoon prayer.' },
      { ar: 'يفتحون من الساعة السادسة صباحاً.', en: 'They open at six in the morning.' },
      { ar: 'فيه جلسات داخلية وخارجية.', en: 'There is indoor and outdoor seating.' },
      { ar: 'تجربة متوسطة، لا بأس فيها.', en: 'An average experience, nothing wrong with it.' },
    ],
  },
  restaurant: {
    positive: [
      { ar: 'المندي لذيذ واللحم طري.', en: 'The mandi is delicious and the meat is tender.' },
      { ar: 'الكبسة طعمها أصيل مثل أكل البيت.', en: 'The kabsa tastes authentic, like home cooking.' },
      { ar: 'الكميات كبيرة والأسعار معقولة.', en: 'Generous portions and reasonable prices.' },
      { ar: 'الأكل وصل حار وبسرعة.', en: 'The food arrived hot and quickly.' },
      { ar: 'الجلسات العائلية مريحة ونظيفة.', en: 'The family seating is comfortable and clean.' },
      { ar: 'الخدمة سريعة والمباشر خلوق.', en: 'Fast service and a polite waiter.' },
      { ar: 'المرق والسلطات ممتازة.', en: 'The broth and the salads are excellent.' },
    ],
    negative: [
      { ar: 'الرز كان ناشف واللحم قاسي.', en: 'The rice was dry and the meat was tough.' },
      { ar: 'انتظرنا ساعة كاملة حتى وصل الطلب.', en: 'We waited a full hour for the order.' },
      { ar: 'الأكل مالح زيادة عن اللزوم.', en: 'The food was far too salty.' },
      { ar: 'النظافة سيئة والمغاسل مو نظيفة.', en: 'Poor hygiene, and the washbasins were not clean.' },
      { ar: 'الأسعار ارتفعت والجودة نزلت.', en: 'Prices went up and quality went down.' },
      { ar: 'طلب التوصيل وصل بارد وناقص.', en: 'The delivery order arrived cold and incomplete.' },
    ],
    neutral: [
      { ar: 'الأكل عادي، لا سيء ولا ممتاز.', en: 'The food is ordinary, neither bad nor excellent.' },
      { ar: 'فيه قسم للعوائل وقسم للأفراد.', en: 'There is a family section and a singles section.' },
      { ar: 'يقدمون الفطور من الساعة السابعة.', en: 'They serve breakfast from seven.' },
      { ar: 'طلبنا نص حاشي مع رز.', en: 'We ordered half a young camel with rice.' },
    ],
  },
  clinic: {
    positive: [
      {
        ar: 'الدكتورة شرحت لي كل شيء بهدوء ووضوح.',
        en: 'The doctor explained everything to me calmly and clearly.',
      },
      {
        ar: 'المواعيد منظمة وما انتظرت كثير.',
        en: 'Appointments are well organised and I did not wait long.',
      },
      {
        ar: 'الاستقبال متعاونين والعيادة نظيفة.',
        en: 'The reception staff are helpful and the clinic is clean.',
      },
      { ar: 'طبيب الأسنان ممتاز وإيده خفيفة.', en: 'The dentist is excellent and very gentle.' },
      { ar: 'شكراً للطاقم على الاهتمام.', en: 'Thanks to the team for their care.' },
      { ar: 'التشخيص كان دقيق والعلاج نفع معي.', en: 'The diagnosis was accurate and the treatment worked.' },
    ],
    negative: [
      { ar: 'تأخروا عن الموعد أكثر من ساعة.', en: 'They were more than an hour late for the appointment.' },
      {
        ar: 'الأسعار غالية والتأمين ما يغطي أغلب الخدمات.',
        en: 'Expensive, and insurance does not cover most services.',
      },
      { ar: 'الاستقبال تعاملهم سيء.', en: 'The reception staff were rude.' },
      { ar: 'ما حسيت بأي تحسن بعد العلاج.', en: 'I felt no improvement after the treatment.' },
      { ar: 'صعب تتواصل معهم بالجوال.', en: 'It is hard to reach them by phone.' },
    ],
    neutral: [
      {
        ar: 'العيادة في الدور الثاني وفيه مصعد.',
        en: 'The clinic is on the second floor and there is a lift.',
      },
      { ar: 'يقبلون أغلب شركات التأمين.', en: 'They accept most insurance companies.' },
      { ar: 'راجعت عندهم لفحص دوري.', en: 'I went there for a routine check-up.' },
    ],
  },
  hotel: {
    positive: [
      {
        ar: 'الغرفة كانت نظيفة جداً والسرير مريح.',
        en: 'The room was spotless and the bed very comfortable.',
      },
      {
        ar: 'إطلالة رائعة على برج خليفة من البلكونة.',
        en: 'Amazing view of the Burj Khalifa from our balcony.',
      },
      { ar: 'بوفيه الفطور فيه تنوع كبير.', en: 'The breakfast buffet had a great variety.' },
      {
        ar: 'تسجيل الدخول كان سريع وموظفين الاستقبال ودودين.',
        en: 'Check-in was quick and the front desk team was friendly.',
      },
      { ar: 'المسبح والنادي الرياضي ممتازين.', en: 'The pool and the gym were excellent.' },
      {
        ar: 'الموقع ممتاز وقريب من المترو مشي.',
        en: 'Great location, within walking distance of the metro.',
      },
      {
        ar: 'الموظفين بذلوا جهد كبير في ذكرى زواجنا.',
        en: 'The staff went above and beyond for our anniversary.',
      },
    ],
    negative: [
      { ar: 'المكيف كان مزعج طول الليل.', en: 'The air conditioning was noisy all night.' },
      { ar: 'غرفتنا ما كانت جاهزة إلا الساعة خمسة العصر.', en: 'Our room was not ready until 5 pm.' },
      { ar: 'السعر مبالغ فيه مقارنة بالخدمة.', en: 'Overpriced for what you get.' },
      { ar: 'الحمام كان وسخ وريحته سيئة.', en: 'The bathroom was dirty and smelled bad.' },
      { ar: 'الواي فاي يفصل باستمرار.', en: 'The wifi kept disconnecting.' },
      { ar: 'خدمة الغرف ما جات تنظف الغرفة أبداً.', en: 'Housekeeping never came to clean the room.' },
      { ar: 'موظفين الاستقبال تعاملهم سيء.', en: 'The reception staff were rude.' },
    ],
    neutral: [
      { ar: 'غرف عادية، ما فيها شيء مميز.', en: 'Standard rooms, nothing special.' },
      { ar: 'أقمنا ثلاث ليالي في رحلة عمل.', en: 'We stayed three nights on a business trip.' },
      { ar: 'المواقف متوفرة برسوم.', en: 'Parking is available for a fee.' },
    ],
  },
};

/** Closing sentences any business can get. */
export const CLOSINGS: Record<Exclude<Feeling, 'neutral'>, Phrase[]> = {
  positive: [
    { ar: 'أكيد بكرر الزيارة.', en: 'I will definitely come back.' },
    { ar: 'تجربة رائعة، الله يعطيهم العافية.', en: 'A wonderful experience, well done to the team.' },
    { ar: 'أنصح فيه وبقوة.', en: 'I highly recommend it.' },
  ],
  negative: [
    { ar: 'ما راح أرجع لهم مرة ثانية.', en: 'I will not go back again.' },
    { ar: 'للأسف تجربة مخيبة.', en: 'Unfortunately, a disappointing experience.' },
    { ar: 'لا أنصح فيه.', en: 'I do not recommend it.' },
  ],
};

/** Whole reviews of a word or two, as people often write them. */
export const SHORT_REVIEWS: Record<Feeling, Phrase[]> = {
  positive: [
    { ar: 'ممتاز 👌', en: 'Excellent 👌' },
    { ar: 'رهيب', en: 'Awesome' },
    { ar: 'زين', en: 'Good' },
    { ar: 'حلو مرة 😍', en: 'Really nice 😍' },
    { ar: 'شي فاخر 👍', en: 'Top quality 👍' },
  ],
  negative: [
    { ar: 'سيء', en: 'Bad' },
    { ar: 'خايس 👎', en: 'Terrible 👎' },
    { ar: 'ما يستاهل', en: 'Not worth it' },
  ],
  neutral: [
    { ar: 'عادي', en: 'Okay' },
    { ar: 'لا بأس', en: 'Fine' },
  ],
};

/**
 * Reviews written in a third language (guests of the Dubai hotels), always shown by Google in its translated form.
 * `text` is the original, `en`/`ar` Google's translations.
 */
export const FOREIGN_REVIEWS: Array<{ language: string; text: string; stars: number } & Phrase> = [
  {
    language: 'fr',
    text: 'Très bel hôtel, personnel accueillant et chambre impeccable.',
    stars: 5,
    en: 'Very nice hotel, welcoming staff and a spotless room.',
    ar: 'فندق جميل جداً، الموظفين مرحبين والغرفة نظيفة تماماً.',
  },
  {
    language: 'fr',
    text: 'Chambre propre mais petit-déjeuner décevant.',
    stars: 3,
    en: 'Clean room but a disappointing breakfast.',
    ar: 'الغرفة نظيفة لكن الفطور مخيب.',
  },
  {
    language: 'de',
    text: 'Sehr laut in der Nacht, das Personal war unfreundlich.',
    stars: 2,
    en: 'Very noisy at night, the staff were unfriendly.',
    ar: 'إزعاج كبير في الليل، والموظفين ما كانوا لطيفين.',
  },
];

/** Owner replies already on Google before the business connects Sumaa, by the review's language and feeling. */
export const OWNER_REPLIES: Record<'ar' | 'en', Record<Feeling, string[]>> = {
  ar: {
    positive: [
      'شكراً لك على كلماتك الجميلة، نتشرف بزيارتك دائماً.',
      'سعداء إن التجربة عجبتك، ننتظرك مرة ثانية!',
    ],
    negative: [
      'نعتذر عن تجربتك، نرجو التواصل معنا على الرقم الموحد لنعالج الموضوع.',
      'نأسف لما حصل، وصلت ملاحظتك للإدارة وسنتابعها.',
    ],
    neutral: ['شكراً على تقييمك، نسعى دائماً للأفضل.'],
  },
  en: {
    positive: [
      'Thank you for your kind words! We look forward to welcoming you again.',
      'We are delighted you enjoyed your visit. See you soon!',
    ],
    negative: [
      'We are sorry to hear this. Please contact our guest relations team so we can make it right.',
      'Thank you for telling us. We have shared your feedback with the manager on duty.',
    ],
    neutral: ['Thank you for your feedback.'],
  },
};

/** Reviewer names: Gulf Arabic names in Arabic script, and the mix of guests a Dubai hotel sees, in Latin script. */
export const ARABIC_GIVEN_NAMES = [
  'عبدالله',
  'محمد',
  'فهد',
  'خالد',
  'سلطان',
  'تركي',
  'ناصر',
  'عبدالرحمن',
  'سعود',
  'بندر',
  'ماجد',
  'يوسف',
  'نورة',
  'سارة',
  'ريم',
  'لمى',
  'هيفاء',
  'العنود',
  'مها',
  'أمل',
  'شهد',
  'جواهر',
  'منيرة',
  'دانة',
];
export const ARABIC_FAMILY_NAMES = [
  'القحطاني',
  'العتيبي',
  'الدوسري',
  'الشهري',
  'الغامدي',
  'الزهراني',
  'الحربي',
  'المطيري',
  'الشمري',
  'العنزي',
  'السبيعي',
  'الرشيدي',
  'البلوي',
  'الجهني',
  'المالكي',
  'الخالدي',
];
export const LATIN_GIVEN_NAMES = [
  'James',
  'Emily',
  'Oliver',
  'Sophie',
  'Daniel',
  'Hannah',
  'Lucas',
  'Chloe',
  'Priya',
  'Rahul',
  'Aisha',
  'Omar',
  'Maria',
  'Carlos',
  'Yuki',
  'Anna',
  'Mohammed',
  'Fatima',
  'Ahmed',
  'Noura',
];
export const LATIN_FAMILY_NAMES = [
  'Smith',
  'Johnson',
  'Brown',
  'Wilson',
  'Taylor',
  'Sharma',
  'Patel',
  'Khan',
  'Garcia',
  'Rossi',
  'Müller',
  'Tanaka',
  'Alharbi',
  'Alqahtani',
  'Haddad',
  'Nasser',
];
