// A hand-labelled set of Saudi and Gulf business reviews (cafés, restaurants, hotels, clinics, shops) for
// measuring the review sentiment against its decision #22: the stars decide unless the words plainly
// contradict them, then the words decide. How the set was written and labelled: README.md in this folder.
//
// Used by `npm run bench:sentiment` (tools/bench/sentiment-agreement.ts) and by the API's labelled-set test.

export type LabelledSentiment = 'Positive' | 'Negative' | 'Neutral';
export type ReviewVariety = 'msa' | 'gulf' | 'english';

export interface LabelledReview {
  text: string;
  /** 1–5, as the reviewer gave them. */
  stars: number;
  /** What a careful reader says the reviewer meant overall. */
  expected: LabelledSentiment;
  /** msa: Modern Standard Arabic; gulf: Saudi, Emirati or Kuwaiti dialect; english. */
  variety: ReviewVariety;
  /** The label differs from what the stars alone say (4–5 Positive, 3 Neutral, 1–2 Negative). */
  disagrees: boolean;
}

type Row = [text: string, stars: number, expected: LabelledSentiment, disagrees?: true];

const rows = (variety: ReviewVariety, list: Row[]): LabelledReview[] =>
  list.map(([text, stars, expected, disagrees]) => ({
    text,
    stars,
    expected,
    variety,
    disagrees: disagrees === true,
  }));

const MSA = rows('msa', [
  // Words and stars agree: praise.
  ['الخدمة ممتازة والطاقم متعاون جداً، والطعام وصل ساخناً وفي وقته.', 5, 'Positive'],
  ['فندق نظيف وموقعه مناسب، والاستقبال كان لطيفاً.', 5, 'Positive'],
  ['الطبيب استمع إليّ باهتمام وشرح لي الحالة بوضوح. أنصح به.', 5, 'Positive'],
  ['قهوة مختصة بجودة عالية وأجواء هادئة مناسبة للعمل.', 4, 'Positive'],
  ['تجربة رائعة، الأطباق متنوعة والنكهات أصيلة.', 5, 'Positive'],
  ['المتجر منظم والموظفون ساعدوني في اختيار المقاس المناسب.', 4, 'Positive'],
  ['غرفة واسعة وسرير مريح، والإفطار متنوع.', 4, 'Positive'],
  ['من أفضل المطاعم التي زرتها في جدة، سأعود بالتأكيد.', 5, 'Positive'],
  ['العيادة نظيفة والمواعيد دقيقة، والممرضات في غاية اللطف.', 5, 'Positive'],
  ['الحلويات طازجة ولذيذة، والأسعار معقولة.', 5, 'Positive'],
  ['مكان جميل للجلسات العائلية.', 4, 'Positive'],
  ['شكراً لفريق العمل على حسن الاستقبال.', 5, 'Positive'],
  ['الخدمة ليست بطيئة كما قيل، بل سريعة ومنظمة.', 4, 'Positive'],

  // Words and stars agree: complaint.
  ['خدمة سيئة للغاية، انتظرنا أكثر من ساعة ولم يعتذر أحد.', 1, 'Negative'],
  ['الغرفة غير نظيفة ورائحتها كريهة، والمكيف معطل.', 1, 'Negative'],
  ['لا أنصح بهذا المطعم، الطعام بارد والأسعار مبالغ فيها.', 1, 'Negative'],
  ['موعدي كان الساعة العاشرة ولم يدخلني الطبيب إلا بعد الثانية عشرة.', 2, 'Negative'],
  ['الموظف تعامل معنا بأسلوب غير لائق.', 1, 'Negative'],
  ['طلبت قهوة مختصة فوصلتني باردة وطعمها محروق.', 2, 'Negative'],
  ['تجربة مخيبة للآمال، لن أكرر الزيارة.', 1, 'Negative'],
  ['المنتج وصل تالفاً ورفضوا الاستبدال.', 1, 'Negative'],
  ['الأسعار مرتفعة جداً مقارنة بالجودة.', 2, 'Negative'],
  ['الحمامات متسخة والمسبح مغلق دون إشعار مسبق.', 2, 'Negative'],
  ['أسوأ تجربة فندقية مررت بها.', 1, 'Negative'],
  ['لم تعجبني القهوة، طعمها حامض.', 2, 'Negative'],

  // Three stars: the words say which way.
  ['الطعام لذيذ والخدمة سريعة.', 3, 'Positive'],
  ['العيادة مرتبة والطبيب متمكن.', 3, 'Positive'],
  ['الخدمة بطيئة والطاولات غير نظيفة.', 3, 'Negative'],
  ['المكان جيد والقهوة مقبولة، لا شيء مميز.', 3, 'Neutral'],
  ['الطعام لذيذ لكن الانتظار كان طويلاً جداً.', 3, 'Neutral'],
  ['مستوى متوسط، يمكن تجربته مرة واحدة.', 3, 'Neutral'],
  ['لا بأس به.', 3, 'Neutral'],

  // Mixed or weak words: the stars decide.
  ['المكان جميل لكن الأسعار مرتفعة قليلاً.', 4, 'Positive'],
  ['الموقع ممتاز، غير أن مواقف السيارات قليلة.', 5, 'Positive'],
  ['الطعام مقبول.', 4, 'Positive'],
  ['الانتظار طال قليلاً لكن الطبيب ممتاز.', 5, 'Positive'],
  ['الغرفة صغيرة نوعاً ما.', 4, 'Positive'],
  ['الأسعار غالية بعض الشيء.', 5, 'Positive'],
  ['الطبيبة متعاونة جداً، لكن الانتظار في الاستقبال طويل.', 4, 'Positive'],
  ['الديكور جميل، لكن الطعام بارد والخدمة بطيئة ولم يهتم بنا أحد.', 1, 'Negative'],
  ['القهوة جيدة، أما الباقي فلا.', 2, 'Negative'],
  ['الخدمة جيدة لكن الطعام لم يكن بالمستوى المطلوب.', 2, 'Negative'],
  ['الموظفون لطفاء، إلا أن الطلب تأخر أكثر من ساعة وجاء ناقصاً.', 2, 'Negative'],

  // The words plainly contradict the stars: the words decide.
  ['أعتذر عن التقييم، ضغطت على نجمة واحدة بالخطأ. الخدمة ممتازة والطاقم محترف.', 1, 'Positive', true],
  ['قصدت خمس نجوم لكن التقييم سُجّل نجمة واحدة بالخطأ؛ الطعام لذيذ والمكان نظيف.', 1, 'Positive', true],
  ['وضعت خمس نجوم بالخطأ، الطعام كان بارداً والخدمة سيئة جداً.', 5, 'Negative', true],
  ['تقييمي الصحيح خمس نجوم، المطعم رائع بكل المقاييس.', 1, 'Positive', true],
  ['أفضل عيادة أسنان في الرياض، الطبيب محترف ولطيف مع الأطفال.', 1, 'Positive', true],
  ['من أجمل الفنادق التي أقمت فيها، النظافة ممتازة والإطلالة مذهلة.', 2, 'Positive', true],
  ['طعام لذيذ وخدمة راقية، أنصح به بشدة.', 1, 'Positive', true],
  ['مكان رائع وهادئ، والموظفون في غاية الاحترام.', 2, 'Positive', true],
  ['خدمة سريعة وأسعار مناسبة، شكراً لكم.', 2, 'Positive', true],
  ['مطعم ممتاز بكل معنى الكلمة.', 1, 'Positive', true],
  ['سأعود مرة أخرى بلا شك، شكراً على الضيافة الرائعة.', 1, 'Positive', true],
  ['ليس سيئاً على الإطلاق، بل فاق توقعاتي.', 1, 'Positive', true],
  ['أسوأ خدمة عملاء على الإطلاق.', 5, 'Negative', true],
  ['الطعام سيئ جداً ولا يستحق السعر، لن أعود.', 5, 'Negative', true],
  ['تعامل غير محترم من موظف الاستقبال، وتأخير في كل شيء.', 4, 'Negative', true],
  ['الغرفة قذرة والمناشف متسخة، تجربة مخيبة.', 5, 'Negative', true],
  ['لم يعجبني شيء، لا الطعام ولا الخدمة.', 5, 'Negative', true],
  ['لا أنصح بالتعامل معهم إطلاقاً، نصب واحتيال.', 4, 'Negative', true],
  ['الطبيب لم يفحصني جيداً وكتب الدواء دون أن يسمعني، إهمال واضح.', 5, 'Negative', true],
  ['للأسف، الطعام بلا طعم والخدمة متدنية.', 4, 'Negative', true],
  ['رائحة المكان كريهة والموظفون غير مهتمين بالزبائن.', 5, 'Negative', true],

  // Held-out batch 1: written after the method was tuned on the rows above, measured before any change.
  ['استقبال حار وغرف واسعة ونظيفة، وخدمة الغرف سريعة.', 5, 'Positive'],
  ['الطبيب متعجل ولم يمنحني وقتاً كافياً للسؤال.', 2, 'Negative'],
  ['المعجنات طازجة كل صباح والقهوة ممتازة.', 5, 'Positive'],
  ['الخدمة عادية والأسعار عادية، لا جديد.', 3, 'Neutral'],
  ['فاتورة مضاعفة وموظف لا يرد على الهاتف.', 1, 'Negative'],
  ['الأثاث قديم لكن الموقع ممتاز والموظفين متعاونين.', 4, 'Positive'],
  ['المطعم مزدحم والطاولات متلاصقة، لكن الأكل جيد.', 2, 'Negative'],
  ['كانت الإقامة مريحة جداً، وسنكررها بإذن الله.', 2, 'Positive', true],
  ['تجربة ممتعة ونظافة عالية، أشكر الإدارة على الاهتمام.', 1, 'Positive', true],
  ['الطعام فاسد وتسبب لي بتسمم، أحذر الجميع من هذا المطعم.', 5, 'Negative', true],
  ['عيادة منظمة وطاقم تمريض محترف، أنصح بها بلا تردد.', 2, 'Positive', true],
  ['الموظفة كانت فظة جداً ورفضت مساعدتي.', 4, 'Negative', true],
  ['أخطأت في التقييم، الخدمة تستحق خمس نجوم.', 1, 'Positive', true],
  ['المكان هادئ ومناسب للقراءة.', 3, 'Positive'],
  ['لم يكن الطعام ساخناً والبطاطس باردة.', 3, 'Negative'],
  ['الحجز سهل والدخول سريع.', 4, 'Positive'],
  ['طلبي لم يصل حتى الآن رغم مرور ساعتين، خدمة توصيل سيئة جداً.', 5, 'Negative', true],
  ['المحل مرتب لكن البائع غير مهتم.', 3, 'Neutral'],
  ['الأسعار مبالغ فيها والجودة أقل من المتوقع.', 1, 'Negative'],
  ['خدمة لا تليق باسم الفندق إطلاقاً.', 5, 'Negative', true],

  // Held-out batch 2: the same, after the fixes batch 1 led to.
  ['الخدمة بطيئة جداً والنادل لم يبتسم ولو مرة.', 2, 'Negative'],
  ['أجواء عائلية جميلة وألعاب للأطفال، والطعام شهي.', 5, 'Positive'],
  ['الطبيب شخّص حالتي بدقة بعد أن عجز غيره، جزاه الله خيراً.', 1, 'Positive', true],
  ['الغرف تحتاج إلى صيانة، والسجاد متسخ، والإنترنت ضعيف.', 5, 'Negative', true],
  ['مقبول بشكل عام.', 3, 'Neutral'],
  ['لم أجد ما يستحق الذكر، تجربة عادية.', 3, 'Neutral'],
  ['المطعم يقدم أشهى المشويات في المدينة، وأسعاره في المتناول.', 2, 'Positive', true],
  ['الموظفون محترفون رغم الزحام.', 4, 'Positive'],
  ['لا أنصح أحداً بالشراء من هذا المتجر، البضاعة مقلدة.', 4, 'Negative', true],
  ['الطعام جيد لكنه لا يستحق هذا السعر المرتفع.', 2, 'Negative'],
  ['تم استقبالنا بترحيب وحفاوة.', 5, 'Positive'],
  ['انتظرت في العيادة ثلاث ساعات دون أي تبرير.', 1, 'Negative'],
  ['وضعت نجمة واحدة سهواً، والمكان يستحق العلامة الكاملة.', 1, 'Positive', true],
  ['المنتجات أصلية والتوصيل في الموعد.', 4, 'Positive'],
  ['لن أكرر التجربة أبداً، أسوأ قهوة تذوقتها.', 5, 'Negative', true],
]);

const GULF = rows('gulf', [
  // Words and stars agree: praise.
  ['القهوة رهيبة والباريستا مرة محترف، أكيد بكرر الزيارة', 5, 'Positive'],
  ['المكان يهبل والجلسات مريحة، أنصحكم فيه', 5, 'Positive'],
  ['والله ما قصروا، الخدمة سريعة والأكل لذيذ', 5, 'Positive'],
  ['الدكتور وايد زين وشرح لي كل شي', 5, 'Positive'],
  ['المندي فله واللحم طري، تسلم ايدهم', 5, 'Positive'],
  ['فندق كشخة والموظفين قمة في الاحترام', 5, 'Positive'],
  ['حلو المكان ويستاهل الزيارة', 4, 'Positive'],
  ['البرجر يخقق 🔥🔥', 5, 'Positive'],
  ['الشباب ما قصروا معانا، الله يوفقهم', 4, 'Positive'],
  ['ما شاء الله تبارك الله، كل شي مرتب ونظيف', 5, 'Positive'],
  ['يعطيكم العافية، تعامل راقي وأسعار حلوة', 5, 'Positive'],
  ['أحلى كرك في الشارقة', 4, 'Positive'],
  ['الكنافة لذيذة مرة والموظفة بشوشة', 5, 'Positive'],
  ['الأسعار حلوة والكمية واجد', 4, 'Positive'],

  // Words and stars agree: complaint.
  ['الخدمة زفت والطلب تأخر ساعة', 1, 'Negative'],
  ['الأكل ماصخ وبارد، ما أنصح فيه', 1, 'Negative'],
  ['المكان وايد زحمة والموظفين ما يردون عليك', 2, 'Negative'],
  ['الغرفة ريحتها خايسة والمكيف خربان', 1, 'Negative'],
  ['ما عجبني الكابتشينو، فيه مرارة', 2, 'Negative'],
  ['مو زين أبد، فلوسك على الفاضي', 1, 'Negative'],
  ['تعامل شين من الكاشير', 1, 'Negative'],
  ['الدكتور مستعجل وما فحصني زين', 2, 'Negative'],
  ['طلبنا شاورما وصلت بعد ساعتين باردة', 1, 'Negative'],
  ['الأسعار نار والكمية قليلة', 2, 'Negative'],
  ['مب زين، القهوة مالها طعم', 2, 'Negative'],
  ['يفشل، الطلب غلط والموظف ما اعتذر', 1, 'Negative'],
  ['صراحة ما يستاهل الزحمة، عادي جداً', 2, 'Negative'],

  // Three stars: the words say which way.
  ['المكان رهيب والخدمة سريعة', 3, 'Positive'],
  ['الأكل خايس والمكان وسخ', 3, 'Negative'],
  ['القهوة زينة بس الحلا عادي', 3, 'Neutral'],
  ['عادي، لا يودي ولا يجيب', 3, 'Neutral'],
  ['حلو بس غالي شوي', 3, 'Neutral'],
  ['الموظفين محترمين بس الانتظار طويل مرة', 3, 'Neutral'],

  // Mixed or weak words: the stars decide.
  ['القهوة حلوة بس الموقف صعب', 4, 'Positive'],
  ['زحمة شوي بالويكند بس يستاهل', 5, 'Positive'],
  ['اوكي', 4, 'Positive'],
  ['لا بأس فيه', 4, 'Positive'],
  ['الخدمة بطيئة شوي', 5, 'Positive'],
  ['ما فيه مواقف بس القهوة تستاهل', 4, 'Positive'],
  ['الاستقبال ما كان مرحب، بس الدكتور ممتاز', 4, 'Positive'],
  ['مكان حلو بس الأسعار مبالغ فيها والخدمة بطيئة', 2, 'Negative'],
  ['الموظف كان لطيف بس الطلب جا ناقص ومحد عطانا وجه', 1, 'Negative'],
  ['الأكل لذيذ بس الانتظار ذبحنا', 2, 'Negative'],
  ['المكان نظيف بس الأكل ما عجبني والسعر مبالغ فيه', 2, 'Negative'],

  // The words plainly contradict the stars: the words decide.
  ['ضغطت نجمة بالغلط، المكان يجنن', 1, 'Positive', true],
  ['والله النجمة بالغلط، قصدي خمس نجوم. القهوة رهيبة', 1, 'Positive', true],
  ['سوري حطيت نجمتين بالغلط، الخدمة وايد زينة والأكل لذيذ', 2, 'Positive', true],
  ['التقييم غلط كنت ابي اعطيكم خمس، الشباب ما قصروا', 1, 'Positive', true],
  ['حطيت خمس نجوم بالغلط، الأكل بارد والخدمة زفت', 5, 'Negative', true],
  ['المكان يهبل والقهوة ولا غلطة', 1, 'Positive', true],
  ['رهيب رهيب، تسلم ايدينكم', 2, 'Positive', true],
  ['أطيب مجبوس في الكويت، وايد لذيذ', 1, 'Positive', true],
  ['الدكتورة قمة في الأخلاق وما قصرت معاي، الله يجزاها خير', 1, 'Positive', true],
  ['مرة حلو وأسعاره معقولة، أنصح فيه', 2, 'Positive', true],
  ['مو سيء أبد، بالعكس الأكل رهيب والخدمة سريعة', 1, 'Positive', true],
  ['الكرك فنان والمكان وناسة، أكيد برجع', 2, 'Positive', true],
  ['أسوأ مطعم دخلته بحياتي', 5, 'Negative', true],
  ['خايس خايس، لا تضيعون فلوسكم', 5, 'Negative', true],
  ['القهوة ماصخة والموظف شايف نفسه، ما راح ارجع', 4, 'Negative', true],
  ['ما عجبني شي، لا الأكل ولا الجلسات', 5, 'Negative', true],
  ['تعبان المكان ووسخ، والحمامات تفشل', 5, 'Negative', true],
  ['مب زين أبد، الكرك بارد والخبز ناشف', 4, 'Negative', true],
  ['الموظفين ما عندهم ذوق والطلب جا غلط', 5, 'Negative', true],
  ['انصدمت من المستوى، خيبة أمل', 5, 'Negative', true],
  ['ريحة الغرفة تلوع الكبد والفرش وسخ', 4, 'Negative', true],
  ['الدكتور مب فاهم شي وحاسبوني زيادة، نصابين', 5, 'Negative', true],

  // Held-out batch 1: written after the method was tuned on the rows above, measured before any change.
  ['الحلا مرة لذيذ والقهوة مضبوطة، الله يوفقكم', 5, 'Positive'],
  ['الويتر ما يعرف شي وطلبنا جا ناقص', 2, 'Negative'],
  ['مكان رايق وهادي، أحسن مكان للدراسة', 5, 'Positive'],
  ['مو ذاك الزود بس ماشي حاله', 3, 'Neutral'],
  ['الغرفة تعبانة والحمام ريحته مو حلوة', 1, 'Negative'],
  ['صراحة المطعم فوق الوصف، كل شي فيه حلو', 1, 'Positive', true],
  ['يا ليت ما رحت، خسارة الفلوس', 5, 'Negative', true],
  ['الدكتور واجد زين وخلوق، أنصح فيه وبقوة', 2, 'Positive', true],
  ['غلطت بالنجوم، المحل يستاهل خمس والبياع محترم', 1, 'Positive', true],
  ['الكاشير كان قليل أدب وصرخ علينا', 5, 'Negative', true],
  ['الخدمة ممتازة بس الموقف زحمة', 4, 'Positive'],
  ['الأكل بارد والعيش ناشف، ما انصح فيه', 4, 'Negative', true],
  ['شي خرافي، أحلى فطور في الرياض', 2, 'Positive', true],
  ['حلو بس مو مرة', 4, 'Positive'],
  ['الشاي مب حار والكيك ناشف', 2, 'Negative'],
  ['ما عليه كلام، كل شي تمام', 5, 'Positive'],
  ['الموظفين زينين بس الأسعار مرتفعة شوي', 3, 'Neutral'],
  ['ما في أحسن منهم بالديرة', 1, 'Positive', true],
  ['تجربة سيئة والموظف ما عنده سالفة', 1, 'Negative'],
  ['الطلب وصل بسرعة والأكل حار ولذيذ', 3, 'Positive'],

  // Held-out batch 2: the same, after the fixes batch 1 led to.
  ['والله ماصخ وما يسوى ريال', 5, 'Negative', true],
  ['الموظفة تجنن وخدومة، تستاهلون كل خير', 1, 'Positive', true],
  ['صج مكان حلو والقهوة زينة', 4, 'Positive'],
  ['الكبسة عادية والرز مو مستوي', 2, 'Negative'],
  ['شغلهم نظيف ومرتب وما يتأخرون', 5, 'Positive'],
  ['لا تروحون، خربوا علينا الطلعة', 1, 'Negative'],
  ['مره خايس، الدجاج نيء', 4, 'Negative', true],
  ['كل شي تمام التمام، مشكورين', 2, 'Positive', true],
  ['الجلسة الخارجية حلوة بس الذبان كثير', 3, 'Neutral'],
  ['طول عمري أجي هنا وما قد خيبوا ظني', 1, 'Positive', true],
  ['عيادة الأسنان ممتازة بس المواعيد بعيدة', 4, 'Positive'],
  ['الأكل ولا شي، والأسعار غالية', 1, 'Negative'],
  ['وش ذا الزين! أحلى مطعم بحري جربته', 5, 'Positive'],
  ['يسلمو على الضيافة، كل شي كان فوق الممتاز', 1, 'Positive', true],
  ['ما أنصح فيهم أبد، تعاملهم سيء', 5, 'Negative', true],
]);

const ENGLISH = rows('english', [
  // Words and stars agree: praise.
  ['Excellent flat white and the staff remembered my order. My go-to café in Riyadh.', 5, 'Positive'],
  ['Spotless rooms, great breakfast buffet and a friendly front desk.', 5, 'Positive'],
  ['Dr. Sara was patient and explained everything clearly. Highly recommend.', 5, 'Positive'],
  ['Good food, fair prices, quick service.', 4, 'Positive'],
  ['Lovely place for a family dinner, the kids loved the dessert.', 5, 'Positive'],
  ['The staff helped me find the right size and even checked the other branch for me.', 5, 'Positive'],
  ['Best kunafa in Dammam, fresh and not too sweet.', 5, 'Positive'],
  ['Clean clinic, on-time appointment, very professional team.', 5, 'Positive'],
  ['Nice views from the rooftop and the mocktails were tasty.', 4, 'Positive'],
  ["Thank you for the warm welcome, we'll definitely be back.", 5, 'Positive'],
  ['Quiet spot to work, fast wifi and decent coffee.', 4, 'Positive'],
  ['Nothing to complain about, everything was perfect.', 5, 'Positive'],
  ['No wait, no fuss, great service.', 5, 'Positive'],

  // Words and stars agree: complaint.
  ['Terrible service, we waited 45 minutes and the order was still wrong.', 1, 'Negative'],
  ['The room smelled of smoke and the AC was broken. Never again.', 1, 'Negative'],
  ['Rude receptionist and a two-hour wait past my appointment time.', 1, 'Negative'],
  ['Overpriced and bland. Not worth it.', 2, 'Negative'],
  ['My delivery came cold and half of it was missing.', 1, 'Negative'],
  ['The dentist rushed through the cleaning and my gums hurt for days.', 2, 'Negative'],
  ['Dirty tables, sticky floors, flies everywhere.', 1, 'Negative'],
  ['They charged my card twice and refused to refund the difference.', 1, 'Negative'],
  ["I didn't like the coffee, it tasted burnt.", 2, 'Negative'],
  ['Not good. The burger was raw in the middle.', 1, 'Negative'],
  ['Staff were unhelpful and the shop was a mess.', 2, 'Negative'],
  ["Worst hotel experience I've had in the Gulf.", 1, 'Negative'],
  ['The receptionist was not helpful at all and the doctor was late.', 2, 'Negative'],

  // Three stars: the words say which way.
  ['Great coffee and friendly baristas.', 3, 'Positive'],
  ['Not bad at all, the shawarma was tasty and cheap.', 3, 'Positive'],
  ['Slow service and the food was lukewarm.', 3, 'Negative'],
  ['Average food, nothing special.', 3, 'Neutral'],
  ['Good location but the rooms are dated.', 3, 'Neutral'],
  ["It's okay. Decent for a quick bite.", 3, 'Neutral'],
  ['The doctor was nice but the wait was way too long.', 3, 'Neutral'],

  // Mixed or weak words: the stars decide.
  ['A bit pricey, but worth every riyal.', 5, 'Positive'],
  ['Parking is a nightmare, but the food makes up for it.', 4, 'Positive'],
  ['ok', 4, 'Positive'],
  ['Service was a little slow.', 5, 'Positive'],
  ['Good burgers, fries were a bit soggy.', 4, 'Positive'],
  ['The pool was closed for maintenance, but the rest of the stay was lovely.', 4, 'Positive'],
  ['Not the cheapest, but the quality is excellent.', 5, 'Positive'],
  ['Everything was fine, nothing to write home about.', 4, 'Positive'],
  ['Nice decor but the food was cold and the waiter ignored us.', 1, 'Negative'],
  ['The coffee was fine.', 2, 'Negative'],
  ['Friendly staff, but the room was noisy and the bathroom was dirty.', 2, 'Negative'],

  // The words plainly contradict the stars: the words decide.
  ['Pressed one star by mistake, loved it!', 1, 'Positive', true],
  ['Oops, wrong star. Meant 5 stars — amazing breakfast and lovely staff.', 1, 'Positive', true],
  ['Accidentally gave 2 stars. The dentist was brilliant and very gentle with my kids.', 2, 'Positive', true],
  ['Meant to give five stars, the app registered one. Great coffee!', 1, 'Positive', true],
  ["Gave 5 stars by mistake. Worst shawarma I've had, cold and soggy.", 5, 'Negative', true],
  ['worst service ever', 5, 'Negative', true],
  ['Absolutely disgusting. Found a hair in my soup and the manager shrugged.', 5, 'Negative', true],
  ['Rude staff, dirty bathrooms, would not recommend.', 4, 'Negative', true],
  ['Awful experience, never coming back.', 5, 'Negative', true],
  ["The best mandi I've had in Riyadh, generous portions and friendly staff.", 1, 'Positive', true],
  ['Amazing place, wonderful service. Will definitely come back!', 2, 'Positive', true],
  ['Highly recommend this clinic, Dr. Khalid is excellent.', 1, 'Positive', true],
  ['Beautiful hotel, spotless room and an amazing view of the Corniche.', 2, 'Positive', true],
  ['Waste of money. The food was inedible.', 5, 'Negative', true],
  ['They lost my booking and were rude about it. Horrible.', 4, 'Negative', true],
  ['Not bad at all — actually one of the best cafés in Khobar.', 1, 'Positive', true],
  ["I didn't like anything here, the coffee was bitter and the staff unfriendly.", 5, 'Negative', true],
  ['Super friendly team and delicious food, thank you!', 1, 'Positive', true],
  ['Very disappointed, the cake was stale and they would not replace it.', 4, 'Negative', true],
  ['Love this place! Great vibes and the best matcha in town.', 2, 'Positive', true],
  ['Not worth the hype. Bland food and slow service.', 4, 'Negative', true],

  // Held-out batch 1: written after the method was tuned on the rows above, measured before any change.
  ['Great shisha lounge, chill music and friendly staff.', 5, 'Positive'],
  ['The pharmacist gave me the wrong dosage instructions. Be careful.', 1, 'Negative'],
  ['Rooms were okay, nothing fancy, but clean.', 4, 'Positive'],
  ['Food took forever and arrived cold.', 2, 'Negative'],
  ['Superb service from start to finish. Ahmed at the front desk was a star!', 5, 'Positive'],
  ['Honestly the best dates shop in Qassim, fair prices too.', 2, 'Positive', true],
  ['Horrible customer service, nobody answered for a week.', 5, 'Negative', true],
  ['Loved the atmosphere and the coffee was perfect.', 1, 'Positive', true],
  ['Tapped the wrong star, this place deserves five. Lovely staff.', 1, 'Positive', true],
  ['The food was so bad we left half of it.', 4, 'Negative', true],
  ['Quite expensive for what you get.', 2, 'Negative'],
  ['Decent burgers, nothing more.', 3, 'Neutral'],
  ['Staff were kind but the clinic was chaotic and we waited an hour.', 2, 'Negative'],
  ['Good value for money and quick delivery.', 3, 'Positive'],
  ['It was alright.', 3, 'Neutral'],
  ['Never had such a bad experience at a hotel. The sheets were stained.', 5, 'Negative', true],
  ['I enjoyed every bite, the chef is talented.', 2, 'Positive', true],
  ['Not impressed. Small portions and slow staff.', 3, 'Negative'],
  ['Nice place, shame about the music volume.', 4, 'Positive'],
  ['Absolutely fantastic, highly recommended!', 1, 'Positive', true],

  // Held-out batch 2: the same, after the fixes batch 1 led to.
  ['Fantastic breakfast spread, but the coffee machine was broken.', 4, 'Positive'],
  ['Clean, modern and the nurses were lovely.', 5, 'Positive'],
  ['The worst dining experience I have ever had, cockroach on the table.', 4, 'Negative', true],
  ['Meh.', 3, 'Neutral'],
  ['Tasty food, but overpriced.', 3, 'Neutral'],
  ['They cancelled my appointment without telling me.', 1, 'Negative'],
  ['Brilliant service, Faisal went out of his way to help us.', 1, 'Positive', true],
  ['Overall a pleasant stay.', 4, 'Positive'],
  ['Terrible parking, but the food is amazing and the staff are great.', 2, 'Positive', true],
  ['The kids loved it and so did we!', 2, 'Positive', true],
  ['Would not go back, the staff were arrogant and the place was filthy.', 5, 'Negative', true],
  ['Good but not great.', 4, 'Positive'],
  ['Food was average and the service was slow.', 3, 'Negative'],
  ['Hands down the best karak in Dubai.', 5, 'Positive'],
  ['Expected more for the price.', 2, 'Negative'],
]);

export const LABELLED_REVIEWS: readonly LabelledReview[] = [...MSA, ...GULF, ...ENGLISH];
