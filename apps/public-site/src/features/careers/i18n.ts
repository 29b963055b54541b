// Texts of the careers page (namespace `public-site.careers`). The open roles are listed in lib/openRoles.ts.

export interface RoleText {
  title: string;
  location: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

const ar = {
  documentTitle: 'الوظائف',
  description:
    'انضم إلى فريق سمعة في الرياض أو عن بُعد داخل المملكة: تعرّف على طريقة عملنا والوظائف المتاحة، وقدّم عبر البريد الإلكتروني.',
  eyebrow: 'انضم إلينا',
  title: 'الوظائف في سمعة',
  lead: 'نبني منصة عربية أولاً تساعد الأنشطة التجارية على الإصغاء إلى عملائها والرد عليهم. إن كنت تحب العمل المتقن ذا الأثر الواضح، فنحن نبحث عنك.',
  lookingFor: {
    title: 'من نبحث عنه',
    points: [
      'أشخاص يكتبون العربية بإتقان ويحترمون تفاصيلها، في الواجهة والمحتوى والتواصل مع العملاء.',
      'من يحب أن يرى أثر عمله؛ فنحن نطلق التحسينات بانتظام ونسمع رأي العملاء فيها مباشرة.',
      'من يتحمل مسؤولية عمله من الفكرة حتى وصوله إلى العميل، ويطلب المساعدة حين يحتاجها.',
      'من يقدّر خصوصية العملاء وأمان بياناتهم بقدر ما يقدّر سرعة الإنجاز.',
    ],
  },
  howWeWork: {
    title: 'كيف نعمل',
    place: {
      title: 'الرياض أو عن بُعد',
      text: 'مكتبنا في الرياض، ونرحب بالعمل عن بُعد من أي مدينة داخل المملكة، مع لقاء دوري يجمع الفريق.',
    },
    week: {
      title: 'أسبوع عمل واضح',
      text: 'نعمل من الأحد إلى الخميس، ونحرص على أن تبقى عطلة نهاية الأسبوع للراحة والأهل.',
    },
    ownership: {
      title: 'فرق صغيرة ومسؤولية واضحة',
      text: 'يملك كل فريق جزءاً محدداً من المنتج، ويتخذ قراراته فيه بنفسه، ويتابعه حتى يصل إلى العملاء.',
    },
    learning: {
      title: 'نتعلّم معاً',
      text: 'نراجع أعمالنا معاً ونتعلم من أخطائنا دون لوم، ونخصص وقتاً للتعلّم في كل دورة عمل.',
    },
  },
  roles: {
    title: 'الوظائف المتاحة',
    description:
      'جميع الوظائف بدوام كامل. للتقديم، أرسل سيرتك الذاتية مع نبذة قصيرة عن سبب اهتمامك بالوظيفة.',
    locationLabel: 'الموقع',
    typeLabel: 'نوع الوظيفة',
    fullTime: 'دوام كامل',
    responsibilities: 'ماذا ستفعل',
    requirements: 'ما نبحث عنه',
    apply: 'قدّم على الوظيفة',
    applySubject: 'طلب توظيف: {{role}}',
    applyBody:
      'مرحباً فريق سمعة،\n\nأرغب في التقديم على وظيفة «{{role}}». أرفقت سيرتي الذاتية، وهذه نبذة قصيرة عني وعن سبب اهتمامي بالوظيفة:\n\n',
    frontendEngineer: {
      title: 'مهندس واجهات أمامية أول (React وTypeScript)',
      location: 'الرياض أو عن بُعد داخل المملكة',
      summary:
        'تبني شاشات سمعة بالعربية والإنجليزية، من صندوق التقييمات إلى لوحات التحليلات، بعناية خاصة بالاتجاه من اليمين إلى اليسار وبسهولة الوصول.',
      responsibilities: [
        'تطوير واجهات عالية الجودة وقابلة للاختبار باستخدام React وTypeScript.',
        'التأكد من أن كل شاشة تعمل بإتقان في الاتجاهين وعلى شاشات الجوال.',
        'العمل مع فريقَي التصميم والأنظمة الخلفية لإطلاق المزايا من الفكرة حتى الإنتاج.',
      ],
      requirements: [
        'خبرة لا تقل عن أربع سنوات في تطوير الواجهات باستخدام React.',
        'معرفة عملية بمعايير إتاحة الوصول (WCAG) وبالواجهات ثنائية الاتجاه.',
        'إتقان العربية والإنجليزية كتابةً.',
      ],
    },
    backendEngineer: {
      title: 'مهندس أنظمة خلفية (Node.js وPostgreSQL)',
      location: 'الرياض أو عن بُعد داخل المملكة',
      summary:
        'تطوّر الواجهات البرمجية التي تزامن التقييمات من Google، وتحفظ البيانات بأمان، وتعزلها بين المنشآت.',
      responsibilities: [
        'تصميم واجهات برمجية واضحة وموثّقة وتطويرها.',
        'رفع موثوقية مهام مزامنة التقييمات وأدائها.',
        'تعزيز أمان المنصة وعزل بيانات العملاء.',
      ],
      requirements: [
        'خبرة لا تقل عن ثلاث سنوات في Node.js وTypeScript.',
        'معرفة جيدة بقواعد بيانات PostgreSQL وتصميمها.',
        'اهتمام حقيقي بالأمان والاختبارات الآلية.',
      ],
    },
    customerSuccess: {
      title: 'أخصائي نجاح العملاء',
      location: 'الرياض',
      summary:
        'ترافق عملاءنا من اليوم الأول في التجربة المجانية، وتساعدهم على ربط حساباتهم في Google وعلى جعل الرد على التقييمات عادة يومية.',
      responsibilities: [
        'تهيئة العملاء الجدد وتدريب فرقهم على المنصة.',
        'الرد على استفسارات العملاء بالبريد الإلكتروني والهاتف.',
        'نقل ملاحظات العملاء واقتراحاتهم إلى فريق المنتج.',
      ],
      requirements: [
        'خبرة لا تقل عن سنتين في خدمة العملاء أو نجاحهم، ويُفضَّل في شركة تقنية.',
        'تواصل ممتاز بالعربية والإنجليزية، كتابةً وحديثاً.',
        'صبر وحسّ عالٍ بالمسؤولية تجاه العميل.',
      ],
    },
    contentWriter: {
      title: 'كاتب محتوى عربي',
      location: 'عن بُعد داخل المملكة',
      summary: 'تكتب نصوص المنصة وقوالب الردود ومقالات المدونة ومركز المساعدة بعربية سليمة وقريبة من القارئ.',
      responsibilities: [
        'كتابة قوالب الردود الذكية ومراجعتها باستمرار.',
        'كتابة مقالات المدونة ومحتوى مركز المساعدة.',
        'مراجعة نصوص الواجهة لتبقى واضحة ومتسقة.',
      ],
      requirements: [
        'نماذج من كتاباتك المنشورة بالعربية.',
        'إتقان قواعد العربية وأساليبها، مع إلمام جيد بالإنجليزية.',
        'الخبرة في الكتابة التسويقية أو التقنية ميزة إضافية.',
      ],
    },
  },
  openApplication: {
    title: 'لم تجد وظيفة تناسبك؟',
    text: 'يسعدنا دائماً التعرف على أصحاب المواهب. أرسل إلينا سيرتك الذاتية وأخبرنا بما يمكنك أن تضيفه إلى سمعة، وسنتواصل معك حين تتوفر فرصة مناسبة.',
    action: 'راسلنا',
    subject: 'طلب توظيف عام',
    body: 'مرحباً فريق سمعة،\n\nأرفقت سيرتي الذاتية، وهذا ما يمكنني أن أضيفه إلى الفريق:\n\n',
  },
};

const en: typeof ar = {
  documentTitle: 'Careers',
  description:
    'Join the Sumaa team in Riyadh or remotely within Saudi Arabia: how we work, our open roles, and how to apply by email.',
  eyebrow: 'Join us',
  title: 'Careers at Sumaa',
  lead: 'We are building an Arabic-first platform that helps businesses listen to their customers and answer them. If you like careful work with a visible impact, we are looking for you.',
  lookingFor: {
    title: 'Who we are looking for',
    points: [
      'People who write Arabic well and care about its details — in the interface, in our content and with our customers.',
      'People who like to see the effect of their work: we ship improvements regularly and hear what customers think of them directly.',
      'People who own their work from the idea until it reaches the customer, and ask for help when they need it.',
      'People who value customers’ privacy and the security of their data as much as speed.',
    ],
  },
  howWeWork: {
    title: 'How we work',
    place: {
      title: 'Riyadh or remote',
      text: 'Our office is in Riyadh, and we welcome remote work from any city in the Kingdom, with regular get-togethers for the whole team.',
    },
    week: {
      title: 'A clear working week',
      text: 'We work Sunday to Thursday and make sure the weekend stays for rest and family.',
    },
    ownership: {
      title: 'Small teams, clear ownership',
      text: 'Each team owns a defined part of the product, makes its own decisions about it and follows it all the way to customers.',
    },
    learning: {
      title: 'We learn together',
      text: 'We review our work together, learn from mistakes without blame, and set aside time for learning in every cycle.',
    },
  },
  roles: {
    title: 'Open roles',
    description:
      'All roles are full-time. To apply, send your CV with a short note on why the role interests you.',
    locationLabel: 'Location',
    typeLabel: 'Type',
    fullTime: 'Full-time',
    responsibilities: 'What you will do',
    requirements: 'What we are looking for',
    apply: 'Apply for this role',
    applySubject: 'Application: {{role}}',
    applyBody:
      'Hello Sumaa team,\n\nI would like to apply for the “{{role}}” role. My CV is attached; here is a short note about me and why the role interests me:\n\n',
    frontendEngineer: {
      title: 'Senior front-end engineer (React and TypeScript)',
      location: 'Riyadh or remote within Saudi Arabia',
      summary:
        'Build Sumaa’s screens in Arabic and English, from the review inbox to the analytics dashboards, with particular care for right-to-left layout and accessibility.',
      responsibilities: [
        'Develop high-quality, testable interfaces with React and TypeScript.',
        'Make sure every screen works flawlessly in both directions and on mobile.',
        'Work with design and back-end colleagues to take features from idea to production.',
      ],
      requirements: [
        'At least four years of front-end development with React.',
        'Hands-on knowledge of accessibility (WCAG) and bidirectional interfaces.',
        'Fluent written Arabic and English.',
      ],
    },
    backendEngineer: {
      title: 'Back-end engineer (Node.js and PostgreSQL)',
      location: 'Riyadh or remote within Saudi Arabia',
      summary:
        'Develop the APIs that sync reviews from Google, store data securely and keep every business’s data isolated.',
      responsibilities: [
        'Design and build clear, documented APIs.',
        'Make the review-sync jobs more reliable and faster.',
        'Strengthen the platform’s security and the isolation of customer data.',
      ],
      requirements: [
        'At least three years with Node.js and TypeScript.',
        'Good knowledge of PostgreSQL and database design.',
        'A genuine interest in security and automated testing.',
      ],
    },
    customerSuccess: {
      title: 'Customer success specialist',
      location: 'Riyadh',
      summary:
        'Guide our customers from the first day of their free trial, helping them connect their Google accounts and make answering reviews a daily habit.',
      responsibilities: [
        'Onboard new customers and train their teams on the platform.',
        'Answer customers’ questions by email and phone.',
        'Carry customers’ feedback and suggestions to the product team.',
      ],
      requirements: [
        'At least two years in customer service or customer success, ideally at a technology company.',
        'Excellent written and spoken Arabic and English.',
        'Patience and a strong sense of responsibility towards customers.',
      ],
    },
    contentWriter: {
      title: 'Arabic content writer',
      location: 'Remote within Saudi Arabia',
      summary:
        'Write the platform’s interface text, reply templates, blog articles and help centre in correct Arabic that feels close to the reader.',
      responsibilities: [
        'Write the smart reply templates and keep improving them.',
        'Write blog articles and help centre content.',
        'Review interface text so it stays clear and consistent.',
      ],
      requirements: [
        'Samples of your published writing in Arabic.',
        'Command of Arabic grammar and style, and good English.',
        'Experience in marketing or technical writing is a plus.',
      ],
    },
  },
  openApplication: {
    title: 'No open role for you?',
    text: 'We always like to meet talented people. Send us your CV and tell us what you could bring to Sumaa, and we will get in touch when a suitable opportunity comes up.',
    action: 'Write to us',
    subject: 'Open application',
    body: 'Hello Sumaa team,\n\nMy CV is attached. Here is what I could bring to the team:\n\n',
  },
};

export const careersTexts = { ar, en };
