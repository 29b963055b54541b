// Both languages of a plan from what the admin wrote (decisions #19): the form edits both side by side; a
// language left empty (name, description or features) is filled from the other one, machine-translated when
// a translator is configured, else (or when it fails) with the original text, as the spec's failure path
// says. Runs before the transaction: no HTTP call while a database transaction is open.
import {
  LANGUAGES,
  type Language,
  type PlanText,
  type PlanTranslations,
  type PlanWrite,
} from '@sumaa/contracts';
import type { PlanTranslator } from './translation/plan-translator';

const PERIOD_WORDS: Record<Language, { month: string; year: string }> = {
  en: { month: 'month', year: 'year' },
  ar: { month: 'شهر', year: 'سنة' },
};

const otherLanguage = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');

/** The written texts: `Translations`, with the top-level Name, Description and Features as the form's language. */
function writtenTexts(body: PlanWrite, formLanguage: Language): PlanTranslations {
  const texts: PlanTranslations = {
    en: { ...body.Translations.en, features: [...body.Translations.en.features] },
    ar: { ...body.Translations.ar, features: [...body.Translations.ar.features] },
  };
  const own = texts[formLanguage];
  if (!own.name) own.name = body.Name;
  if (!own.description) own.description = body.Description;
  if (own.features.length === 0 && body.Features) own.features = body.Features.filter(Boolean);
  return texts;
}

async function translated(
  translator: PlanTranslator | null,
  text: string,
  source: Language,
  target: Language,
): Promise<string> {
  if (!translator || !text) return text;
  return (await translator.translate(text, source, target)) ?? text;
}

async function filledFrom(
  target: PlanText,
  source: PlanText,
  languages: { source: Language; target: Language },
  translator: PlanTranslator | null,
): Promise<PlanText> {
  const translate = (text: string) => translated(translator, text, languages.source, languages.target);
  const [name, description, features] = await Promise.all([
    target.name ? target.name : translate(source.name),
    target.description ? target.description : translate(source.description),
    target.features.length > 0 ? target.features : Promise.all(source.features.map(translate)),
  ]);
  return { ...target, name, description, features };
}

export async function completePlanTranslations(
  body: PlanWrite,
  formLanguage: Language,
  translator: PlanTranslator | null,
): Promise<PlanTranslations> {
  const written = writtenTexts(body, formLanguage);
  const complete = { ...written };
  for (const target of LANGUAGES) {
    const source = otherLanguage(target);
    complete[target] = await filledFrom(written[target], written[source], { source, target }, translator);
    if (!complete[target].name) complete[target].name = body.Name;
    if (!complete[target].period) {
      complete[target].period = PERIOD_WORDS[target][body.DurationInMonths === 12 ? 'year' : 'month'];
    }
  }
  return complete;
}
