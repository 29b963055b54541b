import type * as I18nModule from '../i18n';

/** A fresh copy of the module (and of i18next), as on a first page load. */
function freshI18n(): typeof I18nModule {
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('../i18n');
  });
  return loaded!;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ar-SA', 'en']);
});

afterEach(() => jest.restoreAllMocks());

describe('initI18n', () => {
  it('initialises once and returns the same instance to every caller', async () => {
    const { initI18n, i18n } = freshI18n();
    const first = initI18n();
    expect(initI18n()).toBe(first);
    await expect(first).resolves.toBe(i18n);
    expect(i18n.isInitialized).toBe(true);
  });

  it('starts an Arabic-preferring browser in Arabic, right to left', async () => {
    const { initI18n, getLanguage } = freshI18n();
    await initI18n();
    expect(getLanguage()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('knows the language it will pick before initialisation', () => {
    localStorage.setItem('lang', 'en');
    const { getLanguage } = freshI18n();
    expect(getLanguage()).toBe('en');
  });

  it('resolves whenI18nReady only once someone initialises', async () => {
    const { initI18n, whenI18nReady } = freshI18n();
    let ready = false;
    void whenI18nReady().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    await initI18n();
    await whenI18nReady();
    expect(ready).toBe(true);
  });
});

describe('setLanguage', () => {
  it('persists the choice, flips <html lang dir> and translates in the new language', async () => {
    const { initI18n, setLanguage, getLanguage, i18n } = freshI18n();
    await initI18n();
    expect(i18n.t('notAllowed.title')).toBe('غير مصرح لك');

    await setLanguage('en');

    expect(localStorage.getItem('lang')).toBe('en');
    expect(getLanguage()).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(i18n.t('notAllowed.title')).toBe('Not authorized');
  });

  it('keeps the choice across a reload', async () => {
    await freshI18n().setLanguage('en');
    const reloaded = freshI18n();
    await reloaded.initI18n();
    expect(reloaded.getLanguage()).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

describe('addAppResources', () => {
  it('waits for initialisation, so a remote may add its namespace at module load', async () => {
    const { addAppResources, i18n } = freshI18n();
    expect(i18n.isInitialized).toBeFalsy();
    await addAppResources('business', { ar: { title: 'لوحة التحكم' }, en: { title: 'Dashboard' } });
    expect(i18n.t('business:title')).toBe('لوحة التحكم');
    expect(i18n.t('business:title', { lng: 'en' })).toBe('Dashboard');
  });
});

describe('plurals and numbers', () => {
  it('picks the Arabic plural form by count: 3 and 11 read differently, with Arabic-Indic digits', async () => {
    const { initI18n, i18n } = freshI18n();
    await initI18n();
    const unread = (count: number) => i18n.t('notifications.unread', { count });
    expect(unread(0)).toBe('لا توجد إشعارات جديدة');
    expect(unread(1)).toBe('إشعار جديد واحد');
    expect(unread(2)).toBe('إشعاران جديدان');
    expect(unread(3)).toBe('٣ إشعارات جديدة');
    expect(unread(11)).toBe('١١ إشعارًا جديدًا');
    expect(unread(100)).toBe('١٠٠ إشعار جديد');
  });

  it('uses English one/other forms with Latin digits', async () => {
    const { initI18n, setLanguage, i18n } = freshI18n();
    await initI18n();
    await setLanguage('en');
    expect(i18n.t('notifications.unread', { count: 0 })).toBe('No new notifications');
    expect(i18n.t('notifications.unread', { count: 1 })).toBe('1 new notification');
    expect(i18n.t('notifications.unread', { count: 1200 })).toBe('1,200 new notifications');
  });

  it('formats {{value, number(...)}} with the pinned digits and the options given', async () => {
    const { addAppResources, i18n } = freshI18n();
    await addAppResources('probe', {
      ar: { rating: '{{value, number(minimumFractionDigits: 1)}}' },
      en: { rating: '{{value, number(minimumFractionDigits: 1)}}' },
    });
    expect(i18n.t('probe:rating', { value: 4 })).toBe('٤٫٠');
    expect(i18n.t('probe:rating', { value: 4, lng: 'en' })).toBe('4.0');
  });
});

describe('validation namespace', () => {
  it('carries the contracts catalogue with its placeholders', async () => {
    const { initI18n, i18n } = freshI18n();
    await initI18n();
    expect(i18n.t('validation:passwordTooShort', { min: 8 })).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف');
    expect(i18n.t('validation:phoneInvalid', { lng: 'en' })).toBe(
      'The phone number must consist of 10 and start with 05',
    );
  });
});
