// Texts of the about page (namespace `public-site.about`): story, mission, values and who owns and runs Sumaa.
const ar = {
  documentTitle: 'من نحن',
  description:
    'سمعة منصة سعودية لإدارة تقييمات Google بالعربية أولاً، تملكها وتديرها شركة سمعة لتقنية المعلومات في الرياض. تعرّف على قصتنا ورسالتنا وقيمنا.',
  eyebrow: 'عن سمعة',
  title: 'من نحن',
  lead: 'نساعد الأنشطة التجارية في السعودية والخليج على الإصغاء إلى عملائها والرد عليهم بلغتهم، فسمعة النشاط اليوم تُبنى في تقييماته.',
  story: {
    title: 'قصتنا',
    paragraphs: [
      'قبل أن يزور العميل مطعماً أو عيادة أو متجراً، يقرأ ما كتبه الآخرون عنه على Google. ومع ذلك وجدنا أن كثيراً من أصحاب الأنشطة في المملكة يتابعون تقييماتهم متفرقة بين حسابات الفروع، ويكتشفون التقييم السلبي بعد أيام من نشره، ويردّون بعبارات مترجمة لا تشبه طريقتهم في الحديث مع عملائهم.',
      'من هنا بدأت سمعة: منصة تجمع تقييمات الفروع كلها في صندوق واحد، وتجعل الرد السريع المهذب عادة يومية للفريق، وتحوّل مئات التعليقات إلى مؤشرات واضحة عمّا يُسعد العملاء وما يزعجهم.',
      'صمّمنا المنصة بالعربية أولاً، من اتجاه الكتابة في كل شاشة إلى صياغة قوالب الردود، ثم بالإنجليزية لفرق العمل متعددة اللغات وللعملاء الذين يكتبون تقييماتهم بها.',
    ],
  },
  mission: {
    title: 'رسالتنا',
    text: 'أن يملك كل نشاط تجاري في السعودية والخليج، صغيراً كان أو متعدد الفروع، أدوات لإدارة سمعته بمستوى الشركات الكبرى، بلغته، وبسعر يناسبه.',
  },
  values: {
    title: 'قيمنا',
    description: 'أربعة مبادئ نرجع إليها في كل قرار، من تصميم الشاشات إلى الرد على رسائلكم.',
    arabicFirst: {
      title: 'العربية أولاً',
      text: 'نكتب الواجهة والردود بعربية سليمة وطبيعية لا بترجمة حرفية، ونحترم اتجاه الكتابة من اليمين إلى اليسار في كل شاشة.',
    },
    honesty: {
      title: 'الوضوح والصدق',
      text: 'أسعار معلنة، وتجربة مجانية دون بطاقة ائتمانية، وإلغاء في أي وقت. ولا نعرض عليك أرقاماً لا تعكس بياناتك الحقيقية.',
    },
    privacy: {
      title: 'الخصوصية والأمان',
      text: 'بياناتك وبيانات عملائك أمانة لدينا: تشفير أثناء النقل، ورموز Google والنسخ الاحتياطية اليومية مشفّرة في التخزين، وعزل بين المنشآت، والتزام بنظام حماية البيانات الشخصية.',
    },
    closeness: {
      title: 'القرب من عملائنا',
      text: 'فريق دعم يتحدث لغتك ويعمل بتوقيتك من الأحد إلى الخميس، ويرد على رسائلك خلال ٢٤ ساعة.',
    },
  },
  company: {
    title: 'بيانات الشركة',
    ownership:
      'منصة سمعة مملوكة لشركة سمعة لتقنية المعلومات وتُدار من قِبلها، وهي شركة سعودية مسجّلة في المملكة العربية السعودية ومقرها مدينة الرياض.',
    nameLabel: 'الاسم التجاري',
    name: 'سمعة لتقنية المعلومات',
    registrationLabel: 'رقم السجل التجاري',
    addressLabel: 'المقر الرئيسي',
    address: 'طريق الملك فهد، حي العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
    emailLabel: 'البريد الإلكتروني',
    phoneLabel: 'الهاتف',
  },
  cta: {
    title: 'جرّب سمعة مع فريقك',
    text: 'ابدأ تجربة مجانية لمدة ١٤ يوماً دون بطاقة ائتمانية، أو تحدّث معنا أولاً.',
    startTrial: 'ابدأ تجربتك المجانية',
    contact: 'تواصل معنا',
  },
};

const en: typeof ar = {
  documentTitle: 'About us',
  description:
    'Sumaa is a Saudi, Arabic-first Google review management platform, owned and operated by Sumaa for Information Technology in Riyadh. Our story, mission and values.',
  eyebrow: 'About Sumaa',
  title: 'About us',
  lead: 'We help businesses in Saudi Arabia and the Gulf listen to their customers and answer them in their own language — because today a business’s reputation is built in its reviews.',
  story: {
    title: 'Our story',
    paragraphs: [
      'Before anyone visits a restaurant, a clinic or a shop, they read what others have written about it on Google. Yet many business owners in the Kingdom were following their reviews scattered across each branch’s account, finding a negative review days after it was posted, and answering in translated phrases that sounded nothing like the way they talk to their customers.',
      'That is where Sumaa began: one inbox for every branch’s reviews, a quick and courteous reply as a daily team habit, and hundreds of comments turned into clear signals of what delights customers and what frustrates them.',
      'We designed the platform in Arabic first — from the direction of every screen to the wording of the reply templates — and in English for multilingual teams and for the customers who review in it.',
    ],
  },
  mission: {
    title: 'Our mission',
    text: 'To give every business in Saudi Arabia and the Gulf, from a single shop to a chain of branches, reputation tools on a par with large companies — in its own language and at a price that fits.',
  },
  values: {
    title: 'Our values',
    description:
      'Four principles we come back to in every decision, from designing screens to answering your messages.',
    arabicFirst: {
      title: 'Arabic first',
      text: 'The interface and the replies are written in correct, natural Arabic rather than literal translation, and every screen respects right-to-left reading.',
    },
    honesty: {
      title: 'Clarity and honesty',
      text: 'Published prices, a free trial without a credit card, cancel any time. We never show you figures that do not come from your own data.',
    },
    privacy: {
      title: 'Privacy and security',
      text: 'Your data and your customers’ data are held in trust: encrypted in transit, with Google tokens and the daily backups encrypted at rest, isolated between businesses, and handled under the Personal Data Protection Law.',
    },
    closeness: {
      title: 'Close to our customers',
      text: 'A support team that speaks your language and works your hours, Sunday to Thursday, and answers your emails within 24 hours.',
    },
  },
  company: {
    title: 'Company details',
    ownership:
      'Sumaa is owned and operated by Sumaa for Information Technology, a Saudi company registered in the Kingdom of Saudi Arabia and based in Riyadh.',
    nameLabel: 'Company name',
    name: 'Sumaa for Information Technology',
    registrationLabel: 'Commercial registration no.',
    addressLabel: 'Head office',
    address: 'King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
  },
  cta: {
    title: 'Try Sumaa with your team',
    text: 'Start a 14-day free trial with no credit card, or talk to us first.',
    startTrial: 'Start your free trial',
    contact: 'Contact us',
  },
};

export const aboutTexts = { ar, en };
