import { messages } from '../../common/messages';
import { contactListQuerySchema, contactMessageInputSchema } from '../contact-form';
import { launchReminderInputSchema } from '../../platform/launch';
import { plansQuerySchema } from '../../billing/plans';

function fieldCodes(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('contactMessageInputSchema', () => {
  it('requires name, e-mail and message with their own message codes', () => {
    expect(fieldCodes(contactMessageInputSchema.safeParse({}))).toEqual({
      name: 'contactNameRequired',
      email: 'emailRequired',
      message: 'contactMessageRequired',
    });
    expect(
      fieldCodes(contactMessageInputSchema.safeParse({ name: '  ', email: 'a@b.sa', message: '\n' })),
    ).toEqual({
      name: 'contactNameRequired',
      message: 'contactMessageRequired',
    });
  });

  it('trims the texts, lower-cases the e-mail and turns a missing company or subject into an empty string', () => {
    expect(
      contactMessageInputSchema.parse({
        name: ' سارة ',
        email: ' Sara@Example.SA ',
        message: ' مرحباً 👋 ',
        company: null,
      }),
    ).toEqual({ name: 'سارة', email: 'sara@example.sa', company: '', subject: '', message: 'مرحباً 👋' });
  });

  it('refuses texts over their limits as too long', () => {
    const base = { name: 'A', email: 'a@b.sa', message: 'Hi' };
    for (const [field, max] of [
      ['name', 120],
      ['company', 160],
      ['subject', 200],
      ['message', 5000],
    ] as const) {
      expect(contactMessageInputSchema.safeParse({ ...base, [field]: 'x'.repeat(max) }).success).toBe(true);
      expect(
        fieldCodes(contactMessageInputSchema.safeParse({ ...base, [field]: 'x'.repeat(max + 1) })),
      ).toEqual({
        [field]: 'fieldTooLong',
      });
    }
  });

  it('uses only codes that exist in both languages of the catalogue', () => {
    for (const code of [
      'contactNameRequired',
      'contactMessageRequired',
      'launchReminderSaved',
      'launchReminderExists',
    ]) {
      expect(messages.en).toHaveProperty(code);
      expect(messages.ar).toHaveProperty(code);
      expect((messages.ar as Record<string, string>)[code]).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('contactListQuerySchema', () => {
  it('defaults to the first ten of every status, newest first', () => {
    expect(contactListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 10,
      status: 'all',
      sortBy: 'createdAt',
      sortDir: 'desc',
    });
  });

  it('reads numbers from the URL and refuses values out of range', () => {
    expect(contactListQuerySchema.parse({ page: '3', pageSize: '100' })).toMatchObject({
      page: 3,
      pageSize: 100,
    });
    expect(
      fieldCodes(
        contactListQuerySchema.safeParse({ page: '0', pageSize: '101', sortBy: 'id', status: 'spam' }),
      ),
    ).toEqual({
      page: 'invalidValue',
      pageSize: 'invalidValue',
      sortBy: 'invalidValue',
      status: 'invalidValue',
    });
  });
});

describe('plansQuerySchema', () => {
  it('accepts ar, en and their locale tags', () => {
    expect(plansQuerySchema.parse({ lang: 'ar-SA' })).toEqual({ lang: 'ar' });
    expect(plansQuerySchema.parse({ lang: 'EN-us' })).toEqual({ lang: 'en' });
    expect(plansQuerySchema.parse({})).toEqual({});
    expect(plansQuerySchema.safeParse({ lang: 'fr' }).success).toBe(false);
  });
});

describe('launchReminderInputSchema', () => {
  it('uses the e-mail rule of the other forms', () => {
    expect(launchReminderInputSchema.parse({ email: ' Me@Example.SA ' })).toEqual({ email: 'me@example.sa' });
    expect(fieldCodes(launchReminderInputSchema.safeParse({ email: 'me@example' }))).toEqual({
      email: 'emailInvalid',
    });
  });
});
