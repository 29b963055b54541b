// Personal data out of AI calls: phones (Saudi and international, Latin and Arabic-Indic digits, with spaces,
// dashes or dots), e-mails, national ID and Iqama numbers and the reviewer's name become placeholders; prices,
// dates, times and order numbers stay; the draft gets the first name back and never a phone, e-mail or ID.
import { classifyNumber, createPersonalDataMask, type Reviewer } from '../personal-data-masking';

const AHMED: Reviewer = { fullName: 'أحمد العتيبي', firstName: 'أحمد' };
const JOHN: Reviewer = { fullName: 'John Smith', firstName: 'John' };
const ANONYMOUS: Reviewer = { fullName: null, firstName: null };

const masked = (text: string, reviewer: Reviewer = ANONYMOUS) => createPersonalDataMask(reviewer).mask(text);

describe('phone numbers', () => {
  it.each([
    ['0501234567'],
    ['050 123 4567'],
    ['050-123-4567'],
    ['05 0123 4567'],
    ['0555 555 555'],
    ['050.123.4567'],
    ['(050) 123-4567'],
    ['501234567'],
    ['966501234567'],
    ['+966501234567'],
    ['+966 50 123 4567'],
    ['+966-50-123-4567'],
    ['00966501234567'],
    ['00966 50 123 4567'],
    ['011 234 5678'],
    ['0112345678'],
    ['+966 11 234 5678'],
  ])('masks the Saudi number %s inside an English sentence', (phone) => {
    expect(masked(`Call me on ${phone} please.`)).toBe('Call me on [PHONE_1] please.');
  });

  it.each([['٠٥٠١٢٣٤٥٦٧'], ['٠٥٠ ١٢٣ ٤٥٦٧'], ['٠٥٠-١٢٣-٤٥٦٧'], ['+٩٦٦٥٠١٢٣٤٥٦٧'], ['۰۵۰۱۲۳۴۵۶۷']])(
    'masks %s written in Arabic-Indic digits inside an Arabic sentence',
    (phone) => {
      expect(masked(`تواصلوا معي على ${phone} لو سمحتم`)).toBe('تواصلوا معي على [PHONE_1] لو سمحتم');
    },
  );

  it.each([
    ['+1 (415) 555-2671'],
    ['+44 20 7946 0958'],
    ['+971 50 123 4567'],
    ['0044 20 7946 0958'],
    ['+201001234567'],
  ])('masks the international number %s', (phone) => {
    expect(masked(`My number is ${phone}.`)).toBe('My number is [PHONE_1].');
  });

  it('masks a number glued to an Arabic word, and two numbers in one run', () => {
    expect(masked('جوالي0501234567')).toBe('جوالي[PHONE_1]');
    expect(masked('رقمي 0501234567 0559876543')).toBe('رقمي [PHONE_1] [PHONE_2]');
    expect(masked('I paid 150 0501234567')).toBe('I paid 150 [PHONE_1]');
  });

  it('gives one number written two ways the same placeholder, and different numbers their own', () => {
    const mask = createPersonalDataMask(ANONYMOUS);
    expect(mask.mask('0501234567 or +966 50 123 4567 or ٠٥٠١٢٣٤٥٦٧')).toBe(
      '[PHONE_1] or [PHONE_1] or [PHONE_1]',
    );
    expect(mask.mask('and 0559876543')).toBe('and [PHONE_2]');
    expect(mask.counts()).toMatchObject({ phones: 2 });
  });

  it('masks the number inside a WhatsApp link', () => {
    expect(masked('https://wa.me/966501234567')).toBe('https://wa.me/[PHONE_1]');
  });
});

describe('e-mail addresses and ID numbers', () => {
  it('masks e-mails, in Latin and in sentences of both languages', () => {
    expect(masked('Write to ahmed.otaibi+cafe@gmail.com or info@qahwa.com.sa.')).toBe(
      'Write to [EMAIL_1] or [EMAIL_2].',
    );
    expect(masked('بريدي Ahmed.Otaibi@Gmail.com ويمكنكم مراسلتي ahmed.otaibi@gmail.com')).toBe(
      'بريدي [EMAIL_1] ويمكنكم مراسلتي [EMAIL_1]',
    );
  });

  it('does not take the digits of an e-mail for a phone', () => {
    expect(masked('sara0501234567@mail.com')).toBe('[EMAIL_1]');
  });

  it.each([['1012345678'], ['2123456789'], ['١٠١٢٣٤٥٦٧٨']])(
    'masks the national ID or Iqama number %s',
    (id) => {
      expect(masked(`رقم الهوية ${id} للتحقق`)).toBe('رقم الهوية [ID_1] للتحقق');
      expect(masked(`My Iqama is ${id}.`)).toBe('My Iqama is [ID_1].');
    },
  );

  it('keeps ten digits that start otherwise, or that are part of a code', () => {
    expect(masked('Ticket 3012345678')).toBe('Ticket 3012345678');
    expect(masked('order ORD1012345678')).toBe('order ORD1012345678');
    expect(masked('12345678901')).toBe('12345678901');
  });
});

describe('what is not personal data', () => {
  it.each([
    ['a price', 'The coffee was 18 SAR, the cake 1,250.50 SAR', 'القهوة بـ ١٨ ريال والكيكة ٢٥٠ ريالاً'],
    ['a date', 'We came on 2024-03-10 and 05-12-2024 10:30', 'زرناكم يوم ١٠/٠٣/٢٠٢٤ الساعة ١٠:٣٠'],
    ['a period', 'Open 2020-2024, 9:00-23:00', 'من ٢٠٢٠ إلى ٢٠٢٤'],
    [
      'an order number',
      'Order #12345678 and ref 123456 and 987654321012',
      'رقم الطلب ١٢٣٤٥٦ والفاتورة ٩٨٧٦٥٤٣٢',
    ],
    ['a unified business number', 'Their line 920012345 and 800 123 4567', 'الرقم الموحد ٩٢٠٠١٢٣٤٥'],
    ['a rating', '5 stars, 4.5 out of 5, 100%', '٥ نجوم من ٥'],
  ])('keeps %s as it is', (_case, english, arabic) => {
    expect(masked(english)).toBe(english);
    expect(masked(arabic)).toBe(arabic);
  });

  it('sorts numbers by their shape', () => {
    expect(classifyNumber(['05', '12', '2024', '10'], false)).toBeNull();
    expect(classifyNumber(['050', '123', '4567'], false)).toBe('PHONE');
    expect(classifyNumber(['1', '415', '555', '2671'], true)).toBe('PHONE');
    expect(classifyNumber(['1', '415', '555', '2671'], false)).toBeNull();
    expect(classifyNumber(['123456789'], false)).toBeNull();
    expect(classifyNumber(['1012345678'], false)).toBe('ID');
  });
});

describe('the reviewer’s name', () => {
  it('masks the full name and the first name alone, in any spelling of its letters', () => {
    const mask = createPersonalDataMask(AHMED);
    expect(mask.mask('أنا أحمد العتيبي، زبون دائم')).toBe('أنا [NAME]، زبون دائم');
    expect(mask.mask('اسمي احمد ويعرفني الموظفون')).toBe('اسمي [NAME] ويعرفني الموظفون');
    expect(mask.mask('قال لي: يا أَحْمَد تفضل')).toBe('قال لي: يا [NAME] تفضل');
    expect(mask.mask('اسألوا عن أحمـــد العتيبي')).toBe('اسألوا عن [NAME]');
  });

  it('keeps the letters that join the name to the word before it', () => {
    expect(masked('شكراً لأحمد وأحمد', AHMED)).toBe('شكراً ل[NAME] و[NAME]');
  });

  it('masks a name whose own first letter is a joining letter', () => {
    expect(masked('فهد كان هنا مع فهد الدوسري ولفهد', { fullName: 'فهد الدوسري', firstName: 'فهد' })).toBe(
      '[NAME] كان هنا مع [NAME] ول[NAME]',
    );
  });

  it('masks an English name whatever its case, as a whole word only', () => {
    expect(masked('JOHN SMITH here. john’s friend came, Johnny did not.', JOHN)).toBe(
      '[NAME] here. [NAME]’s friend came, Johnny did not.',
    );
  });

  it('masks nothing for an anonymous reviewer, or a name of one letter', () => {
    expect(masked('أحمد was here', ANONYMOUS)).toBe('أحمد was here');
    expect(masked('A is for apple', { fullName: 'A', firstName: 'A' })).toBe('A is for apple');
  });

  it('masks a name holding characters of regular expressions as written', () => {
    expect(masked('Thanks from J.R. (Jr) today', { fullName: 'J.R. (Jr)', firstName: 'J.R.' })).toBe(
      'Thanks from [NAME] today',
    );
  });
});

describe('the draft that comes back', () => {
  it('gets the reviewer’s first name back in place of [NAME]', () => {
    const mask = createPersonalDataMask(AHMED);
    mask.mask('أحمد العتيبي: 0501234567');
    expect(mask.restore('أهلاً [NAME]، نشكرك على زيارتك.')).toBe('أهلاً أحمد، نشكرك على زيارتك.');
  });

  it('never puts back a phone, e-mail or ID: a neutral phrase in the draft’s language stands instead', () => {
    const mask = createPersonalDataMask(JOHN);
    mask.mask('John Smith, 0501234567, john@mail.com, 1012345678');
    expect(
      mask.restore('Thank you [NAME], we will call you at [PHONE_1] or write to [EMAIL_1] ([ID_1]).'),
    ).toBe('Thank you John, we will call you at your number or write to your e-mail (your ID number).');
    expect(mask.restore('شكراً [NAME]، سنتصل بك على [PHONE_1] أو نراسلك على [EMAIL_1]')).toBe(
      'شكراً John، سنتصل بك على رقمك أو نراسلك على بريدك',
    );
  });

  it('makes a placeholder the model invented a neutral phrase too', () => {
    expect(createPersonalDataMask(JOHN).restore('Reach us at [PHONE_7].')).toBe('Reach us at your number.');
  });

  it('closes up the name’s place for an anonymous reviewer', () => {
    const mask = createPersonalDataMask(ANONYMOUS);
    expect(mask.restore('Hi [NAME], thanks for visiting.')).toBe('Hi, thanks for visiting.');
    expect(mask.restore('شكراً يا [NAME] على زيارتك')).toBe('شكراً على زيارتك');
  });

  it('leaves no placeholder behind', () => {
    const mask = createPersonalDataMask(AHMED);
    const prompt = mask.mask('أحمد العتيبي كتب: جوالي ٠٥٥٥١٢٣٤٥٦ وبريدي a@b.co وهويتي 1098765432');
    expect(prompt).toBe('[NAME] كتب: جوالي [PHONE_1] وبريدي [EMAIL_1] وهويتي [ID_1]');
    expect(mask.restore(prompt)).not.toMatch(/\[(NAME|PHONE_\d+|EMAIL_\d+|ID_\d+)\]/);
  });
});
