// The stand-in's replies: in the review's language, in the tone of its stars, to the name and from the business
// the instructions give, with [NAME] used as a model uses it, the same for the same prompt and different for
// different reviews.
import { approximateTokens, languageOfText, reviewTextOf, writeReply, type PromptMessage } from '../index';

const system = (extra: string[] = []) =>
  [
    'You write replies to Google reviews on behalf of the business "Qahwa House".',
    'Write the reply in the same language the review is written in.',
    ...extra,
    'Sign the reply with the business\'s name, "Qahwa House".',
  ].join('\n');

const prompt = (review: string | null, stars: number, extra: string[] = []): PromptMessage[] => [
  { role: 'system', content: system(extra) },
  {
    role: 'user',
    content: [
      `Review (${stars} of 5 stars):`,
      review === null ? 'The reviewer gave the rating without writing any text.' : `"""\n${review}\n"""`,
    ].join('\n'),
  },
];

describe('writeReply', () => {
  it('answers a mostly Arabic review in Arabic, signed with the business, and labelled as the stand-in', () => {
    const reply = writeReply(prompt('القهوة رائعة والخدمة ممتازة، great', 5));
    expect(reply).toMatchObject({ language: 'ar', tone: 'positive' });
    const lines = reply.content.split('\n');
    expect(lines[0]).toMatch(/[\u0600-\u06FF]/);
    expect(lines[0]).not.toMatch(/[A-Za-z]/);
    expect(lines[1]).toContain('Qahwa House');
    expect(lines[2]).toBe('(مسودة من محاكي الذكاء الاصطناعي المحلي في سمعة)');
  });

  it('answers an English review in English, apologising for a low rating', () => {
    const reply = writeReply(prompt('The coffee was cold and we waited 40 minutes', 1));
    expect(reply).toMatchObject({ language: 'en', tone: 'negative' });
    expect(reply.content).toMatch(/sorry|apologi[sz]e/i);
    expect(reply.content.split('\n').at(-1)).toBe('(Drafted by Sumaa’s local AI stand-in)');
  });

  it('answers a rating without text in the language the instructions ask for', () => {
    const arabic = writeReply([
      { role: 'system', content: 'Write the reply in Arabic (Modern Standard Arabic).' },
      {
        role: 'user',
        content: 'Review (4 of 5 stars):\nThe reviewer gave the rating without writing any text.',
      },
    ]);
    expect(arabic.language).toBe('ar');
  });

  it('addresses the reviewer as [NAME] when the prompt holds it, by the given first name otherwise', () => {
    const masked = writeReply(prompt('Great', 5, ['Address the reviewer by their first name, "[NAME]".']));
    expect(masked.content.split('\n')[0]).toContain('[NAME]');
    const named = writeReply(prompt('Great', 5, ['Address the reviewer by their first name, "Sara".']));
    expect(named.content.split('\n')[0]).toContain('Sara');
    // An instruction that mentions [NAME] in passing names nobody: the anonymous reviewer is greeted without one.
    const anonymous = writeReply(
      prompt('Great', 5, ['The reviewer is anonymous. Write [NAME] where the reviewer’s name goes.']),
    );
    expect(anonymous.content).not.toContain('[NAME]');
  });

  it('offers to call back at the [PHONE_n] of a negative review, as a model might', () => {
    const reply = writeReply(prompt('Bad service, call me on [PHONE_1]', 1));
    expect(reply.content).toContain('[PHONE_1]');
    expect(writeReply(prompt('Lovely, my number is [PHONE_1]', 5)).content).not.toContain('[PHONE_1]');
  });

  it('writes the same reply for the same prompt, and different replies for 40 different reviews', () => {
    expect(writeReply(prompt('Nice place', 5)).content).toBe(writeReply(prompt('Nice place', 5)).content);
    const replies = new Set(
      Array.from(
        { length: 40 },
        (_, index) => writeReply(prompt(`Visit number ${index}: nice place`, 5)).content,
      ),
    );
    expect(replies.size).toBe(40);
  });

  it('leaves the label out when asked', () => {
    expect(writeReply(prompt('Nice', 5), { label: false }).content).not.toContain('stand-in');
  });
});

describe('reading the prompt', () => {
  it('finds the review between the fences, else the whole user message', () => {
    expect(reviewTextOf(prompt('line one\nline two', 3))).toBe('line one\nline two');
    expect(reviewTextOf([{ role: 'user', content: 'just this' }])).toBe('just this');
  });

  it('tells Arabic from English by the letters, and says nothing for none', () => {
    expect(languageOfText('مطعم جميل nice')).toBe('ar');
    expect(languageOfText('nice مطعم')).toBe('en');
    expect(languageOfText('12345 !!')).toBeNull();
  });

  it('counts about four characters a token', () => {
    expect(approximateTokens('')).toBe(0);
    expect(approximateTokens('abcd')).toBe(1);
    expect(approximateTokens('abcde')).toBe(2);
  });
});
