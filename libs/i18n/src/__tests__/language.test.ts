import { acceptLanguageOf, detectInitialLanguage, directionOf } from '../language';

function preferLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('first-visit language (decisions #10)', () => {
  it('uses the language stored in localStorage.lang over the browser preference', () => {
    localStorage.setItem('lang', 'en');
    preferLanguages(['ar-SA', 'ar']);
    expect(detectInitialLanguage()).toBe('en');
  });

  it('gives Arabic to a browser that prefers Arabic', () => {
    preferLanguages(['ar-SA', 'en-US']);
    expect(detectInitialLanguage()).toBe('ar');
  });

  it('gives English to a browser whose preferred language is not Arabic, even if Arabic is listed later', () => {
    preferLanguages(['fr-FR', 'ar']);
    expect(detectInitialLanguage()).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    localStorage.setItem('lang', 'de');
    preferLanguages(['ar']);
    expect(detectInitialLanguage()).toBe('ar');
  });
});

describe('what a language implies', () => {
  it('lays Arabic out right to left and English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('sends ar-SA for Arabic and en-US for English as Accept-Language', () => {
    expect(acceptLanguageOf('ar')).toBe('ar-SA');
    expect(acceptLanguageOf('en')).toBe('en-US');
  });
});
