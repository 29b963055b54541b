// The pure parts of review requests: the quiet hours on a business's clock, the rules' decision for one contact,
// the CSV reading and the import's header names.
import { foldHeader, mapHeaders, parseVisitDate } from '../contact-import';
import { CsvReadError, decodeCsvFile, parseCsv } from '../csv-reading';
import { firstNameOf, renderTemplate } from '../message-templates';
import { quietHoursEndAfter } from '../quiet-hours';
import { decideRequest, type ContactForRules } from '../send-rules';

const DEFAULT_QUIET = { start: '22:00', end: '09:00' };
const RIYADH = 'Asia/Riyadh';

describe('the quiet hours', () => {
  it('hold from 22:00 to 09:00 on the business’s clock and end at 09:00', () => {
    // 23:30 in Riyadh (UTC+3) is 20:30 UTC; 09:00 the next day is 06:00 UTC.
    expect(quietHoursEndAfter(new Date('2026-03-01T20:30:00Z'), RIYADH, DEFAULT_QUIET)).toEqual(
      new Date('2026-03-02T06:00:00Z'),
    );
    expect(quietHoursEndAfter(new Date('2026-03-02T02:15:00Z'), RIYADH, DEFAULT_QUIET)).toEqual(
      new Date('2026-03-02T06:00:00Z'),
    );
    expect(quietHoursEndAfter(new Date('2026-03-01T19:00:00Z'), RIYADH, DEFAULT_QUIET)).toEqual(
      new Date('2026-03-02T06:00:00Z'),
    );
    expect(quietHoursEndAfter(new Date('2026-03-01T18:59:59Z'), RIYADH, DEFAULT_QUIET)).toBeNull();
    expect(quietHoursEndAfter(new Date('2026-03-02T06:00:00Z'), RIYADH, DEFAULT_QUIET)).toBeNull();
  });

  it('read the clock of the business’s own time zone', () => {
    // 21:30 in Dubai (UTC+4) is 20:30 in Riyadh: quiet in Dubai only.
    const instant = new Date('2026-03-01T17:30:00Z');
    expect(quietHoursEndAfter(instant, 'Asia/Dubai', { start: '21:00', end: '08:00' })).toEqual(
      new Date('2026-03-02T04:00:00Z'),
    );
    expect(quietHoursEndAfter(instant, RIYADH, { start: '21:00', end: '08:00' })).toBeNull();
  });

  it('may sit inside one day, and are none when they start as they end', () => {
    const quiet = { start: '13:00', end: '16:00' };
    expect(quietHoursEndAfter(new Date('2026-03-01T11:00:00Z'), RIYADH, quiet)).toEqual(
      new Date('2026-03-01T13:00:00Z'),
    );
    expect(quietHoursEndAfter(new Date('2026-03-01T14:00:00Z'), RIYADH, quiet)).toBeNull();
    expect(
      quietHoursEndAfter(new Date('2026-03-01T20:30:00Z'), RIYADH, { start: '00:00', end: '00:00' }),
    ).toBeNull();
  });
});

describe('deciding one contact', () => {
  const now = new Date('2026-03-01T09:00:00Z');
  const contact = (overrides: Partial<ContactForRules> = {}): ContactForRules => ({
    phone: '+966501234567',
    email: 'guest@example.com',
    optedOutAt: null,
    lastRequestedAt: null,
    ...overrides,
  });
  const context = { now, cooldownDays: 30, quietHoursEnd: null, quotaLeft: null };

  it('sends now when nothing stands in the way', () => {
    expect(decideRequest(contact(), 'whatsapp', context)).toEqual({
      outcome: 'sent',
      reason: null,
      scheduledFor: now,
    });
  });

  it('puts an opt-out before every other reason, and the quiet hours last', () => {
    const everything = contact({ optedOutAt: now, phone: null, lastRequestedAt: now });
    expect(decideRequest(everything, 'sms', { ...context, quotaLeft: 0 })).toMatchObject({
      reason: 'optedOut',
    });
    const end = new Date('2026-03-02T06:00:00Z');
    expect(decideRequest(contact(), 'sms', { ...context, quietHoursEnd: end })).toEqual({
      outcome: 'queued',
      reason: 'quietHours',
      scheduledFor: end,
    });
    expect(decideRequest(contact(), 'sms', { ...context, quietHoursEnd: end, quotaLeft: 0 })).toMatchObject({
      reason: 'quota',
    });
  });

  it('counts the cooldown in days from the last request', () => {
    const asked = (daysAgo: number) =>
      contact({ lastRequestedAt: new Date(now.getTime() - daysAgo * 86_400_000) });
    expect(decideRequest(asked(29.9), 'email', context)).toMatchObject({ reason: 'cooldown' });
    expect(decideRequest(asked(30), 'email', context)).toMatchObject({ outcome: 'sent' });
    expect(decideRequest(asked(8), 'email', { ...context, cooldownDays: 7 })).toMatchObject({
      outcome: 'sent',
    });
  });

  it('needs the channel’s address, and a number that takes messages', () => {
    expect(decideRequest(contact({ email: null }), 'email', context)).toMatchObject({ reason: 'noEmail' });
    expect(decideRequest(contact({ phone: null }), 'whatsapp', context)).toMatchObject({ reason: 'noPhone' });
    expect(decideRequest(contact({ phone: '+966112345678' }), 'sms', context)).toMatchObject({
      reason: 'invalidPhone',
    });
    expect(decideRequest(contact({ phone: '+971501234567' }), 'sms', context)).toMatchObject({
      outcome: 'sent',
    });
  });
});

describe('reading a CSV file', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, and CRLF or LF lines', () => {
    const records = parseCsv('name,note\r\n"Smith, John","said ""hi""\nthen left"\r\nسارة,\n');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Smith, John', 'said "hi"\nthen left'] },
      { line: 4, fields: ['سارة', ''] },
    ]);
  });

  it('finds a semicolon or tab separator from the header line', () => {
    expect(parseCsv('name;phone\nAli;0500000000')[1].fields).toEqual(['Ali', '0500000000']);
    expect(parseCsv('name\tphone\nAli\t0500000000')[1].fields).toEqual(['Ali', '0500000000']);
  });

  it('takes UTF-8 with or without a byte-order mark, and refuses other encodings', () => {
    const text = 'الاسم\nنورة';
    expect(decodeCsvFile(Buffer.from(text))).toBe(text);
    expect(decodeCsvFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
    expect(() => decodeCsvFile(Buffer.from(text, 'utf16le'))).toThrow(CsvReadError);
    expect(() => decodeCsvFile(Buffer.from([0xc7, 0xe1, 0xc7, 0xd3, 0xe3]))).toThrow(CsvReadError);
    expect(() => parseCsv('name\n"never closed')).toThrow(CsvReadError);
  });

  it('knows the Arabic and English headers, however they are spelled', () => {
    expect(
      mapHeaders(['الإسم', 'رقم الجوال', 'البريد الإلكتروني', 'اللغة', 'الفرع', 'تاريخ الزيارة']),
    ).toEqual({
      name: 0,
      phone: 1,
      email: 2,
      language: 3,
      location: 4,
      visitedAt: 5,
    });
    expect(
      mapHeaders(['Full Name', 'Mobile Number', 'E-mail', 'Lang', 'Branch', 'Visit date', 'Notes']),
    ).toEqual({
      name: 0,
      phone: 1,
      email: 2,
      language: 3,
      location: 4,
      visitedAt: 5,
    });
    expect(foldHeader(' الـجـوال ')).toBe('الجوال');
  });

  it('reads visit dates as people write them, in the business’s offset, and refuses impossible ones', () => {
    expect(parseVisitDate('2026-03-01', '+03:00')).toEqual(new Date('2026-03-01T09:00:00Z'));
    expect(parseVisitDate('2026-03-01 18:30', '+03:00')).toEqual(new Date('2026-03-01T15:30:00Z'));
    expect(parseVisitDate('1/3/2026', '+03:00')).toEqual(new Date('2026-03-01T09:00:00Z'));
    expect(parseVisitDate('٢٠٢٦-٠٣-٠١', '+03:00')).toEqual(new Date('2026-03-01T09:00:00Z'));
    expect(parseVisitDate('2026-03-01T10:00:00Z', '+03:00')).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(parseVisitDate('2026-02-31', '+03:00')).toBeNull();
    expect(parseVisitDate('yesterday', '+03:00')).toBeNull();
  });
});

describe('the message', () => {
  it('fills the first name, the business and the link', () => {
    expect(
      renderTemplate('هلا {firstName}، شكراً لزيارتك {business}: {link} {unknown}', {
        firstName: firstNameOf('  محمد   العتيبي '),
        business: 'بيت القهوة',
        link: 'https://app.example/r/abc',
      }),
    ).toBe('هلا محمد، شكراً لزيارتك بيت القهوة: https://app.example/r/abc {unknown}');
  });
});
