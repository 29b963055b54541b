// Texts of /soon, namespace `public-site.comingSoon`. Counted units use i18next plurals: Arabic needs all six
// forms, English one and other.

/** A counted unit of the spoken summary: English fills only `one` and `other` (the parity test checks both). */
interface UnitTexts {
  count_zero?: string;
  count_one: string;
  count_two?: string;
  count_few?: string;
  count_many?: string;
  count_other: string;
}
const unitTexts = (texts: UnitTexts): UnitTexts => texts;

const ar = {
  documentTitle: 'قريباً',
  metaDescription:
    'سمعة تنطلق قريباً: منصة لإدارة تقييمات Google لنشاطك التجاري. سجّل بريدك الإلكتروني لنخبرك لحظة الإطلاق.',
  eyebrow: 'قريباً',
  title: 'سمعة تنطلق قريباً',
  lead: 'نضع اللمسات الأخيرة على منصة تجمع تقييمات Google لجميع فروعك في مكان واحد، وتساعدك على الرد عليها بسرعة واحترافية.',
  launchDate: 'موعد الإطلاق: {{date}}',
  loading: 'جارٍ تحميل موعد الإطلاق...',
  error: 'تعذّر تحميل موعد الإطلاق.',
  countdown: {
    title: 'الوقت المتبقي على الإطلاق',
    days: 'أيام',
    hours: 'ساعات',
    minutes: 'دقائق',
    seconds: 'ثوانٍ',
    summary: 'يتبقى على الإطلاق {{days}} و{{hours}} و{{minutes}}.',
    lessThanMinute: 'يتبقى على الإطلاق أقل من دقيقة.',
    day: unitTexts({
      count_zero: '{{count, number}} يوم',
      count_one: 'يوم واحد',
      count_two: 'يومان',
      count_few: '{{count, number}} أيام',
      count_many: '{{count, number}} يوماً',
      count_other: '{{count, number}} يوم',
    }),
    hour: unitTexts({
      count_zero: '{{count, number}} ساعة',
      count_one: 'ساعة واحدة',
      count_two: 'ساعتان',
      count_few: '{{count, number}} ساعات',
      count_many: '{{count, number}} ساعة',
      count_other: '{{count, number}} ساعة',
    }),
    minute: unitTexts({
      count_zero: '{{count, number}} دقيقة',
      count_one: 'دقيقة واحدة',
      count_two: 'دقيقتان',
      count_few: '{{count, number}} دقائق',
      count_many: '{{count, number}} دقيقة',
      count_other: '{{count, number}} دقيقة',
    }),
  },
  launched: {
    title: 'انطلقت سمعة!',
    message: 'المنصة متاحة الآن. ابدأ تجربتك المجانية وأدِر تقييمات جميع فروعك من مكان واحد.',
    startTrial: 'ابدأ تجربتك المجانية',
  },
  reminder: {
    title: 'ذكّرني عند الإطلاق',
    description: 'اترك بريدك الإلكتروني، وسنراسلك عند إطلاق سمعة.',
    email: 'البريد الإلكتروني',
    emailPlaceholder: 'name@company.com',
    submit: 'ذكّرني',
    submitting: 'جارٍ التسجيل...',
    saved: 'تم! سنراسلك على <email>{{email}}</email> عند إطلاق سمعة.',
    alreadySubscribed: 'بريدك <email>{{email}}</email> مسجّل لدينا مسبقاً، وسنراسلك عند الإطلاق.',
    another: 'تسجيل بريد آخر',
    genericError: 'تعذّر تسجيل بريدك. يرجى المحاولة مرة أخرى.',
  },
};

const en: typeof ar = {
  documentTitle: 'Coming soon',
  metaDescription:
    'Sumaa is launching soon: Google review management for your business. Leave your email and we’ll tell you the moment we launch.',
  eyebrow: 'Coming soon',
  title: 'Sumaa is launching soon',
  lead: 'We’re putting the finishing touches on a platform that brings the Google reviews of all your branches into one place and helps you answer them quickly and professionally.',
  launchDate: 'Launch: {{date}}',
  loading: 'Loading the launch date...',
  error: 'We couldn’t load the launch date.',
  countdown: {
    title: 'Time left until launch',
    days: 'Days',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    summary: '{{days}}, {{hours}} and {{minutes}} left until launch.',
    lessThanMinute: 'Less than a minute left until launch.',
    day: unitTexts({ count_one: '{{count, number}} day', count_other: '{{count, number}} days' }),
    hour: unitTexts({ count_one: '{{count, number}} hour', count_other: '{{count, number}} hours' }),
    minute: unitTexts({ count_one: '{{count, number}} minute', count_other: '{{count, number}} minutes' }),
  },
  launched: {
    title: 'Sumaa has launched!',
    message:
      'The platform is open. Start your free trial and manage the reviews of all your branches in one place.',
    startTrial: 'Start your free trial',
  },
  reminder: {
    title: 'Remind me at launch',
    description: 'Leave your email and we’ll write to you when Sumaa launches.',
    email: 'Email',
    emailPlaceholder: 'name@company.com',
    submit: 'Remind me',
    submitting: 'Signing you up...',
    saved: 'Done! We’ll email <email>{{email}}</email> when Sumaa launches.',
    alreadySubscribed:
      '<email>{{email}}</email> is already on the list. We’ll email you when Sumaa launches.',
    another: 'Add another email',
    genericError: 'We couldn’t sign you up. Please try again.',
  },
};

export const comingSoonTexts = { ar, en };
