import { passwordResetEmail } from '../../domains/auth/emails/password-reset-email';
import { verificationEmail } from '../../domains/auth/emails/verification-email';

const base = { to: 'sara@example.test', publicAppUrl: 'https://app.sumaa.sa', validMinutes: 15 };

describe('verification e-mail', () => {
  it('is written in Arabic, right to left, with the code and the one-click link', () => {
    const mail = verificationEmail({ ...base, name: 'سارة', code: '042917', language: 'ar' });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('042917');
    expect(mail.actionUrl).toBe('https://app.sumaa.sa/verify-email?email=sara%40example.test&otp=042917');
    expect(mail.html).toContain('https://app.sumaa.sa/verify-email?email=sara%40example.test&amp;otp=042917');
    expect(mail.text).toContain('ينتهي هذا الرمز بعد 15 دقيقة');
    expect(mail.text).toContain('Sumaa / سمعة');
  });

  it('is written in English, left to right, for English readers', () => {
    const mail = verificationEmail({ ...base, name: 'Sara', code: '042917', language: 'en' });
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.subject).toBe('Your Sumaa verification code: 042917');
    expect(mail.text).toContain('The code expires in 15 minutes');
  });

  it('escapes what users typed, so a name cannot inject markup', () => {
    const mail = verificationEmail({
      ...base,
      name: '<img src=x onerror=alert(1)>',
      code: '000001',
      language: 'en',
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('password-reset e-mail', () => {
  it('links to /reset-password with the token, in the reader’s language', () => {
    const arabic = passwordResetEmail({
      ...base,
      name: 'سارة',
      token: 'abc_DEF-123',
      language: 'ar',
      validMinutes: 60,
    });
    expect(arabic.actionUrl).toBe('https://app.sumaa.sa/reset-password?token=abc_DEF-123');
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.subject).toBe('إعادة تعيين كلمة المرور في سمعة');

    const english = passwordResetEmail({
      ...base,
      name: 'Sara',
      token: 'abc_DEF-123',
      language: 'en',
      validMinutes: 60,
    });
    expect(english.subject).toBe('Reset your Sumaa password');
    expect(english.text).toContain('expires in 60 minutes');
  });
});
