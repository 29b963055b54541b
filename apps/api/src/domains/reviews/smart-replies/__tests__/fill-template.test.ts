// Filling a template for a review: the names put in as written, and the place of a missing reviewer name
// closed up so every default template, and the usual ways a business writes one, still read naturally.
import { DEFAULT_REPLY_TEMPLATES } from '../default-templates';
import { fillTemplate, reviewerFirstName } from '../fill-template';

const without = (template: string) =>
  fillTemplate(template, { reviewerFirstName: null, businessName: 'Dallah' });

describe('fillTemplate', () => {
  it('puts in the first name and the business’s name, however often they appear and whatever they hold', () => {
    expect(
      fillTemplate('Hi {reviewerName}! {businessName} thanks {reviewerName}.', {
        reviewerFirstName: 'Sara',
        businessName: 'Café $& {reviewerName}',
      }),
    ).toBe('Hi Sara! Café $& {reviewerName} thanks Sara.');
  });

  it.each([
    ['Hi {reviewerName}, thanks for coming', 'Hi, thanks for coming'],
    ['Thank you, {reviewerName}, for coming', 'Thank you for coming'],
    ['Thank you, {reviewerName}!', 'Thank you!'],
    ['Thank you {reviewerName} for coming', 'Thank you for coming'],
    ['{reviewerName}, thank you', 'Thank you'],
    ['Dear {reviewerName}, we apologise', 'We apologise'],
    ['Thanks!\n{reviewerName}, see you soon', 'Thanks!\nSee you soon'],
    ['أهلاً {reviewerName}، شكراً لزيارتك', 'أهلاً، شكراً لزيارتك'],
    ['نأسف يا {reviewerName} لما واجهته', 'نأسف لما واجهته'],
    ['شكراً جزيلاً، {reviewerName}، على زيارتك', 'شكراً جزيلاً على زيارتك'],
    ['{reviewerName}، نشكرك', 'نشكرك'],
    ['Your friend {reviewerName}', 'Your friend'],
  ])('closes up the name’s place: %j', (template, expected) => {
    expect(without(template)).toBe(expected);
  });

  it('keeps a word that only ends like a salutation', () => {
    expect(without('We endear {reviewerName} to us')).toBe('We endear to us');
  });

  it('leaves every default template readable without a name: no placeholder, stray comma or double space', () => {
    for (const template of DEFAULT_REPLY_TEMPLATES) {
      const text = without(template.content);
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toMatch(/ {2}|^[ ,،]| [,،.!]|[,،] ?[,،]|\bDear\b|يا ?[،,.]|(^|\s)يا\s+(ل|على)/m);
      expect(text).toMatch(/^[A-Z\u0600-\u06FF]/);
      expect(text).toContain('Dallah');
    }
  });
});

describe('reviewerFirstName', () => {
  it('is the first word of the name Google gives, none for an anonymous or nameless reviewer', () => {
    expect(reviewerFirstName('أحمد العتيبي', false)).toBe('أحمد');
    expect(reviewerFirstName('  John   Smith ', false)).toBe('John');
    expect(reviewerFirstName('Sara', true)).toBeNull();
    expect(reviewerFirstName(null, false)).toBeNull();
    expect(reviewerFirstName('   ', false)).toBeNull();
  });
});
