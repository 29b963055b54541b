import { helpArticleTexts } from '../i18n';
import { normaliseSearchText, searchTerms } from '../lib/normaliseSearchText';
import { searchHelpArticles } from '../lib/searchHelpArticles';

const ids = (query: string) => searchHelpArticles(query, helpArticleTexts).map((article) => article.id);

describe('normaliseSearchText', () => {
  it('folds the alef forms أ إ آ into ا', () => {
    expect(normaliseSearchText('أإآا')).toBe('اااا');
    expect(normaliseSearchText('إلغاء')).toBe(normaliseSearchText('الغاء'));
  });

  it('reads ta marbuta as ha and alef maqsura as ya', () => {
    expect(normaliseSearchText('كلمة')).toBe('كلمه');
    expect(normaliseSearchText('مستوى')).toBe('مستوي');
  });

  it('drops diacritics and the tatweel', () => {
    expect(normaliseSearchText('عُضْوٌ')).toBe('عضو');
    expect(normaliseSearchText('مـــراجعة')).toBe('مراجعه');
  });

  it('ignores case and punctuation in English and reads Arabic-Indic digits as Latin ones', () => {
    expect(normaliseSearchText('  Google’s  PASSWORD? ')).toBe('google s password');
    expect(normaliseSearchText('٦ أرقام')).toBe('6 ارقام');
  });

  it('reads Google written in Arabic letters, alone or joined to a preposition, as Google', () => {
    expect(normaliseSearchText('جوجل')).toBe('google');
    expect(normaliseSearchText('قوقل')).toBe('google');
    expect(normaliseSearchText('ربط بجوجل')).toBe('ربط google');
    expect(normaliseSearchText('جوجلي')).toBe('جوجلي');
  });

  it('has no words to search in blank or punctuation-only input', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('؟!')).toEqual([]);
  });
});

describe('searchHelpArticles', () => {
  it('finds an Arabic article however its letters and marks are typed', () => {
    expect(ids('كلمه المرور')).toContain('reset-password');
    expect(ids('كَلِمَة المُرور')).toContain('reset-password');
    expect(ids('الغاء ربط')).toEqual(ids('إلغاء ربط'));
    expect(ids('إلغاء ربط')[0]).toBe('disconnect-google');
  });

  it('finds English articles case-insensitively, title matches first', () => {
    const results = ids('PASSWORD');
    expect(results[0]).toBe('reset-password');
    expect(results).toContain('create-account');
  });

  it('searches both languages whatever the page language, so the same words find the same article', () => {
    expect(ids('invite')).toContain('invite-team');
    expect(ids('دعوة')).toContain('invite-team');
  });

  it('finds the Google articles when Google is typed in Arabic letters', () => {
    expect(ids('جوجل')).toEqual(ids('Google'));
    expect(ids('ربط جوجل')).toContain('connect-google');
    expect(ids('إلغاء ربط قوقل')[0]).toBe('disconnect-google');
  });

  it('understands the borrowed words for e-mail and password', () => {
    expect(ids('باسورد')).toContain('reset-password');
    expect(ids('ايميل التحقق')).toContain('no-verification-email');
  });

  it('needs every word of the query to match', () => {
    expect(ids('password verification wizard Hijri')).toEqual([]);
  });

  it('matches a word typed with the definite article against the bare word', () => {
    expect(ids('الفريق')).toEqual(expect.arrayContaining(['invite-team', 'roles-permissions']));
  });

  it('finds nothing for words no article contains, and nothing for an empty query', () => {
    expect(ids('xylophone')).toEqual([]);
    expect(ids('')).toEqual([]);
  });
});
