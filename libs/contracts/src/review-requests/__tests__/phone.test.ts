import { createReviewContactBodySchema } from '../models';
import { normalizePhoneNumber } from '../phone';

describe('normalizePhoneNumber', () => {
  it.each([
    ['0512345678', '+966512345678'],
    ['512345678', '+966512345678'],
    ['966512345678', '+966512345678'],
    ['00966512345678', '+966512345678'],
    ['+966 51 234 5678', '+966512345678'],
    ['+966 0512345678', '+966512345678'],
    ['(051) 234-5678', '+966512345678'],
    ['٠٥١٢٣٤٥٦٧٨', '+966512345678'],
    ['۰۵۱۲۳۴۵۶۷۸', '+966512345678'],
    ['\u200E+966 ٥١ ٢٣٤ ٥٦٧٨\u200F', '+966512345678'],
  ])('turns the Saudi mobile %p into %p', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it.each([
    ['+971501234567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+966112345678', '+966112345678'],
  ])('keeps the E.164 number %p as %p', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '05123',
    '051234567890',
    'abc',
    '+0123456789',
    '+1234567',
    '+1234567890123456',
    '05x2345678',
  ])('refuses %p', (input) => {
    expect(normalizePhoneNumber(input)).toBeNull();
  });
});

describe('createReviewContactBodySchema', () => {
  it('keeps the phone normalised and the e-mail in lower case', () => {
    const parsed = createReviewContactBodySchema.parse({
      name: ' نورة ',
      phone: '٠٥٠٠٠٠٠٠٠١',
      email: 'Noura@Example.COM',
      language: 'ar',
    });
    expect(parsed).toEqual({
      name: 'نورة',
      phone: '+966500000001',
      email: 'noura@example.com',
      language: 'ar',
      locationId: null,
    });
  });

  it('needs a phone or an e-mail, and names the phone that is not one', () => {
    const neither = createReviewContactBodySchema.safeParse({ name: 'Sara', language: 'en', phone: '' });
    expect(neither.error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: 'reviewRequestPhoneOrEmailRequired' }),
    ]);
    const bad = createReviewContactBodySchema.safeParse({ name: 'Sara', language: 'en', phone: '12' });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: 'reviewRequestPhoneInvalid' }),
    ]);
  });
});
