// The contacts' CSV import (issue 23) as a plan: which column means what (Arabic or English headers), and for
// each row whether it would be imported, is a duplicate (of a contact already there, or of an earlier row) or
// has errors, with the reasons. The route runs the plan in one transaction, or only shows it (?preview=true).
import {
  contactEmailField,
  contactNameField,
  contactPhoneField,
  type Language,
  type MessageCode,
} from '@sumaa/contracts';
import type { z } from 'zod';

export const IMPORT_COLUMNS = ['name', 'phone', 'email', 'language', 'location', 'visitedAt'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Headers folded: lower case, Arabic letter forms unified, no tatweel, diacritics, marks or punctuation. */
export function foldHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[_\-.:*()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADER_NAMES: Record<ImportColumn, string[]> = {
  name: [
    'name',
    'full name',
    'fullname',
    'customer',
    'customer name',
    'contact',
    'contact name',
    'الاسم',
    'اسم',
    'اسم العميل',
    'الاسم الكامل',
    'العميل',
  ],
  phone: [
    'phone',
    'phone number',
    'mobile',
    'mobile number',
    'cell',
    'whatsapp',
    'telephone',
    'tel',
    'الجوال',
    'جوال',
    'رقم الجوال',
    'الهاتف',
    'هاتف',
    'رقم الهاتف',
    'الموبايل',
    'رقم الموبايل',
    'واتساب',
    'الواتساب',
    'رقم الواتساب',
  ],
  email: [
    'email',
    'e mail',
    'email address',
    'e mail address',
    'mail',
    'البريد الالكتروني',
    'البريد',
    'الايميل',
    'ايميل',
    'البريد الالكترونى',
  ],
  language: ['language', 'lang', 'اللغه', 'لغه'],
  location: [
    'location',
    'branch',
    'store',
    'location name',
    'branch name',
    'الفرع',
    'فرع',
    'الموقع',
    'اسم الفرع',
  ],
  visitedAt: [
    'visit date',
    'visited at',
    'visited',
    'visit',
    'last visit',
    'visit time',
    'تاريخ الزياره',
    'الزياره',
    'وقت الزياره',
    'اخر زياره',
  ],
};

const COLUMN_OF_HEADER = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) => HEADER_NAMES[column].map((name) => [foldHeader(name), column] as const)),
);

/** Each known column's index in the header row; unknown headers are ignored, the first of a repeated one wins. */
export function mapHeaders(header: readonly string[]): Partial<Record<ImportColumn, number>> {
  const columns: Partial<Record<ImportColumn, number>> = {};
  header.forEach((title, index) => {
    const column = COLUMN_OF_HEADER.get(foldHeader(title));
    if (column && columns[column] === undefined) columns[column] = index;
  });
  return columns;
}

const LANGUAGE_WORDS: Record<string, Language> = {
  ar: 'ar',
  arabic: 'ar',
  عربي: 'ar',
  العربيه: 'ar',
  عربيه: 'ar',
  en: 'en',
  english: 'en',
  انجليزي: 'en',
  الانجليزيه: 'en',
  انجليزيه: 'en',
  انقليزي: 'en',
};

/** A visit date as people write it: 2026-03-01, 2026-03-01 18:30, an ISO instant, 01/03/2026 (day first). */
export function parseVisitDate(value: string, offset: string): Date | null {
  const text = value.trim().replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  let parts: [string, string, string, string | undefined, string | undefined, string | undefined] | null =
    null;
  if (match) parts = [match[1], match[2], match[3], match[4], match[5], match[6]];
  match = parts ? null : /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text);
  if (match)
    parts = [match[3], match[2].padStart(2, '0'), match[1].padStart(2, '0'), match[4], match[5], undefined];
  if (parts) {
    const [year, month, day, hour = '12', minute = '00', second = '00'] = parts;
    const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
    // 2026-02-31 rolls over in Date: refuse it rather than record March.
    if (Number.isNaN(date.getTime()) || Number(month) > 12 || Number(day) > 31) return null;
    const check = new Date(date.getTime() + offsetMinutes(offset) * 60_000);
    return check.getUTCDate() === Number(day) ? date : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function offsetMinutes(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

export interface ImportReason {
  field: ImportColumn | null;
  code: MessageCode;
}

export interface PlannedRow {
  line: number;
  name: string;
  outcome: 'imported' | 'duplicate' | 'error';
  reasons: ImportReason[];
  /** The contact already there that the row repeats. */
  existingContactId: string | null;
  contact: {
    name: string;
    phone: string | null;
    email: string | null;
    language: Language;
    locationId: string | null;
  } | null;
  visitedAt: Date | null;
}

export interface ImportLookups {
  /** The business's contacts by phone and by e-mail. */
  contactIdByPhone: ReadonlyMap<string, string>;
  contactIdByEmail: ReadonlyMap<string, string>;
  /** Its linked locations by folded name and by id. */
  locationIdByName: ReadonlyMap<string, string>;
  locationIds: ReadonlySet<string>;
  now: Date;
  /** The business's UTC offset, '+03:00', for dates written without one. */
  utcOffset: string;
}

function fieldCode<T>(schema: z.ZodType<T>, value: string): { value: T } | { code: MessageCode } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { value: parsed.data };
  return { code: (parsed.error.issues[0]?.message ?? 'invalidValue') as MessageCode };
}

/** What each data row would do; `rows` excludes the header and blank lines. */
export function planImport(
  columns: Partial<Record<ImportColumn, number>>,
  rows: ReadonlyArray<{ line: number; fields: string[] }>,
  lookups: ImportLookups,
): PlannedRow[] {
  const seenPhones = new Set<string>();
  const seenEmails = new Set<string>();
  const cell = (fields: string[], column: ImportColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  return rows.map(({ line, fields }) => {
    const reasons: ImportReason[] = [];
    const rawName = cell(fields, 'name');
    const name = fieldCode(contactNameField, rawName);
    if ('code' in name) reasons.push({ field: 'name', code: name.code });
    const phone = fieldCode(contactPhoneField, cell(fields, 'phone'));
    if ('code' in phone) reasons.push({ field: 'phone', code: phone.code });
    const email = fieldCode(contactEmailField, cell(fields, 'email'));
    if ('code' in email) reasons.push({ field: 'email', code: email.code });
    const phoneValue = 'value' in phone ? phone.value : null;
    const emailValue = 'value' in email ? email.value : null;
    if (!('code' in phone) && !('code' in email) && phoneValue === null && emailValue === null) {
      reasons.push({ field: 'phone', code: 'reviewRequestPhoneOrEmailRequired' });
    }
    const languageText = foldHeader(cell(fields, 'language'));
    const language = languageText === '' ? 'ar' : LANGUAGE_WORDS[languageText];
    if (!language) reasons.push({ field: 'language', code: 'reviewRequestLanguageInvalid' });
    const locationText = cell(fields, 'location');
    let locationId: string | null = null;
    if (locationText !== '') {
      const lower = locationText.toLowerCase();
      locationId = lookups.locationIds.has(lower)
        ? lower
        : (lookups.locationIdByName.get(foldHeader(locationText)) ?? null);
      if (!locationId) reasons.push({ field: 'location', code: 'reviewRequestLocationUnknown' });
    }
    const visitText = cell(fields, 'visitedAt');
    let visitedAt: Date | null = null;
    if (visitText !== '') {
      visitedAt = parseVisitDate(visitText, lookups.utcOffset);
      if (!visitedAt) reasons.push({ field: 'visitedAt', code: 'reviewRequestVisitDateInvalid' });
      else if (visitedAt.getTime() > lookups.now.getTime()) {
        reasons.push({ field: 'visitedAt', code: 'reviewRequestVisitInFuture' });
        visitedAt = null;
      }
    }
    const shownName = 'value' in name ? name.value : rawName;
    if (reasons.length > 0) {
      return {
        line,
        name: shownName,
        outcome: 'error',
        reasons,
        existingContactId: null,
        contact: null,
        visitedAt: null,
      };
    }
    const existing =
      (phoneValue && lookups.contactIdByPhone.get(phoneValue)) ||
      (emailValue && lookups.contactIdByEmail.get(emailValue)) ||
      null;
    const repeated =
      (phoneValue !== null && seenPhones.has(phoneValue)) ||
      (emailValue !== null && seenEmails.has(emailValue));
    if (phoneValue) seenPhones.add(phoneValue);
    if (emailValue) seenEmails.add(emailValue);
    const contact = {
      name: shownName,
      phone: phoneValue,
      email: emailValue,
      language: language!,
      locationId,
    };
    if (existing || repeated) {
      return {
        line,
        name: shownName,
        outcome: 'duplicate',
        reasons: [
          {
            field: null,
            code: existing ? 'reviewRequestImportDuplicate' : 'reviewRequestImportDuplicateInFile',
          },
        ],
        existingContactId: existing,
        contact,
        visitedAt,
      };
    }
    return {
      line,
      name: shownName,
      outcome: 'imported',
      reasons: [],
      existingContactId: null,
      contact,
      visitedAt,
    };
  });
}
