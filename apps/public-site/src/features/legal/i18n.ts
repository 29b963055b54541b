// Texts of the terms of service and the privacy policy (namespace `public-site.legal`). Arabic is the reference
// text (the terms say so); English says the same in its own words. A section is a title and blocks: a string is a
// paragraph, an array of strings a bulleted list. \u00a0 keeps a Latin product name on one line in Arabic text.

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | string[];

export interface LegalSectionText {
  title: string;
  blocks: LegalBlock[];
}

const section = (title: string, ...blocks: LegalBlock[]): LegalSectionText => ({ title, blocks });

const ar = {
  shared: {
    eyebrow: 'الشؤون القانونية',
    lastUpdated: 'آخر تحديث: <time>{{date}}</time>',
    tocTitle: 'محتويات الصفحة',
    contactTitle: 'تواصل معنا',
    emailLabel: 'البريد الإلكتروني',
    phoneLabel: 'الهاتف',
    addressLabel: 'العنوان',
    hoursLabel: 'أوقات العمل',
    hours: 'من الأحد إلى الخميس، من ٩ صباحاً حتى ٦ مساءً بتوقيت الرياض',
    address: 'سمعة لتقنية المعلومات، طريق الملك فهد، حي العليا، الرياض ١٢٢١٤، المملكة العربية السعودية',
    registration: 'سجل تجاري رقم {{number, number(useGrouping: false)}}',
    contactForm: 'أو أرسل إلينا رسالة من <contact>نموذج التواصل</contact>.',
  },
  terms: {
    documentTitle: 'الشروط والأحكام',
    description:
      'شروط استخدام منصة سمعة لإدارة تقييمات Google: الحسابات، والتجربة المجانية، والاشتراكات والرسوم، والإلغاء، والاستخدام المقبول، وبيانات Google.',
    title: 'الشروط والأحكام',
    lead: 'تنظّم هذه الشروط استخدامك لمنصة سمعة. كتبناها بلغة واضحة قدر الإمكان، ونرجو أن تقرأها بعناية قبل إنشاء حسابك.',
    contactText:
      'إن كان لديك سؤال عن أي بند في هذه الشروط، فيسعدنا توضيحه. راسلنا أو اتصل بنا في أوقات العمل.',
    sections: {
      acceptance: section(
        'قبول الشروط',
        'باستخدامك منصة سمعة أو إنشائك حساباً فيها، فإنك توافق على هذه الشروط وعلى سياسة الخصوصية. وإذا كنت تستخدم المنصة نيابةً عن منشأة تجارية، فإنك تقرّ بأن لديك الصلاحية لإلزامها بهذه الشروط.',
        'إذا لم توافق على أي بند من هذه الشروط، فيُرجى عدم استخدام المنصة.',
      ),
      service: section(
        'الخدمة',
        'سمعة منصة سحابية تديرها شركة سمعة لتقنية المعلومات، تساعد الأنشطة التجارية على جمع تقييمات Google الخاصة بفروعها في مكان واحد، والرد عليها يدوياً أو بقوالب الردود الذكية، وتوزيع العمل بين أعضاء الفريق وفق أدوارهم وصلاحياتهم، ومتابعة التحليلات مثل متوسط التقييم والمشاعر والكلمات الأكثر تكراراً.',
        'نطوّر المنصة باستمرار، وقد نضيف مزايا جديدة أو نعدّل مزايا قائمة. وإذا أدى تغيير جوهري إلى تقليص ما تحصل عليه في باقتك، فسنبلغك به مسبقاً.',
      ),
      accounts: section(
        'الحسابات والأهلية',
        'يجب ألا يقل عمر مستخدم المنصة عن ١٦ عاماً. وعند إنشاء حسابك أو الانضمام إلى فريق، فإنك تلتزم بما يأتي:',
        [
          'تقديم بيانات صحيحة ومحدّثة عند التسجيل وبعده.',
          'الحفاظ على سرية كلمة المرور وعدم مشاركة حسابك مع غيرك؛ فلكل عضو في فريقك حسابه الخاص.',
          'إبلاغنا فوراً عند الاشتباه في أي استخدام غير مصرح به لحسابك.',
        ],
        'مدير الحساب مسؤول عن دعوة أعضاء فريقه وتحديد أدوارهم وصلاحياتهم، وعمّا يتم من خلال حسابات فريقه.',
      ),
      trial: section(
        'التجربة المجانية',
        'تبدأ كل منشأة جديدة بتجربة مجانية مدتها ١٤ يوماً دون الحاجة إلى بطاقة ائتمانية، لتتأكد خلالها من ملاءمة المنصة لنشاطك.',
        'لا تتحول التجربة إلى اشتراك مدفوع من تلقاء نفسها، ولن نحصّل منك أي مبلغ ما لم تختر باقة وتشترك فيها بنفسك. وعند انتهاء التجربة دون اشتراك، يتوقف الوصول إلى مزايا المنصة إلى أن تشترك.',
      ),
      subscriptions: section(
        'الاشتراكات والرسوم',
        'تُعرض أسعار الباقات بالريال السعودي في صفحة الأسعار، وتُدفع رسوم الاشتراك مقدماً عن كل فترة اشتراك.',
        'يستمر اشتراكك من فترة إلى أخرى إلى أن تلغيه. وإذا عدّلنا أسعار الباقات، فسنبلغك قبل ٣٠ يوماً على الأقل، ولا يسري السعر الجديد على اشتراكك إلا من الفترة التالية لذلك.',
        'تُضاف الضرائب المقررة نظاماً، مثل ضريبة القيمة المضافة، حيثما تنطبق.',
      ),
      cancellation: section(
        'الإلغاء',
        'يمكنك إلغاء اشتراكك في أي وقت، دون رسوم إلغاء ولا التزام بمدة دنيا.',
        'يسري الإلغاء في نهاية فترة الاشتراك المدفوعة الحالية؛ فيبقى حسابك يعمل بكامل مزايا باقتك حتى ذلك التاريخ، ثم لا يتجدد الاشتراك.',
      ),
      refunds: section(
        'عدم استرداد الرسوم',
        'الرسوم المدفوعة غير قابلة للاسترداد كلياً أو جزئياً، بما في ذلك حالات الإلغاء في منتصف فترة الاشتراك أو عدم استخدام الخدمة خلالها. ولهذا نتيح تجربة مجانية لمدة ١٤ يوماً لتتأكد من ملاءمة المنصة قبل الدفع.',
        'إذا حُصّل منك مبلغ بالخطأ، فسنعيده إليك بعد التحقق. ولا يخلّ هذا البند بأي حق لا يجوز التنازل عنه بموجب الأنظمة المعمول بها في المملكة العربية السعودية.',
      ),
      acceptableUse: section(
        'الاستخدام المقبول',
        'توافق على ألا تستخدم المنصة في أي مما يأتي:',
        [
          'نشر ردود مسيئة أو تشهيرية أو مضللة، أو ردود تكشف بيانات شخصية لعملائك دون وجه حق.',
          'كتابة تقييمات وهمية أو شرائها، أو عرض مقابل على العملاء لتغيير تقييماتهم، أو أي ممارسة تخالف سياسات Google للمحتوى.',
          'ربط ملفات تجارية على Google لا تملكها ولا تملك تفويضاً بإدارتها.',
          'محاولة الوصول غير المصرح به إلى المنصة أو إلى بيانات منشآت أخرى، أو تعطيل عملها، أو استخراج بياناتها ببرامج آلية.',
          'أي نشاط يخالف الأنظمة المعمول بها في المملكة العربية السعودية.',
        ],
        'يحق لنا تعليق أي حساب يخالف هذا البند أو إنهاؤه، مع إشعارك بذلك متى كان ممكناً.',
      ),
      googleData: section(
        'بيانات Google والخدمات الخارجية',
        'تتصل سمعة بملفك التجاري على Google من خلال واجهة Google\u00a0Business\u00a0Profile الرسمية، وبعد موافقتك الصريحة فقط. ونستخدم هذا الاتصال لقراءة مواقعك وتقييماتها ونشر الردود التي تكتبها أنت أو فريقك، ولا ننشر أي رد دون إجراء من مستخدم في حسابك.',
        'نحفظ رموز الوصول الخاصة بـ Google مشفّرة، ويمكنك فصل الاتصال في أي وقت من إعدادات المنصة أو من صفحة الأذونات في حسابك على Google.',
        'يخضع استخدامك لخدمات Google لشروطها وسياساتها. ولسنا مسؤولين عن توقف خدمات Google أو تغيّرها، ولا عن قراراتها في نشر التقييمات أو إزالتها.',
      ),
      intellectualProperty: section(
        'الملكية الفكرية',
        'المنصة وتصميمها وبرمجياتها وعلامتها التجارية «سمعة» مملوكة لشركة سمعة لتقنية المعلومات، ولا يمنحك اشتراكك إلا حقاً محدوداً وغير حصري وغير قابل للتحويل في استخدامها طوال مدة الاشتراك.',
        'يبقى ما تضيفه من محتوى، كالردود والقوالب وبيانات نشاطك، ملكاً لك، وتأذن لنا باستخدامه بالقدر اللازم لتقديم الخدمة لك فقط.',
      ),
      liability: section(
        'حدود المسؤولية',
        'نبذل عناية مهنية معقولة لإبقاء المنصة متاحة وآمنة، لكننا نقدّمها بحالتها، ولا نضمن خلوّها التام من الانقطاع أو الأخطاء.',
        'في الحدود التي تسمح بها الأنظمة، لا نتحمل المسؤولية عن الأضرار غير المباشرة أو التبعية، كفوات الأرباح، ولا عمّا يكتبه العملاء في تقييماتهم. ولا يتجاوز إجمالي مسؤوليتنا تجاهك في جميع الأحوال مجموع ما دفعته لنا خلال الأشهر الاثني عشر السابقة للمطالبة.',
      ),
      law: section(
        'النظام الواجب التطبيق وتعديل الشروط',
        'تخضع هذه الشروط لأنظمة المملكة العربية السعودية وتُفسَّر وفقاً لها، وتختص المحاكم المختصة في مدينة الرياض بالنظر في أي نزاع ينشأ عنها، بعد السعي إلى حله ودياً.',
        'قد نعدّل هذه الشروط من وقت لآخر، وعندها نحدّث تاريخ «آخر تحديث» أعلى الصفحة. وإذا كان التعديل جوهرياً، فسنبلغ مديري الحسابات بالبريد الإلكتروني قبل ٣٠ يوماً من سريانه، ويُعد استمرارك في استخدام المنصة بعد ذلك قبولاً له.',
        'إذا اختلف النص العربي لهذه الشروط عن ترجمتها الإنجليزية، فالنص العربي هو المعتمد.',
      ),
    },
  },
  privacy: {
    documentTitle: 'سياسة الخصوصية',
    description:
      'كيف تجمع سمعة بياناتك وتستخدمها وتحميها، وبيانات Google التي نصل إليها بإذنك، وحقوقك بموجب نظام حماية البيانات الشخصية في المملكة.',
    title: 'سياسة الخصوصية',
    lead: 'نأخذ خصوصيتك وخصوصية عملائك بجدية. توضّح هذه السياسة البيانات التي نجمعها، ولماذا نجمعها، وكيف نحميها، وما حقوقك فيها.',
    contactText:
      'لأي سؤال عن هذه السياسة، أو لممارسة حقوقك في بياناتك، تواصل معنا بالبريد الإلكتروني أو بالهاتف.',
    sections: {
      collect: section('البيانات التي نجمعها', 'نجمع ما يلزم لتقديم الخدمة فقط:', [
        'بيانات الحساب: الاسم الكامل، والبريد الإلكتروني، ورقم الجوال، وكلمة المرور (نحفظها مجزّأة بطريقة لا يمكن عكسها)، والصورة الشخصية إن أضفتها.',
        'بيانات المنشأة: اسم النشاط ونوعه، وبيانات الملف التي تضيفها في الإعدادات.',
        'بيانات Google التي تأذن بها: مواقع نشاطك التجاري، والتقييمات المنشورة عليها بأسماء كاتبيها كما تظهر على Google، والردود عليها.',
        'بيانات فنية: كسجلات الدخول وعناوين IP، لأغراض الأمان ومنع إساءة الاستخدام.',
        'الرسائل التي ترسلها إلينا عبر نموذج التواصل أو البريد الإلكتروني.',
      ]),
      use: section(
        'لماذا نستخدم بياناتك',
        [
          'تقديم الخدمة: عرض تقييماتك، ونشر ردودك، وحساب التحليلات.',
          'إدارة حسابك وفريقك والتحقق من بريدك الإلكتروني.',
          'التواصل معك بشأن حسابك واشتراكك، والرد على استفساراتك.',
          'حماية المنصة ومستخدميها من الاحتيال والوصول غير المصرح به.',
          'الوفاء بالتزاماتنا النظامية.',
        ],
        'لا نبيع بياناتك، ولا نستخدمها في الإعلانات، ولا نستخدم تقييماتك أو ردودك في تدريب نماذج الذكاء الاصطناعي.',
      ),
      googleData: section(
        'بيانات Google',
        'نصل إلى ملفك التجاري عبر واجهة Google\u00a0Business\u00a0Profile الرسمية بعد موافقتك الصريحة، وفي حدود الأذونات التي تمنحها فقط، ونستخدم ذلك لعرض مواقعك وتقييماتها ونشر ردودك.',
        'نحفظ رموز الوصول الخاصة بـ Google مشفّرة على خوادمنا، ولا تُرسل إلى متصفحك. ويمكنك سحب الإذن في أي وقت من إعدادات سمعة أو من صفحة الأذونات في حسابك على Google.',
        'يلتزم استخدام سمعة للمعلومات التي تتلقاها من واجهات Google البرمجية بسياسة بيانات المستخدم لخدمات Google API، بما في ذلك متطلبات الاستخدام المحدود.',
      ),
      retention: section(
        'مدة الاحتفاظ بالبيانات',
        'نحتفظ ببيانات حسابك ومنشأتك ما دام حسابك قائماً.',
        'عند إغلاق حسابك نحذف بياناتك أو نُزيل ما يدل على هويتك خلال ٣٠ يوماً، باستثناء ما تُلزمنا الأنظمة بالاحتفاظ به، كالفواتير والسجلات المحاسبية، وللمدة التي تحددها تلك الأنظمة.',
        'تُحذف النسخ الاحتياطية اليومية تلقائياً بعد ٣٠ يوماً من إنشائها.',
      ),
      sharing: section(
        'مشاركة البيانات',
        'لا نشارك بياناتك مع أي طرف إلا في الحالات الآتية:',
        [
          'مع Google عند نشر ردودك، فذلك هو الغرض من الخدمة.',
          'مع مزوّدي خدمات يعملون لحسابنا، كالاستضافة وإرسال البريد الإلكتروني، بموجب عقود تُلزمهم بحماية البيانات وعدم استخدامها لأي غرض آخر.',
          'مع الجهات الحكومية المختصة عندما يُلزمنا النظام بذلك.',
        ],
        'وداخل حسابك، يطّلع أعضاء فريقك على البيانات وفق الأدوار والصلاحيات التي يحددها مدير الحساب.',
      ),
      rights: section(
        'حقوقك بموجب نظام حماية البيانات الشخصية',
        'يكفل لك نظام حماية البيانات الشخصية في المملكة العربية السعودية الحقوق الآتية، ونلتزم بتمكينك منها:',
        [
          'الحق في العلم بكيفية جمع بياناتك ومعالجتها والغرض من ذلك، وهو ما تشرحه هذه السياسة.',
          'الحق في الوصول إلى بياناتك والحصول على نسخة منها بصيغة واضحة.',
          'الحق في طلب تصحيح بياناتك أو إكمالها أو تحديثها.',
          'الحق في طلب إتلاف بياناتك متى انتفت الحاجة إليها.',
          'الحق في الرجوع عن موافقتك على معالجة بياناتك في أي وقت.',
        ],
        'لممارسة أي من هذه الحقوق، راسلنا من البريد الإلكتروني المسجّل في حسابك، وسنرد على طلبك خلال ٣٠ يوماً. ويحق لك أيضاً تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) إذا رأيت أن معالجة بياناتك تخالف النظام.',
      ),
      security: section(
        'أمن البيانات',
        'نشفّر بياناتك أثناء نقلها (TLS)، ونشفّر رموز الوصول إلى Google والنسخ الاحتياطية بمعيار AES-256، ونحفظ كلمات المرور بخوارزمية argon2id، ونعزل بيانات كل منشأة عن غيرها على مستوى قاعدة البيانات.',
        'نأخذ نسخاً احتياطية يومية مشفّرة ونحفظها ٣٠ يوماً، وتفحص المنصة خدماتها وتُظهر أي عطل لفريق التشغيل، ونقصر الوصول إلى بيانات التشغيل على عدد محدود من موظفينا المخوّلين.',
        'وإذا وقع حادث أمني يمس بياناتك، فسنبلغك ونبلغ الجهات المختصة وفق ما يقتضيه النظام.',
      ),
      storage: section(
        'ملفات تعريف الارتباط والتخزين في المتصفح',
        'لا نستخدم ملفات تعريف ارتباط إعلانية ولا أدوات تتبّع من أطراف خارجية. ونحفظ في متصفحك أمرين فقط:',
        [
          'لغة الواجهة التي اخترتها، لنعرض لك الموقع بها في زيارتك التالية.',
          'جلسة الدخول، لتبقى مسجّلاً. وإذا ألغيت خيار «تذكّرني» عند الدخول، حفظناها لعلامة التبويب الحالية فقط، فتُحذف بإغلاقها.',
        ],
        'تُحذف جلسة الدخول عند تسجيل الخروج، ويمكنك حذف الأمرين معاً في أي وقت بمسح بيانات الموقع من إعدادات متصفحك.',
      ),
      changes: section(
        'تحديث هذه السياسة',
        'قد نحدّث هذه السياسة عند تغيّر خدماتنا أو الأنظمة. وعندها نغيّر تاريخ «آخر تحديث» أعلى الصفحة، ونبلغك بالبريد الإلكتروني بأي تغيير جوهري قبل سريانه.',
      ),
    },
  },
};

const en: typeof ar = {
  shared: {
    eyebrow: 'Legal',
    lastUpdated: 'Last updated: <time>{{date}}</time>',
    tocTitle: 'On this page',
    contactTitle: 'Contact us',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
    hoursLabel: 'Working hours',
    hours: 'Sunday to Thursday, 9 am to 6 pm Riyadh time',
    address: 'Sumaa for Information Technology, King Fahd Road, Al Olaya, Riyadh 12214, Saudi Arabia',
    registration: 'Commercial registration no. {{number, number(useGrouping: false)}}',
    contactForm: 'Or send us a message through the <contact>contact form</contact>.',
  },
  terms: {
    documentTitle: 'Terms of service',
    description:
      'The terms for using Sumaa, the Google review management platform: accounts, the free trial, subscriptions and fees, cancellation, acceptable use and Google data.',
    title: 'Terms of service',
    lead: 'These terms govern your use of Sumaa. We have kept them as plain as we can; please read them carefully before you create your account.',
    contactText:
      'If anything in these terms is unclear, we are happy to explain it. Write to us or call us during working hours.',
    sections: {
      acceptance: section(
        'Accepting these terms',
        'By using Sumaa or creating an account, you agree to these terms and to our privacy policy. If you use Sumaa on behalf of a business, you confirm that you are authorised to bind that business to them.',
        'If you do not agree with any part of these terms, please do not use the platform.',
      ),
      service: section(
        'The service',
        'Sumaa is a cloud platform operated by Sumaa for Information Technology. It helps businesses bring the Google reviews of all their branches into one place, answer them by hand or with smart reply templates, share the work across a team with roles and permissions, and follow analytics such as average rating, sentiment and recurring keywords.',
        'We keep improving the platform and may add features or change existing ones. If a significant change reduces what your plan gives you, we will tell you before it happens.',
      ),
      accounts: section(
        'Accounts and eligibility',
        'You must be at least 16 years old to use Sumaa. When you create an account or join a team, you agree to:',
        [
          'give accurate information when you sign up, and keep it up to date;',
          'keep your password secret and not share your account: every member of your team gets their own;',
          'tell us straight away if you suspect someone is using your account without permission.',
        ],
        'The account admin invites team members, decides their roles and permissions, and is responsible for what is done through the team’s accounts.',
      ),
      trial: section(
        'Free trial',
        'Every new business starts with a 14-day free trial, with no credit card required, so you can see whether Sumaa suits your business.',
        'The trial never turns into a paid subscription on its own, and we will not charge you anything unless you choose a plan and subscribe yourself. If the trial ends without a subscription, access to the platform pauses until you subscribe.',
      ),
      subscriptions: section(
        'Subscriptions and fees',
        'Plan prices are shown in Saudi riyals on the pricing page. Subscription fees are paid in advance for each billing period.',
        'Your subscription continues from one period to the next until you cancel it. If we change our prices, we will tell you at least 30 days ahead, and the new price applies to your subscription only from the following period.',
        'Taxes required by law, such as VAT, are added where they apply.',
      ),
      cancellation: section(
        'Cancellation',
        'You can cancel your subscription at any time, with no cancellation fee and no minimum term.',
        'Cancellation takes effect at the end of the current paid period: your account keeps every feature of your plan until that date, and the subscription then does not renew.',
      ),
      refunds: section(
        'No refunds',
        'Fees that have been paid are not refundable, in whole or in part, including when you cancel part-way through a period or do not use the service during it. That is why we offer a 14-day free trial: to let you make sure Sumaa fits before you pay.',
        'If we ever charge you by mistake, we will return the amount once we have checked it. Nothing in this section limits any right that cannot be waived under the laws of the Kingdom of Saudi Arabia.',
      ),
      acceptableUse: section(
        'Acceptable use',
        'You agree not to use Sumaa to:',
        [
          'post replies that are abusive, defamatory or misleading, or that expose your customers’ personal information without a lawful reason;',
          'write or buy fake reviews, offer customers anything in return for changing their review, or do anything else that breaks Google’s content policies;',
          'connect Google business profiles that you do not own or are not authorised to manage;',
          'try to access the platform or other businesses’ data without authorisation, disrupt the service, or scrape it with automated tools;',
          'do anything that breaks the laws of the Kingdom of Saudi Arabia.',
        ],
        'We may suspend or close an account that breaks these rules, and will give you notice whenever we can.',
      ),
      googleData: section(
        'Google data and third-party services',
        'Sumaa connects to your Google business profile through Google’s official Business Profile API, and only with your explicit consent. We use that connection to read your locations and their reviews and to post the replies that you or your team write; we never post a reply without an action by a user of your account.',
        'Your Google access tokens are stored encrypted. You can disconnect at any time from Sumaa’s settings or from the permissions page of your Google account.',
        'Your use of Google’s services is subject to Google’s own terms and policies. We are not responsible for outages or changes of Google’s services, or for Google’s decisions to publish or remove reviews.',
      ),
      intellectualProperty: section(
        'Intellectual property',
        'The platform, its design, its software and the Sumaa brand belong to Sumaa for Information Technology. Your subscription gives you a limited, non-exclusive, non-transferable right to use them while it lasts.',
        'What you add — replies, templates, your business details — remains yours. You allow us to use it only as far as we need to provide the service to you.',
      ),
      liability: section(
        'Limitation of liability',
        'We take reasonable professional care to keep Sumaa available and secure, but we provide it as it is and cannot promise that it will never be interrupted or free of errors.',
        'As far as the law allows, we are not liable for indirect or consequential losses such as lost profits, nor for what customers write in their reviews. In every case our total liability to you is limited to what you paid us in the twelve months before the claim.',
      ),
      law: section(
        'Governing law and changes to these terms',
        'These terms are governed by and interpreted under the laws of the Kingdom of Saudi Arabia. Any dispute that cannot be settled amicably falls under the jurisdiction of the competent courts in Riyadh.',
        'We may update these terms from time to time and will change the “last updated” date at the top of this page when we do. For significant changes we will email account admins 30 days before they take effect; continuing to use Sumaa after that means you accept them.',
        'If the Arabic text of these terms and this English translation differ, the Arabic text prevails.',
      ),
    },
  },
  privacy: {
    documentTitle: 'Privacy policy',
    description:
      'How Sumaa collects, uses and protects your data, the Google data we access with your consent, and your rights under Saudi Arabia’s Personal Data Protection Law.',
    title: 'Privacy policy',
    lead: 'We take your privacy, and your customers’ privacy, seriously. This policy explains what data we collect, why, how we protect it and what rights you have over it.',
    contactText:
      'For any question about this policy, or to exercise your rights over your data, reach us by email or phone.',
    sections: {
      collect: section('What we collect', 'We collect only what we need to provide the service:', [
        'Account details: your full name, email address, mobile number, password (stored as a one-way hash that cannot be reversed) and profile photo if you add one.',
        'Business details: the business name and activity, and the profile details you add in settings.',
        'Google data you authorise: your business locations, the reviews published on them with their authors’ names as Google shows them, and the replies.',
        'Technical data such as sign-in records and IP addresses, for security and to prevent abuse.',
        'Messages you send us through the contact form or by email.',
      ]),
      use: section(
        'Why we use it',
        [
          'To provide the service: showing your reviews, posting your replies and computing your analytics.',
          'To manage your account and team, and to verify your email address.',
          'To contact you about your account and subscription, and to answer your questions.',
          'To protect the platform and its users from fraud and unauthorised access.',
          'To meet our legal obligations.',
        ],
        'We do not sell your data, we do not use it for advertising, and we do not use your reviews or replies to train AI models.',
      ),
      googleData: section(
        'Google data',
        'We access your business profile through Google’s official Business Profile API after your explicit consent, and only within the permissions you grant. We use it to show your locations and their reviews and to post your replies.',
        'Your Google access tokens are stored encrypted on our servers and are never sent to your browser. You can withdraw access at any time from Sumaa’s settings or from the permissions page of your Google account.',
        'Sumaa’s use of information received from Google APIs adheres to the Google API Services User Data Policy, including the Limited Use requirements.',
      ),
      retention: section(
        'How long we keep data',
        'We keep your account and business data for as long as your account exists.',
        'When you close your account we delete your data, or remove what identifies you, within 30 days — except what the law requires us to keep, such as invoices and accounting records, for as long as it requires.',
        'Daily backups are deleted automatically 30 days after they are made.',
      ),
      sharing: section(
        'Who we share it with',
        'We share your data only in these cases:',
        [
          'With Google when your replies are posted — that is what the service is for.',
          'With service providers working on our behalf, such as hosting and email delivery, under contracts that require them to protect the data and use it for nothing else.',
          'With the competent government authorities when the law requires us to.',
        ],
        'Inside your account, your team members see data according to the roles and permissions the account admin sets.',
      ),
      rights: section(
        'Your rights under the Personal Data Protection Law',
        'Saudi Arabia’s Personal Data Protection Law (PDPL) gives you the following rights, and we are committed to honouring them:',
        [
          'The right to be informed of how and why your data is collected and processed — which is what this policy does.',
          'The right to access your data and to obtain a copy of it in a clear format.',
          'The right to ask for your data to be corrected, completed or updated.',
          'The right to ask for your data to be destroyed when it is no longer needed.',
          'The right to withdraw your consent to processing at any time.',
        ],
        'To exercise any of these rights, write to us from the email address registered on your account and we will answer within 30 days. You may also complain to the Saudi Data & AI Authority (SDAIA) if you believe your data is being processed in breach of the law.',
      ),
      security: section(
        'Security',
        'Your data is encrypted in transit (TLS), your Google access tokens and our backups are encrypted with AES-256, passwords are hashed with argon2id, and every business’s data is isolated from the others at the database level.',
        'We take encrypted daily backups and keep them for 30 days, the platform checks its own services and shows any failure to our operators, and we limit access to production data to a small number of authorised staff.',
        'If a security incident ever affects your data, we will notify you and the competent authorities as the law requires.',
      ),
      storage: section(
        'Cookies and browser storage',
        'We use no advertising cookies and no third-party trackers. We keep just two things in your browser:',
        [
          'The interface language you chose, so the site opens in it on your next visit.',
          'Your sign-in session, so you stay signed in. If you untick “Remember me” when you log in, we keep it for the current tab only and it is gone when you close the tab.',
        ],
        'Logging out removes the session, and clearing this site’s data in your browser settings removes both at any time.',
      ),
      changes: section(
        'Changes to this policy',
        'We may update this policy when our services or the law change. We will then change the “last updated” date at the top of this page and email you about any significant change before it takes effect.',
      ),
    },
  },
};

export const legalTexts = { ar, en };
