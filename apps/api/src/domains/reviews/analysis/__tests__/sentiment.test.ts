import { analyzeSentiment } from '..';
import { scoreText } from '../sentiment';

describe('analyzeSentiment', () => {
  describe('rating-only reviews follow their stars', () => {
    it.each([
      [5, 'Positive'],
      [4, 'Positive'],
      [3, 'Neutral'],
      [2, 'Negative'],
      [1, 'Negative'],
    ])('%i stars → %s', (stars, expected) => {
      expect(analyzeSentiment({ text: null, stars })).toBe(expected);
      expect(analyzeSentiment({ text: '', stars })).toBe(expected);
      // Text without feeling words changes nothing.
      expect(analyzeSentiment({ text: 'زرتهم بعد صلاة العصر', stars })).toBe(expected);
    });
  });

  describe('a three-star review goes the way of its words', () => {
    it.each([
      ['القهوة رهيبة والخدمة زينة', 'Positive'],
      ['المكان خايس والموظف ما كان متعاون', 'Negative'],
      ['The food was delicious and the staff friendly', 'Positive'],
      ['Slow service and dirty tables', 'Negative'],
      ['الأكل عادي، لا سيء ولا ممتاز.', 'Neutral'],
      ['لا بأس', 'Neutral'],
    ])('%s → %s', (text, expected) => {
      expect(analyzeSentiment({ text, stars: 3 })).toBe(expected);
    });
  });

  it('ends Neutral when the words flatly contradict the stars', () => {
    expect(analyzeSentiment({ text: 'القهوة خايسة وباردة، ما راح أرجع', stars: 5 })).toBe('Neutral');
    expect(analyzeSentiment({ text: 'Excellent, amazing, the best coffee in town', stars: 1 })).toBe(
      'Neutral',
    );
  });

  it('lets strong words tip a four- or two-star review', () => {
    expect(analyzeSentiment({ text: 'The room was dirty and the staff were rude', stars: 4 })).toBe(
      'Negative',
    );
    expect(analyzeSentiment({ text: 'الأكل لذيذ والخدمة ممتازة جداً', stars: 2 })).toBe('Positive');
    // A mild complaint in a good review stays positive.
    expect(analyzeSentiment({ text: 'Great coffee but parking is a problem', stars: 4 })).toBe('Positive');
  });

  it('decides from the words alone without stars', () => {
    expect(analyzeSentiment({ text: 'ممتاز 👌' })).toBe('Positive');
    expect(analyzeSentiment({ text: 'سيء' })).toBe('Negative');
    expect(analyzeSentiment({ text: 'فيه جلسات داخلية وخارجية' })).toBe('Neutral');
  });
});

describe('the text score', () => {
  it('knows Gulf dialect praise and complaint', () => {
    for (const praise of ['زين', 'رهيب', 'يجنن', 'مرة حلو', 'الله يعطيهم العافية', 'كويس', 'ممتازين']) {
      expect(scoreText(praise)).toBeGreaterThan(0);
    }
    for (const complaint of ['خايس', 'زفت', 'مقرف', 'ماصخ', 'تعبان', 'الأسعار مبالغ فيها', 'للأسف']) {
      expect(scoreText(complaint)).toBeLessThan(0);
    }
  });

  it('turns a feeling around after a negation, Arabic and English', () => {
    expect(scoreText('ما عجبني')).toBeLessThan(0);
    expect(scoreText('ماعجبني الأكل')).toBeLessThan(0);
    expect(scoreText('مو نظيف')).toBeLessThan(0);
    expect(scoreText('ليس جيداً')).toBeLessThan(0);
    expect(scoreText('غير نظيفة')).toBeLessThan(0);
    expect(scoreText('لا أنصح فيه')).toBeLessThan(0);
    expect(scoreText('ما يستاهل')).toBeLessThan(0);
    expect(scoreText('ما راح أرجع لهم')).toBeLessThan(0);
    expect(scoreText('not good')).toBeLessThan(0);
    expect(scoreText("didn't enjoy it")).toBeLessThan(0);
    expect(scoreText('I would not recommend it')).toBeLessThan(0);
    expect(scoreText('not bad at all')).toBeGreaterThan(0);
    expect(scoreText('مو سيء')).toBeGreaterThan(0);
  });

  it('reads "ما أحلى" as praise, not as a negation', () => {
    expect(scoreText('ما أحلى المكان!')).toBeGreaterThan(0);
  });

  it('weakens a negated strong word', () => {
    expect(scoreText('not excellent')).toBe(-1);
    expect(scoreText('excellent')).toBe(2);
  });

  it('strengthens a feeling next to an intensifier', () => {
    expect(scoreText('ممتاز جداً')).toBeGreaterThan(scoreText('ممتاز'));
    expect(scoreText('حلو مرة')).toBeGreaterThan(scoreText('حلو'));
    expect(scoreText('very good')).toBeGreaterThan(scoreText('good'));
  });

  it('matches any spelling and word form', () => {
    const base = scoreText('نظيف');
    for (const form of ['نظيفة', 'نظيفه', 'النظيف', 'والنظيفة', 'نَظِيف', 'نظيفين'])
      expect(scoreText(form)).toBe(base);
    expect(scoreText('رهيييييب')).toBe(scoreText('رهيب'));
    expect(scoreText('goooood')).toBe(scoreText('good'));
  });

  it('counts emoji', () => {
    expect(scoreText('👍')).toBeGreaterThan(0);
    expect(scoreText('👎')).toBeLessThan(0);
  });
});
