// The stand-in's "model": a short, polite reply to a Google review, written deterministically from the prompt.
// It reads what a real model would read — the review (the user message, inside """ fences when Sumaa quotes
// it), its stars, the instructions' language, first name and sign-off — and answers in the review's language
// (Arabic when its text is mostly Arabic letters). The wording is picked by a SHA-256 of the whole prompt, so the
// same prompt always gets the same reply and two different reviews almost always get different ones (8 choices
// for each of four parts and 3 sign-offs: 12,288 replies per language and tone). Placeholders Sumaa put in place of personal data
// are used as a model uses them: [NAME] where the name goes, and a negative review's [PHONE_n] as the number to
// call back (so a test can see that the API never publishes what comes back in its place).
import { createHash } from 'node:crypto';

export interface PromptMessage {
  role: string;
  content: string;
}

export type ReplyLanguage = 'ar' | 'en';
type Tone = 'positive' | 'neutral' | 'negative';

export interface WrittenReply {
  content: string;
  language: ReplyLanguage;
  tone: Tone;
}

interface Phrases {
  greetingWithName: string[];
  greeting: string[];
  first: Record<Tone, string[]>;
  second: Record<Tone, string[]>;
  third: Record<Tone, string[]>;
  callBack: string[];
  signOff: string[];
  label: string;
}

const PHRASES: Record<ReplyLanguage, Phrases> = {
  ar: {
    greetingWithName: [
      'أهلاً {name}،',
      'مرحباً {name}،',
      'عزيزنا {name}،',
      'أهلاً بك يا {name}،',
      'شكراً لك يا {name}،',
      'طاب يومك يا {name}،',
      'حيّاك الله يا {name}،',
      'السلام عليكم يا {name}،',
    ],
    greeting: [
      'أهلاً بك،',
      'مرحباً بك،',
      'عزيزنا الضيف،',
      'ضيفنا الكريم،',
      'حيّاك الله،',
      'أهلاً وسهلاً،',
      'طاب يومك،',
      'شكراً لك،',
    ],
    first: {
      positive: [
        'نشكرك على كلماتك الطيبة وتقييمك الجميل.',
        'سعدنا كثيراً بتجربتك معنا.',
        'يسعدنا أن زيارتك نالت إعجابك.',
        'كلماتك أسعدت فريقنا كله.',
        'نقدّر وقتك في مشاركة رأيك الجميل.',
        'شهادتك وسام نعتز به.',
        'سرّنا أنك استمتعت بوقتك لدينا.',
        'ممتنون لثقتك بنا ولتقييمك.',
      ],
      neutral: [
        'نشكرك على ملاحظاتك الصادقة.',
        'نقدّر رأيك ومشاركتك تجربتك.',
        'شكراً على زيارتك وتقييمك.',
        'ملاحظاتك تهمنا كثيراً.',
        'نشكرك على وقتك في كتابة رأيك.',
        'يسعدنا أنك شاركتنا انطباعك.',
        'نقدّر صراحتك في التقييم.',
        'شكراً لأنك أخبرتنا برأيك.',
      ],
      negative: [
        'نعتذر بصدق عمّا واجهته.',
        'نأسف لأن تجربتك لم تكن كما تستحق.',
        'يؤسفنا ما حدث ونأخذ ملاحظتك بجدية.',
        'نعتذر عن الإزعاج الذي سببناه لك.',
        'نأسف كثيراً لما مررت به في زيارتك.',
        'نعتذر منك، فهذا ليس المستوى الذي نريده لضيوفنا.',
        'شكراً لصراحتك، ونعتذر عمّا حدث.',
        'نتفهم استياءك ونعتذر عنه.',
      ],
    },
    second: {
      positive: [
        'نتطلع لرؤيتك مجدداً قريباً.',
        'بانتظار زيارتك القادمة.',
        'يسعدنا دائماً أن نخدمك.',
        'أهلاً بك في أي وقت.',
        'نتمنى أن نراك قريباً.',
        'سنبقى عند حسن ظنك.',
        'ننتظرك بكل سرور.',
        'زيارتك القادمة تسعدنا.',
      ],
      neutral: [
        'نسعى دائماً للتحسن، ونأمل أن تكون زيارتك القادمة أفضل.',
        'سنعمل على أن تكون تجربتك القادمة أجمل.',
        'نرحب بأي اقتراح يجعل زيارتك القادمة أفضل.',
        'نأمل أن نفوق توقعاتك في المرة القادمة.',
        'رأيك يساعدنا على التطور.',
        'نتطلع لخدمتك بشكل أفضل قريباً.',
        'سنأخذ ملاحظاتك بعين الاعتبار.',
        'يسعدنا أن نراك مرة أخرى.',
      ],
      negative: [
        'نرجو أن تتواصل معنا مباشرة لنعالج الأمر.',
        'يسعدنا أن تتواصل معنا مباشرة لنسمع منك أكثر.',
        'نتمنى أن تمنحنا فرصة أخرى، وتواصل معنا مباشرة متى شئت.',
        'تواصل معنا مباشرة لنفهم ما حدث بالتفصيل.',
        'نرحب بتواصلك المباشر معنا لنتدارك الأمر.',
        'نأمل أن تتواصل معنا مباشرة لنصلح تجربتك.',
        'راسلنا مباشرة لنتابع ملاحظتك.',
        'يهمنا أن نسمع منك مباشرة.',
      ],
    },
    third: {
      positive: [
        'فريقنا يعمل كل يوم ليقدّم لك الأفضل.',
        'رضاك هو ما نسعى إليه دائماً.',
        'سننقل كلماتك لفريق العمل.',
        'تقييمك يشجعنا على الاستمرار.',
        'نحرص على أن تبقى كل زيارة مميزة.',
        'يسعدنا أن نكون اختيارك.',
        'كلماتك دافع لنا للمزيد.',
        'نفخر بضيوف مثلك.',
      ],
      neutral: [
        'نراجع ملاحظات ضيوفنا باستمرار.',
        'كل رأي يساعدنا على تقديم الأفضل.',
        'فريقنا يحرص على راحة كل ضيف.',
        'نعمل على تحسين تجربتنا يوماً بعد يوم.',
        'يهمنا أن تكون كل زيارة كما تتمنى.',
        'سنشارك ملاحظتك مع فريق العمل.',
        'رضاك غايتنا.',
        'نسعد بكل اقتراح يصلنا.',
      ],
      negative: [
        'سنراجع ما حدث مع فريقنا.',
        'ملاحظتك وصلت إلى الإدارة.',
        'نحرص على ألا يتكرر ذلك.',
        'رضاك يهمنا قبل كل شيء.',
        'سنعمل على معالجة ما ذكرته.',
        'نأخذ كل ملاحظة على محمل الجد.',
        'فريقنا سيتابع ما ذكرته.',
        'تجربتك تهمنا كثيراً.',
      ],
    },
    callBack: ['سنتواصل معك على {phone}.', 'سنتصل بك على {phone}.'],
    signOff: ['{business}', 'مع خالص التحية، {business}', 'فريق {business}'],
    label: '(مسودة من محاكي الذكاء الاصطناعي المحلي في سمعة)',
  },
  en: {
    greetingWithName: [
      'Hi {name},',
      'Hello {name},',
      'Dear {name},',
      'Thank you, {name}!',
      'Hi there {name},',
      'Good day {name},',
      'Hello {name}, and thanks!',
      'Many thanks, {name}.',
    ],
    greeting: [
      'Hello,',
      'Hi there,',
      'Dear guest,',
      'Thank you!',
      'Good day,',
      'Hello, and thanks!',
      'Many thanks.',
      'Dear customer,',
    ],
    first: {
      positive: [
        'Thank you for your kind words and lovely rating.',
        'We are so glad you enjoyed your visit.',
        'It is great to hear that you had a good time with us.',
        'Your words made our whole team smile.',
        'We really appreciate you taking the time to share this.',
        'Reviews like yours mean a lot to us.',
        'We are delighted the visit lived up to your hopes.',
        'Thank you for trusting us and for your rating.',
      ],
      neutral: [
        'Thank you for your honest feedback.',
        'We appreciate you sharing your experience.',
        'Thanks for visiting and for your rating.',
        'Your comments matter to us.',
        'Thank you for taking the time to write.',
        'We are glad you told us how it went.',
        'We value your candid review.',
        'Thanks for letting us know what you think.',
      ],
      negative: [
        'We are truly sorry about your experience.',
        'We apologise that your visit fell short of what you deserve.',
        'We are sorry this happened and take your feedback seriously.',
        'Please accept our apologies for the trouble.',
        'We are very sorry for what you went through.',
        'This is not the standard we want for our guests, and we apologise.',
        'Thank you for your honesty, and we are sorry.',
        'We understand your frustration and apologise.',
      ],
    },
    second: {
      positive: [
        'We look forward to seeing you again soon.',
        'See you on your next visit!',
        'It is always a pleasure to serve you.',
        'You are welcome back any time.',
        'We hope to see you again soon.',
        'We will keep up the good work for you.',
        'We cannot wait to welcome you back.',
        'Your next visit will be just as good.',
      ],
      neutral: [
        'We are always improving and hope your next visit is even better.',
        'We will work to make your next experience better.',
        'Any suggestion that would improve your next visit is welcome.',
        'We hope to exceed your expectations next time.',
        'Your feedback helps us grow.',
        'We look forward to serving you better soon.',
        'We will take your comments on board.',
        'We would be glad to see you again.',
      ],
      negative: [
        'Please contact us directly so we can put this right.',
        'We would like to hear more: please get in touch with us directly.',
        'We hope you will give us another chance; contact us directly any time.',
        'Please reach out to us directly so we can understand what happened.',
        'Do get in touch with us directly so we can make amends.',
        'We hope you will contact us directly so we can fix this.',
        'Please message us directly so we can follow up.',
        'We would value hearing from you directly.',
      ],
    },
    third: {
      positive: [
        'Our team works every day to give you the best.',
        'Your satisfaction is what we aim for.',
        'We will pass your words on to the team.',
        'Your rating encourages us to keep going.',
        'We make a point of keeping every visit special.',
        'We are happy to be your choice.',
        'Your words push us to do even more.',
        'We are proud to have guests like you.',
      ],
      neutral: [
        'We review our guests’ comments all the time.',
        'Every opinion helps us do better.',
        'Our team cares about every guest’s comfort.',
        'We keep improving day by day.',
        'We want every visit to be what you hoped for.',
        'We will share your comments with the team.',
        'Your satisfaction is our goal.',
        'Every suggestion we receive is welcome.',
      ],
      negative: [
        'We will look into what happened with our team.',
        'Your comments have reached our management.',
        'We will make sure this does not happen again.',
        'Your satisfaction matters to us above all.',
        'We will work on what you described.',
        'We take every comment seriously.',
        'Our team will follow up on what you told us.',
        'Your experience matters a great deal to us.',
      ],
    },
    callBack: ['We will call you at {phone}.', 'We will reach out to you at {phone}.'],
    signOff: ['{business}', 'Best regards, {business}', 'The {business} team'],
    label: '(Drafted by Sumaa’s local AI stand-in)',
  },
};

const PHONE_PLACEHOLDER = /\[PHONE_\d+\]/;

/** The review's text: what the user message quotes between """ fences, else the whole user message. */
export function reviewTextOf(messages: readonly PromptMessage[]): string {
  const user = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  const quoted = /"""\s*([\s\S]*?)\s*"""/.exec(user);
  return (quoted ? quoted[1] : user).trim();
}

/** Arabic when the text has more Arabic letters than Latin ones; null when it has letters of neither. */
export function languageOfText(text: string): ReplyLanguage | null {
  const arabic = text.match(/[\u0621-\u064A\u0671-\u06D3]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  if (arabic === 0 && latin === 0) return null;
  return arabic > latin ? 'ar' : 'en';
}

function toneOf(prompt: string): Tone {
  const stars = /\((\d) of 5 stars?\)|(\d)\s*(?:★|stars?)/i.exec(prompt);
  const count = Number(stars?.[1] ?? stars?.[2] ?? 3);
  return count >= 4 ? 'positive' : count <= 2 ? 'negative' : 'neutral';
}

/** The instructions' language when the review has none of its own (a rating without text). */
function instructedLanguage(system: string): ReplyLanguage | null {
  const asked = /write the reply in ([^.\n]+)/i.exec(system)?.[1] ?? '';
  if (/arabic/i.test(asked)) return 'ar';
  if (/english/i.test(asked)) return 'en';
  return null;
}

/** A quoted value after an instruction: `first name, "Sara"`, `business's name, "Qahwa House"`. */
function quotedAfter(system: string, pattern: RegExp): string | null {
  const match = new RegExp(`${pattern.source}[^"\\n]*"([^"\\n]+)"`, 'i').exec(system);
  return match ? match[1].trim() : null;
}

export interface WriteOptions {
  /** Adds a last line saying the reply comes from the stand-in (on by default). */
  label?: boolean;
}

export function writeReply(messages: readonly PromptMessage[], options: WriteOptions = {}): WrittenReply {
  const system = messages
    .filter((message) => message.role === 'system' || message.role === 'developer')
    .map((message) => message.content)
    .join('\n');
  const everything = messages.map((message) => `${message.role}:${message.content}`).join('\n');
  const review = reviewTextOf(messages);
  // A quoted review answers in its own language; without one (a rating alone), the instructions say which.
  const quoted = /"""/.test(messages.filter((message) => message.role === 'user').at(-1)?.content ?? '');
  const language =
    (quoted ? languageOfText(review) : null) ?? instructedLanguage(system) ?? languageOfText(review) ?? 'en';
  const tone = toneOf(messages.map((message) => message.content).join('\n'));
  const phrases = PHRASES[language];

  // The name the instructions say to address ([NAME] once Sumaa has masked it); none: greeted without a name.
  const name = quotedAfter(system, /first name/);
  const business = quotedAfter(system, /sign the reply with the business'?s name/);

  const digest = createHash('sha256').update(everything).digest();
  const pick = <T>(choices: readonly T[], byte: number): T => choices[digest[byte] % choices.length];

  const greeting = name
    ? pick(phrases.greetingWithName, 0).replace('{name}', name)
    : pick(phrases.greeting, 0);
  const sentences = [
    greeting,
    pick(phrases.first[tone], 1),
    pick(phrases.third[tone], 2),
    pick(phrases.second[tone], 3),
  ];
  const phone = PHONE_PLACEHOLDER.exec(review)?.[0];
  if (tone === 'negative' && phone) sentences.push(pick(phrases.callBack, 4).replace('{phone}', phone));
  const lines = [sentences.join(' ')];
  if (business) lines.push(pick(phrases.signOff, 5).replace('{business}', business));
  if (options.label ?? true) lines.push(phrases.label);
  return { content: lines.join('\n'), language, tone };
}

/** The stand-in's count of tokens: about four characters each, as OpenAI's rule of thumb for English. */
export function approximateTokens(text: string): number {
  return Math.ceil([...text].length / 4);
}
