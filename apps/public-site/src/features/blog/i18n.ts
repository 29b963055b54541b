// Texts of the blog (namespace `public-site.blog`): the list page and the articles, each written in Arabic first
// and then in English in its own words. Which articles exist and when they were published is in lib/blogPosts.ts.

/** A paragraph, a bulleted list, or a subheading of an article. */
export type ArticleBlock = string | string[] | { heading: string };

export interface BlogPostText {
  title: string;
  summary: string;
  body: ArticleBlock[];
}

const ar = {
  documentTitle: 'المدونة',
  description:
    'مقالات عملية من فريق سمعة عن إدارة تقييمات Google: الرد على التقييمات السلبية، والرد بالعربية، وقراءة مشاعر العملاء، وتنظيم عمل الفريق.',
  eyebrow: 'مدونة سمعة',
  title: 'المدونة',
  lead: 'نصائح عملية لإدارة تقييمات Google والرد عليها وفهم ما يقوله عملاؤك، نكتبها من واقع عملنا مع الأنشطة التجارية في السعودية والخليج.',
  listLabel: 'المقالات',
  readingTime_zero: 'أقل من دقيقة قراءة',
  readingTime_one: 'دقيقة قراءة واحدة',
  readingTime_two: 'دقيقتان للقراءة',
  readingTime_few: '{{count, number}} دقائق للقراءة',
  readingTime_many: '{{count, number}} دقيقة للقراءة',
  readingTime_other: '{{count, number}} دقيقة للقراءة',
  author: 'فريق سمعة',
  breadcrumbLabel: 'مسار التنقل',
  backToBlog: 'العودة إلى المدونة',
  morePosts: 'مقالات أخرى',
  cta: {
    title: 'طبّق ما قرأته على تقييماتك',
    text: 'اجمع تقييمات فروعك في مكان واحد وردّ عليها بالعربية والإنجليزية. جرّب سمعة مجاناً لمدة ١٤ يوماً دون بطاقة ائتمانية.',
    startTrial: 'ابدأ تجربتك المجانية',
  },
  posts: {
    'reply-to-negative-google-reviews': {
      title: 'كيف ترد على تقييم سلبي في Google',
      summary:
        'يؤلمك تقييم بنجمة واحدة، لكن رداً هادئاً وسريعاً ومحدداً قد يعيد إليك العميل ويطمئن كل من يقرأ التقييم بعده. إليك خمس خطوات مجرّبة.',
      body: [
        'يبدو التقييم السلبي أمراً شخصياً، خصوصاً حين تكون قد أمضيت سنوات في بناء نشاطك. لكن ردك لا يقرؤه صاحب التقييم وحده، بل يقرؤه عشرات، وربما مئات، من العملاء المحتملين قبل أن يقرروا زيارتك. والرد الجيد يُريهم كيف تتعامل مع الناس حين يحدث خطأ.',
        { heading: '١. ردّ بسرعة، لكن لا تردّ وأنت غاضب' },
        'احرص على الرد خلال ٢٤ ساعة؛ فالرد السريع يخبر العميل أن صوته وصل، أما التأخر فيوحي بأن لا أحد يتابع. وإن أغضبك التقييم، فابتعد عنه ساعة قبل أن تكتب، ولا تجادل في التفاصيل علناً.',
        { heading: '٢. اشكره وناده باسمه' },
        'ابدأ بشكر العميل على وقته، وخاطبه باسمه. قد يبدو هذا بسيطاً، لكنه يحوّل الشكوى فوراً إلى حوار بين شخصين، ويُظهر أن وراء الرد إنساناً لا آلة.',
        { heading: '٣. اعترف بالمشكلة بعينها' },
        'الاعتذار العام مثل «نعتذر عن أي إزعاج» يبدو منسوخاً. اذكر ما حدث فعلاً: الانتظار أربعين دقيقة، أو الطعام الذي وصل بارداً، أو الخطأ في الفاتورة. وإن كان الخطأ منكم، فقل ذلك بوضوح ودون تبرير طويل.',
        { heading: '٤. انقل التفاصيل إلى قناة خاصة' },
        'اعرض طريقة مباشرة لحل المشكلة، كرقم هاتف أو بريد إلكتروني، وادعُ العميل إلى التواصل معك. ولا تطلب في الرد العلني رقم الطلب أو أي بيانات شخصية.',
        { heading: '٥. أخبر القرّاء بما ستغيّره' },
        'إذا كشف التقييم مشكلة حقيقية، فأخبر القرّاء بما فعلته لعلاجها: نظام حجز جديد، أو موظف إضافي في عطلة نهاية الأسبوع، أو اجتماع مع فريق الفرع. هذه الجملة تخدم سمعتك أكثر من أي اعتذار.',
        'وهذا مثال قصير يجمع الخطوات كلها:',
        '«شكراً لملاحظتك يا أحمد، ونأسف لتأخر طلبك مساء الجمعة؛ فهذه ليست التجربة التي نريدها لضيوفنا. أضفنا كاشيراً ثانياً في أمسيات نهاية الأسبوع، ويسعدنا أن نعوّضك، فتواصل معنا على رقم الفرع.»',
        { heading: 'ما الذي يجب تجنّبه' },
        [
          'الجدال حول من كان على حق.',
          'كشف بيانات العميل الشخصية أو تفاصيل طلبه.',
          'عرض خصم مقابل حذف التقييم أو تعديله؛ فهذا يخالف سياسات Google.',
          'نسخ الرد نفسه على كل التقييمات.',
        ],
        'في سمعة تستطيع عرض التقييمات منخفضة النجوم معاً، والبدء من قالب رد مخصص للتقييمات السلبية يضع اسم العميل واسم نشاطك تلقائياً، ثم تعدّله ليتحدث عن المشكلة بعينها قبل نشره.',
      ],
    },
    'why-answer-reviews-in-arabic': {
      title: 'لماذا يهمّ أن ترد على التقييمات بالعربية',
      summary:
        'يكتب معظم عملائك في المملكة تقييماتهم بالعربية. والرد عليهم بلغتهم، وبأسلوب طبيعي لا بترجمة آلية، يبني ثقة لا يبنيها قالب إنجليزي.',
      body: [
        'افتح تقييمات Google لأي مقهى أو عيادة أو متجر في الرياض أو جدة، وستجد خليطاً: معظم التقييمات بالعربية، وبعضها بالإنجليزية، وبعضها يمزج بين اللغتين. ومع ذلك يرد كثير من الأنشطة عليها جميعاً بجملة إنجليزية واحدة، وفي هذا فرصة ضائعة.',
        { heading: 'اللغة جزء من الخدمة' },
        'حين يكتب العميل بالعربية ويصله الرد بالعربية، تكون الرسالة واضحة: فهمناك، ونخاطبك كما تخاطبنا. أما الرد بلغة أخرى، مهما كان مهذباً، فيبدو كأنه صادر من مكتب رئيسي بعيد لا يعرف العميل ولا الفرع.',
        { heading: 'عربية طبيعية لا عربية مترجمة' },
        'من السهل تمييز الردود المترجمة آلياً: ترتيب الكلمات غريب، والتحية متكلفة، وعبارات مثل «نأسف للإزعاج الذي قد يكون حدث» لا تشبه كلام أحد. العميل يلاحظ ذلك، وكذلك كل من يقرأ بعده. اكتب كما تتحدث إلى ضيف تقدّره: تحية دافئة، ثم شكر أو اعتذار واضح، ثم وعد قصير.',
        { heading: 'ردّ بلغة التقييم نفسها' },
        'القاعدة بسيطة: ردّ باللغة التي كُتب بها التقييم. فالتقييم الإنجليزي من زائر يستحق رداً بالإنجليزية، والتقييم العربي يستحق رداً بالعربية، وفي التقييمات المختلطة اتبع اللغة الغالبة على النص.',
        { heading: 'حافظ على نبرة واحدة في كل الفروع' },
        'حين يرد أكثر من شخص عن أكثر من فرع، تتباين النبرة: أحدهم رسمي، والآخر عفوي، والثالث يكتب بالإنجليزية بحكم العادة. لذلك اتفقوا على أساسيات قليلة:',
        [
          'صيغة الترحيب، مثل «أهلاً بك» أو «حيّاك الله».',
          'صيغة الختام، وهل يُذكر اسم الفرع في التوقيع.',
          'الكلمات التي تتجنبونها، كلوم العميل أو التشكيك في روايته.',
          'حدود اللهجة المحلية: لمسة ودّ لا بأس بها، مع بقاء الرد واضحاً لكل قارئ.',
        ],
        { heading: 'القوالب تساعد إن كانت جيدة' },
        'توفّر قوالب الردود الوقت، بشرط أن تكون مكتوبة بالعربية من الأصل لا مترجمة إليها. وفي سمعة تأتي قوالب الردود الذكية بالعربية والإنجليزية للتقييمات الإيجابية والمحايدة والسلبية، وتختار المنصة القالب المطابق للغة التقييم وتضع فيه اسم العميل واسم نشاطك. ويمكنك تعديل كل قالب ليشبه أسلوب نشاطك، وتعديل كل رد قبل نشره.',
        'الرد بلغة عميلك لا يكلّفك شيئاً إضافياً، وهو من أوضح العلامات على أن النشاط يُصغي إلى عملائه فعلاً.',
      ],
    },
    'reading-review-sentiment': {
      title: 'كيف تقرأ مشاعر عملائك في تقييماتهم',
      summary:
        'متوسط التقييم يخبرك بمستواك، أما تحليل المشاعر والكلمات المتكررة فيخبرك بالسبب. دليل عملي لقراءة التحليلات التي تقف خلف تقييماتك.',
      body: [
        'يبدو متوسط ٤٫٣ نجوم مطمئناً. لكن هل هو ٤٫٣ لأن كل زيارة جيدة، أم لأن معظم الزيارات ممتازة وفرعاً واحداً يخيّب آمال عملائه باستمرار؟ متوسط النجوم لا يجيبك عن هذا، أما المشاعر والكلمات المتكررة فتجيبك.',
        { heading: 'ماذا يعني تحليل المشاعر' },
        'يصنّف تحليل المشاعر تقييماتك إلى إيجابية ومحايدة وسلبية، فترى التوازن بينها بنظرة واحدة وتتابع تغيّره من شهر إلى آخر. واقرأ النصوص أيضاً؛ فتقييم بأربع نجوم يقول «الأكل رائع لكن الانتظار طويل جداً» يحمل تحذيراً لا ينبغي تجاهله.',
        { heading: 'انظر إلى الاتجاه لا إلى اليوم' },
        'اليوم السيئ يمر على الجميع، والمهم هو الاتجاه على مدى أسابيع وأشهر. قارن نسبة التقييمات السلبية هذا الشهر بالأشهر الثلاثة السابقة، فإن كانت في ازدياد فثمة شيء تغيّر: مورّد جديد، أو مشرف وردية جديد، أو أعمال صيانة، ومن المفيد أن تعرف ما هو قبل أن يتسع أثره.',
        { heading: 'دع الكلمات المتكررة تدلّك على الأسباب' },
        'تعرض الكلمات المتكررة أكثر الكلمات وروداً في تقييماتك. فحين ترتفع كلمة «السعر» أو «الانتظار» في التقييمات السلبية، يصبح لديك موضوع محدد تعمل عليه. وحين تتكرر «الموظفين» أو «النظافة» في التقييمات الإيجابية، تعرف ما يقدّره عملاؤك، فاجعله في رسائلك التسويقية.',
        { heading: 'قارن بين الفروع بإنصاف' },
        'لا يُقرأ فرع لديه ٢٠ تقييماً كما يُقرأ فرع لديه ٤٠٠؛ فتقييمان قاسيان يحرّكان متوسط الفرع الصغير كثيراً، بينما لا يكاد يتأثر بهما الفرع الكبير. انظر إلى عدد التقييمات بجانب كل متوسط قبل أن تستنتج شيئاً.',
        { heading: 'اجعل القراءة عادة شهرية' },
        [
          'راجع توازن المشاعر واتجاه التقييم مرة كل شهر.',
          'اختر أبرز كلمة في التقييمات السلبية، واتفق مع فريقك على إجراء واحد لمعالجتها.',
          'شارك أبرز كلمة إيجابية مع الفريق الذي استحقها.',
          'تحقّق في الشهر التالي من أثر الإجراء على الأرقام.',
        ],
        { heading: 'لا تنسَ ردودك' },
        'لا تقتصر التحليلات على ما يكتبه العملاء؛ فنسبة التقييمات التي حظيت برد، والوقت الذي استغرقه الرد، تقولان الكثير عن فريقك. وحين تنتظم الردود يلمس العملاء أن أحداً يسمعهم، وهذا ما ينعكس مع الوقت على ما يكتبونه.',
        'تعرض تحليلات سمعة متوسط تقييمك ومشاعر عملائك والكلمات المتكررة واتجاهاتها، محسوبة من تقييماتك الفعلية، فتصبح هذه المراجعة الشهرية مسألة دقائق بدلاً من ساعات مع جداول البيانات.',
      ],
    },
    'ask-customers-for-google-reviews': {
      title: 'كيف تطلب من عملائك تقييمك على Google',
      summary:
        'نادراً ما يكتب العملاء الراضون تقييماً ما لم تطلبه منهم. إليك كيف تطلبه في الوقت المناسب، وتجعله سهلاً، وتلتزم بقواعد Google.',
      body: [
        'العميل المستاء يكتب تقييمه من تلقاء نفسه، أما الراضي فلا يخطر له ذلك غالباً. ولهذا تحمل أنشطة كثيرة تقييماً أقل من مستوى الخدمة التي تقدمها فعلاً. والحل بسيط: اطلب التقييم، في الوقت المناسب وبالطريقة الصحيحة.',
        { heading: 'اختر اللحظة المناسبة' },
        'اطلب التقييم حين يكون العميل في أسعد لحظاته: عند الدفع وهو يشكرك، أو عند استلام سيارته جاهزة، أو في نهاية موعد ناجح. أما الطلب الذي يصل بعد أسبوع وبلا سياق، فمن السهل تجاهله.',
        { heading: 'اجعله بلمسة واحدة' },
        'كل خطوة إضافية تُفقدك بعض العملاء. استخدم رابط التقييم المباشر من ملفك التجاري على Google، وضعه حيث يوجد عملاؤك أصلاً:',
        [
          'رمز QR عند الكاشير أو على الطاولة أو على الفاتورة.',
          'رسالة نصية قصيرة أو رسالة واتساب بعد الزيارة.',
          'سطر في رسالة تأكيد الطلب بالبريد الإلكتروني.',
        ],
        { heading: 'اطلبه من الجميع لا من الراضين فقط' },
        'لا تسمح سياسات Google بانتقاء من يُطلب منهم التقييم، أي أن تطلبه ممن تتوقع رضاهم فقط أو أن تفرز عملاءك أولاً. كما تمنع تقديم أي مقابل للتقييم، كخصم أو قهوة مجانية. اطلبه من كل عملائك بالطريقة نفسها، ودعهم يقولون ما يرونه.',
        { heading: 'اجعل الطلب قصيراً وشخصياً' },
        'تكفي جملة أو جملتان: «سعدنا بزيارتك اليوم! رأيك يهمنا ويساعد غيرك على اختيارنا، وهذا رابط التقييم.» اكتبها بلغة العميل، ووقّعها باسم الفرع ليعرف أن وراءها أشخاصاً حقيقيين.',
        { heading: 'ردّ على ما يصلك' },
        'زيادة التقييمات تعني زيادة الردود. والعملاء الذين يرون أنك ترد على كل تقييم، إيجابياً كان أو سلبياً، يكونون أكثر استعداداً لكتابة تقييمهم. فحدّد من سيتولى الرد قبل أن تبدأ بالطلب، حتى لا تتراكم التقييمات دون جواب.',
        { heading: 'درّب فريقك على الطلب' },
        'الطلب الشفهي من موظف ودود أقوى من أي لافتة. علّم فريق الاستقبال والكاشير جملة قصيرة يقولونها بطبيعية، مثل: «إذا أعجبتك زيارتك، يسعدنا تقييمك على Google، والرابط على الفاتورة». ثم تابعوا معاً عدد التقييمات الجديدة كل أسبوع لتعرفوا أي الطرق أنجح.',
        'مع سمعة تصل التقييمات الجديدة من جميع فروعك إلى صندوق واحد، فلا تضيع الردود الإضافية التي تجلبها حملة التقييمات، ويرى كل عضو في الفريق ما أُسند إليه.',
      ],
    },
    'review-replies-as-a-team': {
      title: 'الرد على التقييمات بروح الفريق: من يفعل ماذا',
      summary:
        'حين يرد كل مدير فرع بطريقته، أو لا يرد أحد على الإطلاق، تضيع التقييمات. كيف توزّع العمل بأدوار واضحة دون أن يفوتك تقييم واحد.',
      body: [
        'في النشاط ذي الفرع الواحد، كثيراً ما يرد المالك على كل تقييم بنفسه. أما مع ثلاثة فروع أو خمسة أو عشرين، فلا يعود ذلك ممكناً: تتراكم التقييمات، ويحظى بعضها بردّين وبعضها بلا رد، وتتفاوت النبرة من فرع إلى آخر. والحل تقسيم واضح للعمل.',
        { heading: 'أربعة أدوار تغطي معظم الفرق' },
        [
          'مدير عام: غالباً المالك أو مسؤول التسويق. يربط حساب Google، ويدعو الفريق، ويحدد صلاحيات كل عضو، ويدير الاشتراك.',
          'مدير فرع: يتولى فرعاً أو أكثر. يُسند التقييمات إلى أعضاء الفريق، ويرد بنفسه على الحساس منها، ويتابع التحليلات.',
          'موظف خدمة العملاء: يكتب معظم الردود اليومية، انطلاقاً من التقييمات المسندة إليه.',
          'مشاهد: من يحتاج إلى الاطلاع على التقييمات والتقارير دون الرد عليها، كشريك أو مدقق.',
        ],
        { heading: 'أسند التقييم ولا تعمّمه' },
        'التقييم الذي يستطيع «الجميع» الرد عليه هو تقييم لن يرد عليه أحد. أسند كل تقييم جديد إلى شخص واحد بعينه. وفي سمعة يستطيع المدير إسناد التقييم إلى أحد أعضاء الفريق، فيظهر في قائمة المهام الخاصة به.',
        { heading: 'حدّد ما يستدعي التصعيد' },
        'اتفقوا مسبقاً على التقييمات التي تُرفع إلى المدير: تقييمات النجمة الواحدة، وكل ما يتعلق بالصحة أو السلامة، والشكاوى من موظف بالاسم، وأي تهديد باللجوء إلى القضاء. وما عدا ذلك يرد عليه الموظف مباشرة.',
        { heading: 'حدّد وقتاً للرد وتابعه' },
        'الهدف المشترك، كالرد على كل تقييم خلال ٢٤ ساعة في أيام العمل، يمنح الفريق غاية واضحة يمكن قياسها. راجعوه في الاجتماع الشهري بجانب اتجاه التقييم وتوازن المشاعر.',
        { heading: 'امنح الفريق صوتاً واحداً' },
        'قوالب الردود بالعربية والإنجليزية تحافظ على نبرة موحدة في جميع الفروع، وتترك مساحة لتخصيص كل رد. عدّلوا القوالب معاً مرة واحدة، بدلاً من تصحيح كل رد بعد نشره.',
        { heading: 'اجعل التسليم بين الورديات واضحاً' },
        'في الأنشطة التي تعمل بورديات، قد يضيع التقييم بين موظف انتهت ورديته وآخر بدأت للتو. اتفقوا على أن يراجع كل موظف قبل مغادرته ما أُسند إليه ولم يُرد عليه بعد، وأن يعيد المدير إسناده عند الحاجة، فلا يبقى تقييم معلقاً باسم شخص غائب.',
        'تتيح الأدوار والصلاحيات في سمعة لكل شخص أن يرى ويفعل ما يحتاجه عمله بالضبط، لا أكثر ولا أقل؛ فيبقى التحكم بيد المالك بينما ينجز الفريق العمل اليومي.',
      ],
    },
  } satisfies Record<string, BlogPostText>,
};

const en: typeof ar = {
  documentTitle: 'Blog',
  description:
    'Practical articles from the Sumaa team on managing Google reviews: replying to negative reviews, answering in Arabic, reading customer sentiment and organising your team.',
  eyebrow: 'Sumaa blog',
  title: 'Blog',
  lead: 'Practical advice on managing and answering Google reviews and understanding what your customers say, drawn from our work with businesses in Saudi Arabia and the Gulf.',
  listLabel: 'Articles',
  readingTime_zero: 'Under a minute to read',
  readingTime_one: '{{count, number}} min read',
  readingTime_two: '{{count, number}} min read',
  readingTime_few: '{{count, number}} min read',
  readingTime_many: '{{count, number}} min read',
  readingTime_other: '{{count, number}} min read',
  author: 'The Sumaa team',
  breadcrumbLabel: 'Breadcrumb',
  backToBlog: 'Back to the blog',
  morePosts: 'More articles',
  cta: {
    title: 'Put it into practice on your own reviews',
    text: 'Bring every branch’s reviews into one place and answer them in Arabic and English. Try Sumaa free for 14 days, no credit card needed.',
    startTrial: 'Start your free trial',
  },
  posts: {
    'reply-to-negative-google-reviews': {
      title: 'How to reply to a negative Google review',
      summary:
        'A one-star review stings, but a calm, quick and specific reply can win the customer back — and reassure everyone who reads it later. Here is a five-step approach that works.',
      body: [
        'A negative review feels personal, especially when you have spent years building your business. But your reply is not only for the person who wrote the review. Dozens, sometimes hundreds, of future customers will read it before deciding whether to visit you. A good reply shows them how you treat people when something goes wrong.',
        { heading: '1. Reply quickly — but not in anger' },
        'Aim to reply within 24 hours. A fast answer tells the customer they were heard; a slow one suggests nobody is paying attention. If the review makes you angry, step away for an hour before you write, and never argue about the facts in public.',
        { heading: '2. Thank them and use their name' },
        'Start by thanking the reviewer for taking the time to write, and address them by name. It sounds simple, but it immediately turns a complaint into a conversation between two people, and shows there is a person behind the reply rather than a machine.',
        { heading: '3. Acknowledge the specific problem' },
        'Generic apologies such as “sorry for any inconvenience” read like copy and paste. Mention what actually went wrong: the forty-minute wait, the food that arrived cold, the mistake on the bill. If the fault was yours, say so plainly, without a long justification.',
        { heading: '4. Take the details offline' },
        'Offer a direct way to sort it out — a phone number or an email address — and invite the customer to get in touch. Never ask for an order number or any personal details in the public reply.',
        { heading: '5. Tell readers what you will change' },
        'If the review revealed a real problem, tell readers what you have done about it: a new booking system, an extra member of staff at the weekend, a talk with the branch team. That one sentence does more for your reputation than any apology.',
        'Here is a short example that puts the steps together:',
        '“Thank you for your feedback, Ahmed, and we are sorry your order took so long on Friday evening — that is not the experience we want for our guests. We have added a second cashier on weekend evenings. We would love to make it up to you; please call us on the branch number.”',
        { heading: 'What to avoid' },
        [
          'Arguing about who was right.',
          'Revealing the customer’s personal details or order information.',
          'Offering a discount in exchange for removing or changing the review — it breaks Google’s policies.',
          'Pasting the same reply under every review.',
        ],
        'In Sumaa you can see your lowest-rated reviews together and start from a reply template for negative reviews that fills in the reviewer’s name and your business name — then adjust it to speak to the specific problem before you post it.',
      ],
    },
    'why-answer-reviews-in-arabic': {
      title: 'Why answering reviews in Arabic matters',
      summary:
        'Most of your customers in the Kingdom write their reviews in Arabic. Answering them in the same language, in a natural voice rather than a machine translation, builds trust that an English template never will.',
      body: [
        'Open the Google reviews of almost any café, clinic or shop in Riyadh or Jeddah and you will find a mix: most reviews in Arabic, some in English, some in a blend of both. Yet many businesses answer all of them with the same English sentence. It is a missed opportunity.',
        { heading: 'Language is part of the service' },
        'When a customer writes in Arabic and receives an answer in Arabic, the message is clear: we understood you, and we speak to you the way you speak to us. A reply in another language, however polite, feels as if it came from a distant head office that knows neither the customer nor the branch.',
        { heading: 'Natural Arabic, not translated Arabic' },
        'Machine-translated replies are easy to spot. The word order is odd, the greetings are stiff, and phrases that apologise “for any disturbance that may have occurred” sound like nobody you have ever met. Customers notice, and so does everyone who reads after them. Write the way you would speak to a valued guest: a warm greeting, a clear thank-you or apology, and a short promise.',
        { heading: 'Match the language of the review' },
        'The rule is simple: reply in the language the review was written in. An English review from a visitor deserves an English reply; an Arabic review deserves an Arabic one. For mixed reviews, follow the main language of the text.',
        { heading: 'Keep one tone across your branches' },
        'When several people reply for several branches, the tone drifts: one is formal, another casual, a third writes in English out of habit. Agree on a few basics:',
        [
          'how you greet, for example “Ahlan bik” or “Hayyak Allah”;',
          'how you sign off, and whether the branch name goes in the signature;',
          'which words you avoid, such as blaming the customer or doubting their account;',
          'how much local dialect to use: a touch of warmth is welcome, as long as every reader understands the reply.',
        ],
        { heading: 'Templates help, if they are good' },
        'Reply templates save time, but only if they were written in Arabic in the first place rather than translated into it. Sumaa’s smart reply templates come in Arabic and English for positive, neutral and negative reviews; Sumaa picks the one that matches the review’s language and fills in the reviewer’s and your business’s names. You can edit every template so it sounds like your business, and adjust each reply before posting it.',
        'Answering in your customer’s language costs nothing extra — and it is one of the clearest signs that a business really listens.',
      ],
    },
    'reading-review-sentiment': {
      title: 'Reading your review sentiment',
      summary:
        'Your average rating tells you how you are doing; sentiment and keywords tell you why. A practical guide to reading the analytics behind your reviews.',
      body: [
        'A 4.3-star average looks reassuring. But is it 4.3 because every visit is good, or because most visits are excellent and one branch keeps letting its customers down? The star average cannot tell you. Sentiment and keywords can.',
        { heading: 'What sentiment means' },
        'Sentiment sorts your reviews into positive, neutral and negative, so you can see the balance at a glance and follow how it moves from month to month. Read the words too: a four-star review that says “great food, but the wait was far too long” carries a warning you should not ignore.',
        { heading: 'Watch the trend, not the day' },
        'Everyone has a bad day. What matters is the direction over weeks and months. Compare this month’s share of negative reviews with the previous three. If it is rising, something has changed — a new supplier, a new shift supervisor, building work — and it is worth finding out what before the effect spreads.',
        { heading: 'Let keywords point you to causes' },
        'Keywords show the words that come up most often in your reviews. When “price” or “waiting” climbs the list in negative reviews, you have a concrete topic to work on. When “staff” or “clean” keeps appearing in positive ones, you know what your customers value — so say it in your marketing.',
        { heading: 'Compare branches fairly' },
        'A branch with 20 reviews cannot be read like one with 400. A couple of harsh reviews move a small branch’s average a lot and barely touch a large one’s. Look at the number of reviews next to every average before you draw conclusions.',
        { heading: 'Make it a monthly habit' },
        [
          'Check the sentiment balance and the rating trend once a month.',
          'Pick the most frequent keyword in negative reviews and agree on one action with your team.',
          'Share the top positive keyword with the team that earned it.',
          'The next month, check whether the action moved the numbers.',
        ],
        { heading: 'Don’t forget your own replies' },
        'Analytics are not only about what customers write. The share of reviews that received a reply, and how long the reply took, say a lot about your team. When replies become regular, customers feel that someone is listening — and over time that shows in what they write.',
        'Sumaa’s analytics show your average rating, customer sentiment, keywords and their trends, computed from your actual reviews, so this monthly check takes minutes rather than an afternoon with a spreadsheet.',
      ],
    },
    'ask-customers-for-google-reviews': {
      title: 'How to ask your customers for Google reviews',
      summary:
        'Satisfied customers rarely write a review unless you ask. How to ask at the right moment, make it effortless and stay within Google’s rules.',
      body: [
        'Unhappy customers write reviews on their own; satisfied ones usually do not think of it. That is why so many businesses carry a rating below the service they actually deliver. The fix is simple: ask — at the right moment, and in the right way.',
        { heading: 'Choose the moment' },
        'Ask when the customer is happiest: as they pay and thank you, when they collect their finished car, at the end of a good appointment. A request that arrives a week later, out of context, is easy to ignore.',
        { heading: 'Make it one tap' },
        'Every extra step loses people. Use the direct review link from your Google Business Profile and put it where your customers already are:',
        [
          'a QR code at the till, on the table or on the receipt;',
          'a short text or WhatsApp message after the visit;',
          'a line in your order-confirmation email.',
        ],
        { heading: 'Ask everyone, not only the happy ones' },
        'Google’s policies do not allow “review gating” — asking only the customers you expect to be positive, or screening them first. They also forbid offering anything in return for a review, such as a discount or a free coffee. Ask every customer the same way and let them say what they think.',
        { heading: 'Keep the request short and personal' },
        'One or two sentences are enough: “We were glad to have you today! Your opinion matters to us and helps others choose us — here is the link to leave a review.” Write it in the customer’s language and sign it with the branch name, so they know real people are behind it.',
        { heading: 'Answer what comes in' },
        'More reviews mean more replies. Customers who see that you answer every review, good or bad, are more willing to write one themselves. Decide who will reply before you start asking, so new reviews do not pile up unanswered.',
        { heading: 'Train your team to ask' },
        'A friendly word from a member of staff works better than any sign. Teach your front desk and cashiers one short sentence they can say naturally, such as: “If you enjoyed your visit, we would love a Google review — the link is on your receipt.” Then track the number of new reviews each week together to see which approach works best.',
        'With Sumaa, new reviews from all your branches land in one inbox, so the extra replies a review campaign brings do not get lost, and every team member sees what has been assigned to them.',
      ],
    },
    'review-replies-as-a-team': {
      title: 'Answering reviews as a team: who does what',
      summary:
        'When every branch manager replies in their own way — or nobody replies at all — reviews slip through. How to split the work with clear roles without missing a single review.',
      body: [
        'In a business with one location, the owner often answers every review personally. With three, five or twenty branches that stops working: reviews pile up, some get two replies and others none, and the tone changes from branch to branch. The answer is a clear division of work.',
        { heading: 'Four roles that cover most teams' },
        [
          'Admin: usually the owner or the head of marketing. Connects the Google account, invites the team, decides what each member may do and manages the subscription.',
          'Manager: runs one or more branches. Assigns reviews to team members, answers the sensitive ones personally and follows the analytics.',
          'Agent: writes most of the day-to-day replies, working from the reviews assigned to them.',
          'Viewer: someone who needs to see reviews and reports without answering them, such as a partner or an auditor.',
        ],
        { heading: 'Assign, don’t broadcast' },
        'A review that “everyone” can answer is a review nobody answers. Assign each new review to one named person. In Sumaa a manager can assign a review to a team member, and it appears in that person’s own list.',
        { heading: 'Decide what gets escalated' },
        'Agree in advance which reviews go up to a manager: one-star reviews, anything about health or safety, complaints about a named employee, and any threat of legal action. Everything else the agent answers directly.',
        { heading: 'Set a reply time and track it' },
        'A shared target — for example, every review answered within 24 hours on working days — gives the team a clear, measurable goal. Review it at the monthly meeting next to the rating trend and the sentiment balance.',
        { heading: 'Give the team one voice' },
        'Reply templates in Arabic and English keep the tone consistent across branches while leaving room to personalise each reply. Edit the templates together once, rather than correcting every reply after it is posted.',
        { heading: 'Make shift handovers clear' },
        'In businesses that run in shifts, a review can get lost between the person whose shift just ended and the one who just started. Agree that everyone checks what is assigned to them and still unanswered before they leave, and that the manager reassigns it when needed, so no review is left waiting on someone who is not there.',
        'Roles and permissions in Sumaa let each person see and do exactly what their job needs — no more, no less — so the owner keeps control while the team does the daily work.',
      ],
    },
  },
};

export const blogTexts = { ar, en };
