// The onboarding wizard's namespace (`onboarding`). Arabic is written first; English mirrors it.
const ar = {
  documentTitle: 'إعداد الحساب',
  greeting: 'أهلًا بك في سمعة، <name>{{name}}</name>',
  greetingNoName: 'أهلًا بك في سمعة',
  intro: 'أربع خطوات قصيرة، وبعدها تتابع مراجعات نشاطك وتردّ عليها من مكان واحد.',
  stepper: {
    label: 'خطوات الإعداد',
    position: 'الخطوة {{current, number}} من {{total, number}}',
    completed: 'مكتملة',
  },
  steps: {
    connectGoogle: {
      title: 'ربط حساب Google',
      description: 'اربط حساب Google Business Profile الخاص بنشاطك، لنجلب مواقعك ومراجعاتها.',
    },
    chooseLocations: {
      title: 'اختيار المواقع',
      description: 'اختر المواقع التي تريد إدارة مراجعاتها في سمعة.',
    },
    synchronise: {
      title: 'مزامنة المراجعات',
      description: 'نجلب أحدث المراجعات لكل موقع ونجهّز لوحة التحكم، وقد يستغرق ذلك دقيقة أو دقيقتين.',
    },
    done: {
      title: 'اكتمل الإعداد',
      description: 'كل شيء جاهز، وبعدها تنتقل إلى لوحة التحكم لمتابعة مراجعاتك.',
    },
  },
  comingSoon: {
    connectGoogle: 'ربط حساب Google سيتوفر قريبًا.',
    otherStep: 'هذه الخطوة ستتوفر قريبًا.',
    progressSaved: 'تقدّمك محفوظ، ويمكنك تسجيل الخروج والعودة لاحقًا.',
  },
};

const en: typeof ar = {
  documentTitle: 'Account setup',
  greeting: 'Welcome to Sumaa, <name>{{name}}</name>',
  greetingNoName: 'Welcome to Sumaa',
  intro: 'Four short steps, then you follow and answer your business’s reviews from one place.',
  stepper: {
    label: 'Setup steps',
    position: 'Step {{current, number}} of {{total, number}}',
    completed: 'completed',
  },
  steps: {
    connectGoogle: {
      title: 'Connect Google',
      description:
        'Connect your business’s Google Business Profile account so we can bring in your locations and their reviews.',
    },
    chooseLocations: {
      title: 'Choose locations',
      description: 'Pick the locations whose reviews you want to manage in Sumaa.',
    },
    synchronise: {
      title: 'Synchronise reviews',
      description:
        'We fetch the latest reviews of each location and set up your dashboard; this takes a minute or two.',
    },
    done: {
      title: 'All set',
      description: 'Everything is ready; next you go to your dashboard to follow your reviews.',
    },
  },
  comingSoon: {
    connectGoogle: 'Connecting a Google account will be available soon.',
    otherStep: 'This step will be available soon.',
    progressSaved: 'Your progress is saved; you can log out and come back later.',
  },
};

export const onboardingResources = { ar, en };
