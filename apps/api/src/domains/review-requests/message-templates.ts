// The words of a review request (issue 23): per channel and language, with the placeholders {firstName},
// {business} and {link}. A business may write its own (review_request_settings.templates); without one the
// product's default speaks: warm, short and Gulf-friendly in Arabic. The message only asks for a review on
// Google and links to it, the same for everyone: never a rating question first (no gating).
import type { Language, ReviewRequestChannel } from '@sumaa/contracts';

export type RequestTemplates = Partial<Record<ReviewRequestChannel, Partial<Record<Language, string>>>>;

export const DEFAULT_TEMPLATES: Record<ReviewRequestChannel, Record<Language, string>> = {
  whatsapp: {
    ar: 'هلا {firstName} 👋 شكراً لزيارتك {business}! رأيك يهمنا كثير، ودنا لو تكتب لنا تقييم على قوقل: {link}',
    en: 'Hi {firstName} 👋 Thank you for visiting {business}! Your opinion means a lot to us. Would you leave us a Google review? {link}',
  },
  sms: {
    ar: 'هلا {firstName}، شكراً لزيارتك {business}! ودنا نسمع رأيك بتقييم على قوقل: {link}',
    en: 'Hi {firstName}, thank you for visiting {business}! We would love your Google review: {link}',
  },
  email: {
    ar: 'هلا {firstName}،\n\nشكراً لزيارتك {business}! رأيك يهمنا ويساعد غيرك يعرفنا. ودنا لو تاخذ دقيقة وتكتب لنا تقييم على قوقل.',
    en: 'Hi {firstName},\n\nThank you for visiting {business}! Your opinion matters to us and helps others find us. Would you take a minute to leave us a Google review?',
  },
};

export const EMAIL_SUBJECTS: Record<Language, string> = {
  ar: 'رأيك يهمنا في {business}',
  en: 'How was your visit to {business}?',
};

export const EMAIL_BUTTON: Record<Language, string> = {
  ar: 'اكتب تقييمك على قوقل',
  en: 'Write your Google review',
};

export interface TemplateValues {
  firstName: string;
  business: string;
  link: string;
}

/** The first word of a name, as a greeting uses it ("محمد" of "محمد العتيبي"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The template with its placeholders filled; an unknown {word} is left as written. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(
    /\{(firstName|business|link)\}/g,
    (_match, key: keyof TemplateValues) => values[key],
  );
}

export function templateFor(
  templates: RequestTemplates,
  channel: ReviewRequestChannel,
  language: Language,
): string {
  const own = templates[channel]?.[language]?.trim();
  return own ? own : DEFAULT_TEMPLATES[channel][language];
}
