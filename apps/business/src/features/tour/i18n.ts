// Texts of the dashboard tour, namespace `business.tour`, loaded with the tour itself (not on the first load).
// Arabic is written first; English mirrors it. The menu's "Take the tour" is the area's (`business:tour`).
const ar = {
  progress: 'الخطوة {{current}} من {{total}}',
  keys: 'الأسهم للتنقل بين الخطوات، وEsc لتخطي الجولة.',
  back: 'السابق',
  next: 'التالي',
  finish: 'إنهاء الجولة',
  skip: 'تخطي الجولة',
  saveFailed: 'تعذّر حفظ موضعك في الجولة، وستكمل من هنا في هذا الجهاز.',
  steps: {
    overview: {
      title: 'نظرة عامة على نشاطك',
      body: 'إجمالي المراجعات ومتوسط التقييم والمراجعات الإيجابية ونمو نشاطك، محدَّثة مع كل مزامنة.',
    },
    reviews: {
      title: 'مراجعاتك في مكان واحد',
      body: 'ابحث في مراجعات Google لمواقعك، وصفِّها حسب النجوم والمشاعر وحالة الرد.',
    },
    reply: {
      title: 'الرد على مراجعة',
      body: 'اضغط «رد» ليفتح مربع الرد تحت المراجعة: اكتب ردك أو اختر ردًا ذكيًا جاهزًا، ثم انشره على Google.',
    },
    analytics: {
      title: 'التحليلات',
      body: 'اختر الفترة هنا، فتتبعها البطاقات واتجاهات التقييم والمشاعر والكلمات الأكثر تكرارًا.',
    },
    team: {
      title: 'فريقك',
      body: 'ادعُ زملاءك، وحدِّد دور كل منهم وصلاحياته، وتابع ردودهم والمراجعات المسندة إليهم.',
    },
  },
};

const en: typeof ar = {
  progress: 'Step {{current}} of {{total}}',
  keys: 'Arrow keys move between steps; Esc skips the tour.',
  back: 'Back',
  next: 'Next',
  finish: 'Finish the tour',
  skip: 'Skip the tour',
  saveFailed: 'Your place in the tour could not be saved; on this device it goes on from here.',
  steps: {
    overview: {
      title: 'Your business at a glance',
      body: 'Total reviews, average rating, positive reviews and your growth, updated with every sync.',
    },
    reviews: {
      title: 'All your reviews in one place',
      body: 'Search the Google reviews of your locations and filter them by stars, sentiment and reply state.',
    },
    reply: {
      title: 'Replying to a review',
      body: 'Press “Reply” to open the reply box under the review: write your reply or pick a smart reply, then publish it to Google.',
    },
    analytics: {
      title: 'Analytics',
      body: 'Choose the period here; the cards, rating and sentiment trends and top keywords follow it.',
    },
    team: {
      title: 'Your team',
      body: 'Invite colleagues, set each one’s role and permissions, and follow their replies and assigned reviews.',
    },
  },
};

export const tourTexts = { ar, en };
