import { renderHook } from '@testing-library/react';
import { initI18n, setLanguage } from '../i18n';
import { useValidationMessage } from '../useValidationMessage';

beforeAll(async () => {
  await initI18n();
});

describe('useValidationMessage', () => {
  it('translates a contract code into Arabic', async () => {
    await setLanguage('ar');
    const { result } = renderHook(() => useValidationMessage());
    expect(result.current('phoneInvalid')).toBe('يجب أن يتكون رقم الجوال من 10 أرقام ويبدأ بـ 05');
  });

  it('translates the same code into English', async () => {
    await setLanguage('en');
    const { result } = renderHook(() => useValidationMessage());
    expect(result.current('emailRequired')).toBe('Email is required');
  });

  it('fills {{min}} with the default password minimum unless told otherwise', async () => {
    await setLanguage('en');
    const { result } = renderHook(() => useValidationMessage());
    expect(result.current('passwordTooShort')).toBe('Password must be at least 8 characters');
    expect(result.current('passwordTooShort', { min: 10 })).toBe('Password must be at least 10 characters');
  });

  it('returns a server message (already text) unchanged, and nothing for no error', async () => {
    await setLanguage('ar');
    const { result } = renderHook(() => useValidationMessage());
    expect(result.current('البريد الإلكتروني مسجل مسبقاً.')).toBe('البريد الإلكتروني مسجل مسبقاً.');
    expect(result.current('Error: something.else')).toBe('Error: something.else');
    expect(result.current(undefined)).toBeUndefined();
  });
});
