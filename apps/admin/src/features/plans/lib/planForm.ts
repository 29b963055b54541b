// The plan form's values and how they become the spec's write body (§3 "Plan (write)"): PascalCase keys,
// Translations as a JSON string of { en, ar }, DurationInMonths 1, MonthlyPrice = Price, YearlyPrice = 12 ×
// Price, SupportLevel null, Features and the top-level texts in the page's language.
import {
  type AdminPlan,
  PLAN_DEFAULT_COMPETITOR_SEARCHES_PER_DAY,
  PLAN_MAX_COMPETITOR_SEARCHES_PER_DAY,
  PLAN_MAX_FEATURES,
  PLAN_MIN_PRICE,
  type PlanText,
  type PlanWriteBody,
} from '@sumaa/contracts';
import type { Language } from '@sumaa/i18n';

export const PLAN_LANGUAGES = ['ar', 'en'] as const satisfies readonly Language[];
/** A plan is sold by the month; its year is twelve of them (spec §9). */
export const MONTHS_PER_YEAR = 12;

export interface PlanTextValues {
  name: string;
  period: string;
  description: string;
  /** One feature a line. */
  features: string;
}

export const LIMIT_FIELDS = ['maxUsers', 'maxReviews', 'aiReplies', 'maxCompetitors'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

export interface PlanFormValues {
  ar: PlanTextValues;
  en: PlanTextValues;
  price: string;
  popular: boolean;
  /** Empty means unlimited. */
  maxUsers: string;
  maxReviews: string;
  aiReplies: string;
  maxCompetitors: string;
  /** Billed Places searches a business may make per local day; never unlimited. */
  competitorSearches: string;
}

const emptyText = (): PlanTextValues => ({ name: '', period: '', description: '', features: '' });

const textValues = (text: PlanText | undefined): PlanTextValues =>
  text
    ? {
        name: text.name,
        period: text.period,
        description: text.description,
        features: text.features.join('\n'),
      }
    : emptyText();

const limitValue = (value: number | null) => (value === null ? '' : String(value));

/** The form as it opens: empty for a new plan, else the plan's stored values in both languages. */
export function planFormValues(plan?: AdminPlan): PlanFormValues {
  if (!plan) {
    return {
      ar: emptyText(),
      en: emptyText(),
      price: '',
      popular: false,
      maxUsers: '',
      maxReviews: '',
      aiReplies: '',
      maxCompetitors: '',
      competitorSearches: String(PLAN_DEFAULT_COMPETITOR_SEARCHES_PER_DAY),
    };
  }
  return {
    ar: textValues(plan.translations.ar),
    en: textValues(plan.translations.en),
    price: String(plan.price),
    popular: plan.popular,
    maxUsers: limitValue(plan.maxUsers),
    maxReviews: limitValue(plan.maxReviews),
    aiReplies: limitValue(plan.aiResponses),
    maxCompetitors: limitValue(plan.maxCompetitors),
    competitorSearches: String(plan.competitorSearchesPerDay),
  };
}

/** The number typed in a price or limit box, Arabic-Indic digits and the Arabic decimal mark read too. */
export function parseNumber(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٫,]/g, '.');
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Spec §5: the price must not be empty or negative, and at least PLAN_MIN_PRICE (the contract's rule). */
export function priceProblem(raw: string): 'required' | 'tooLow' | null {
  const value = parseNumber(raw);
  if (value === null) return 'required';
  if (Number.isNaN(value) || value < PLAN_MIN_PRICE) return 'tooLow';
  return null;
}

/** Empty for unlimited, else a whole number from 0. */
export function limitProblem(raw: string): boolean {
  const value = parseNumber(raw);
  return value !== null && (Number.isNaN(value) || !Number.isInteger(value) || value < 0);
}

/** The daily competitor searches: a whole number from 0 up to the contract's most; it cannot be left empty. */
export function competitorSearchesProblem(raw: string): boolean {
  const value = parseNumber(raw);
  return (
    value === null ||
    Number.isNaN(value) ||
    !Number.isInteger(value) ||
    value < 0 ||
    value > PLAN_MAX_COMPETITOR_SEARCHES_PER_DAY
  );
}

export function featureLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, PLAN_MAX_FEATURES);
}

const textOf = (values: PlanTextValues): PlanText => ({
  name: values.name.trim(),
  period: values.period.trim(),
  description: values.description.trim(),
  features: featureLines(values.features),
});

/** The language the top-level texts are taken from: the page's, else the other when the page's is empty. */
function primaryText(values: PlanFormValues, language: Language): PlanText {
  const own = textOf(values[language]);
  const other = textOf(values[language === 'ar' ? 'en' : 'ar']);
  return {
    name: own.name || other.name,
    period: own.period || other.period,
    description: own.description || other.description,
    features: own.features.length > 0 ? own.features : other.features,
  };
}

const limitOf = (raw: string): number | null => parseNumber(raw);

/** The body POST and PUT /api/PlansAdmin send, for a form that passed its checks. */
export function planWriteBody(values: PlanFormValues, language: Language): PlanWriteBody {
  const price = parseNumber(values.price) ?? 0;
  const primary = primaryText(values, language);
  return {
    Name: primary.name,
    Description: primary.description,
    Price: price,
    DurationInMonths: 1,
    Translations: JSON.stringify({ en: textOf(values.en), ar: textOf(values.ar) }),
    Popular: values.popular,
    MaxUsers: limitOf(values.maxUsers),
    MaxReviews: limitOf(values.maxReviews),
    AiRepliesPerMonth: limitOf(values.aiReplies),
    MaxCompetitors: limitOf(values.maxCompetitors),
    CompetitorSearchesPerDay:
      parseNumber(values.competitorSearches) ?? PLAN_DEFAULT_COMPETITOR_SEARCHES_PER_DAY,
    Features: primary.features,
    MonthlyPrice: price,
    YearlyPrice: Math.round(price * MONTHS_PER_YEAR * 100) / 100,
    SupportLevel: null,
  };
}

/** The form field a server field name belongs to (the server spells them its way: `Name`, `Translations.ar.name`). */
export function planFieldFor(serverField: string, language: Language): string | undefined {
  const name = serverField.replace(/\[(\w+)\]/g, '.$1').toLowerCase();
  const translated = /^translations\.(ar|en)\.(name|period|description|features)(\.\d+)?$/.exec(name);
  if (translated) return `${translated[1]}.${translated[2]}`;
  switch (name) {
    case 'name':
      return `${language}.name`;
    case 'description':
      return `${language}.description`;
    case 'features':
      return `${language}.features`;
    case 'price':
    case 'monthlyprice':
    case 'yearlyprice':
      return 'price';
    case 'maxusers':
      return 'maxUsers';
    case 'maxreviews':
      return 'maxReviews';
    case 'airepliespermonth':
      return 'aiReplies';
    case 'maxcompetitors':
      return 'maxCompetitors';
    case 'competitorsearchesperday':
      return 'competitorSearches';
    default:
      return undefined;
  }
}
