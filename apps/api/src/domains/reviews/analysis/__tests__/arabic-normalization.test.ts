import { normalizeArabic } from '..';

describe('normalizeArabic', () => {
  it('folds the alef forms, ta marbuta and alef maqsura', () => {
    expect(normalizeArabic('أحمد إبراهيم آمنة ٱلرحمن')).toBe('احمد ابراهيم امنه الرحمن');
    expect(normalizeArabic('القهوة')).toBe('القهوه');
    expect(normalizeArabic('مستشفى على')).toBe('مستشفي علي');
  });

  it('removes diacritics and tatweel', () => {
    expect(normalizeArabic('مُمْتَازٌ جِدًّا')).toBe('ممتاز جدا');
    expect(normalizeArabic('رهـــيب')).toBe('رهيب');
  });

  it('turns Arabic-Indic digits into Latin digits', () => {
    expect(normalizeArabic('٠١٢٣٤٥٦٧٨٩ و ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 و 0123456789');
  });

  it('folds presentation forms and Persian keyboard letters', () => {
    expect(normalizeArabic('\uFEFB')).toBe('لا');
    expect(normalizeArabic('کویس')).toBe('كويس');
  });

  it('leaves Latin text and punctuation alone', () => {
    expect(normalizeArabic('Great coffee! 5/5')).toBe('Great coffee! 5/5');
    expect(normalizeArabic('حلو، مرة؟')).toBe('حلو، مره؟');
  });
});
