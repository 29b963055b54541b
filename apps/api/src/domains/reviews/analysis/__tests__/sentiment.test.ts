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
      // lukewarm words stay lukewarm however many there are
      ['Average food, nothing special.', 'Neutral'],
      ['الخدمة عادية والأسعار عادية', 'Neutral'],
      // mixed
      ['حلو بس غالي شوي', 'Neutral'],
    ])('%s → %s', (text, expected) => {
      expect(analyzeSentiment({ text, stars: 3 })).toBe(expected);
    });
  });

  describe('words that plainly contradict the stars decide (decision #22)', () => {
    it.each([
      ['ضغطت نجمة بالغلط، المكان يجنن', 1, 'Positive'],
      ['worst service ever', 5, 'Negative'],
      ['القهوة خايسة وباردة، ما راح أرجع', 5, 'Negative'],
      ['Excellent, amazing, the best coffee in town', 1, 'Positive'],
      ['The room was dirty and the staff were rude', 4, 'Negative'],
      ['الأكل لذيذ والخدمة ممتازة جداً', 2, 'Positive'],
      // A negated verdict is a plain complaint.
      ['ما عجبني شي، لا الأكل ولا الجلسات', 5, 'Negative'],
      ['لا أنصح فيه', 5, 'Negative'],
      ['Rude staff, would not recommend', 4, 'Negative'],
      // "There is none better" is praise.
      ['ما في أحسن منهم بالديرة', 1, 'Positive'],
    ])('%s (%i★) → %s', (text, stars, expected) => {
      expect(analyzeSentiment({ text, stars })).toBe(expected);
    });
  });

  describe('mixed or weak words follow the stars', () => {
    it.each([
      // a mild complaint in a good review, mild praise in a bad one
      ['Great coffee but parking is a problem', 4, 'Positive'],
      ['الخدمة بطيئة شوي', 5, 'Positive'],
      ['Service was a little slow.', 5, 'Positive'],
      ['The coffee was fine.', 2, 'Negative'],
      ['مو زين', 5, 'Positive'],
      ['Good but not great.', 4, 'Positive'],
      // what follows "but" is the point: praise before it does not outweigh the complaint after it
      ['الأكل لذيذ بس الانتظار ذبحنا', 2, 'Negative'],
      ['Parking is a nightmare, but the food makes up for it.', 4, 'Positive'],
      ['Nice decor but the food was cold and the waiter ignored us.', 1, 'Negative'],
      // praise and complaint side by side
      ['مكان حلو بس الأسعار مبالغ فيها والخدمة بطيئة', 2, 'Negative'],
      ['The food was delicious, the service slow and the room noisy', 4, 'Positive'],
    ])('%s (%i★) → %s', (text, stars, expected) => {
      expect(analyzeSentiment({ text, stars })).toBe(expected);
    });
  });

  describe('a reviewer who says the stars are a mistake is taken at their word', () => {
    it.each([
      ['Pressed one star by mistake, loved it!', 1, 'Positive'],
      ['Oops, wrong star. Great coffee.', 1, 'Positive'],
      ['التقييم غلط، الشباب ما قصروا', 1, 'Positive'],
      ['حطيت خمس نجوم بالغلط، الأكل بارد', 5, 'Negative'],
      // the rating meant counts like stars
      ['meant 5 stars', 1, 'Positive'],
      ['قصدي خمس نجوم', 1, 'Positive'],
      ['كنت أبي أعطيهم خمس نجوم بس ضغطت وحدة بالغلط', 1, 'Positive'],
      // words that say nothing: the stars are disowned, nothing replaces them
      ['ضغطت نجمة بالغلط', 1, 'Neutral'],
    ])('%s (%i★) → %s', (text, stars, expected) => {
      expect(analyzeSentiment({ text, stars })).toBe(expected);
    });

    it('does not take a wrong order for a wrong rating', () => {
      expect(analyzeSentiment({ text: 'جابوا الطلب بالغلط والموظف ما اعتذر', stars: 1 })).toBe('Negative');
      expect(analyzeSentiment({ text: 'الطلب غلط، نجمة وحدة كثير عليهم', stars: 1 })).toBe('Negative');
      expect(analyzeSentiment({ text: 'They got my order wrong, one star.', stars: 1 })).toBe('Negative');
    });
  });

  it('decides from the words alone without stars', () => {
    expect(analyzeSentiment({ text: 'ممتاز 👌' })).toBe('Positive');
    expect(analyzeSentiment({ text: 'سيء' })).toBe('Negative');
    expect(analyzeSentiment({ text: 'فيه جلسات داخلية وخارجية' })).toBe('Neutral');
  });
});

describe('the text score', () => {
  it('knows Gulf dialect praise and complaint', () => {
    for (const praise of [
      'زين',
      'رهيب',
      'يجنن',
      'مرة حلو',
      'الله يعطيهم العافية',
      'كويس',
      'ممتازين',
      'يهبل',
      'فلة',
      'قمة',
      'تمام',
      'ما قصروا',
      'تسلم ايدهم',
      'لا يفوتكم',
    ]) {
      expect(scoreText(praise)).toBeGreaterThan(0);
    }
    for (const complaint of [
      'خايس',
      'زفت',
      'مقرف',
      'ماصخ',
      'تعبان',
      'الأسعار مبالغ فيها',
      'للأسف',
      'شين',
      'يفشل',
      'نصابين',
      'قليل أدب',
      'مب زين',
    ]) {
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

  it('weakens a negated strong word, but not a negated verdict', () => {
    expect(scoreText('not excellent')).toBe(-1);
    expect(scoreText('excellent')).toBe(2);
    expect(scoreText('مو زين')).toBe(-1);
    expect(scoreText('لا أنصح')).toBe(-1.5);
    expect(scoreText('ما عجبني')).toBe(-1.5);
    expect(scoreText('ماعجبني')).toBe(-1.5);
    expect(scoreText('not recommended')).toBe(-1.5);
    expect(scoreText('not bad')).toBe(1);
  });

  it('reads "none better" as the superlative', () => {
    expect(scoreText('ما في أحسن منهم')).toBe(2);
    expect(scoreText('never had better coffee')).toBe(2);
    expect(scoreText('ما كان أحسن شي')).toBeLessThan(0);
    expect(scoreText('could be better')).toBeLessThan(0);
  });

  it('does not carry a negation or an intensifier over punctuation', () => {
    expect(scoreText('No wait, no fuss, great service.')).toBe(2);
    expect(scoreText('No wait no fuss great service')).toBeLessThan(0);
  });

  it('lets أبداً and "at all" strengthen the negation of their clause', () => {
    expect(scoreText('ما عجبني الأكل أبداً')).toBeLessThan(scoreText('ما عجبني الأكل'));
    expect(scoreText('The staff were not helpful at all')).toBeLessThan(
      scoreText('The staff were not helpful'),
    );
  });

  it('softens a feeling next to شوي, قليلاً, "a bit"', () => {
    expect(scoreText('بطيء شوي')).toBe(-0.5);
    expect(scoreText('a bit pricey')).toBe(-0.5);
    expect(scoreText('the little kids loved it')).toBe(scoreText('the kids loved it'));
  });

  it('counts the words before "but" half', () => {
    expect(scoreText('الأكل لذيذ بس الخدمة بطيئة')).toBe(0);
    expect(scoreText('good food but slow service')).toBe(-0.5);
  });

  it('caps faint words at 0.5 a side', () => {
    expect(scoreText('عادي')).toBe(-0.5);
    expect(scoreText('عادي عادي عادي')).toBe(-0.5);
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
