// The frame shared by every e-mail: right-to-left for Arabic, the product name, a footer. Inline styles
// only, because mail clients drop <style> blocks.
import type { Language } from '@sumaa/contracts';
import { escapeHtml } from './escape-html';

export const PRODUCT_NAME = 'Sumaa / سمعة';

/**
 * Mail clients need literal inline colours. These mirror the brand tokens of libs/ui's theme, which the API may
 * not import (module boundaries); change both together.
 */
const EMAIL_COLOURS = {
  brand: '#0f766e',
  onBrand: '#ffffff',
  page: '#f8fafc',
  card: '#ffffff',
  text: '#0f172a',
  muted: '#64748b',
  codeBackground: '#f1f5f9',
} as const;

const FOOTER: Record<Language, string> = {
  ar: 'سمعة: إدارة التقييمات والسمعة لنشاطك التجاري. وصلتك هذه الرسالة لأن أحداً استخدم بريدك الإلكتروني في سمعة.',
  en: 'Sumaa: review and reputation management for your business. You received this e-mail because your address was used on Sumaa.',
};

/** A titled part of a longer e-mail (a report): figures as label and value rows, or a list of lines. */
export interface EmailSection {
  heading: string;
  /** Shown as a two-column table; `change` (e.g. "▲ 25%") follows the value, dimmed. */
  rows?: Array<{ label: string; value: string; change?: string }>;
  lines?: string[];
  /** Said instead of the rows and lines when there are none. */
  empty?: string;
}

/** Why the e-mail came, and the signed link that stops that kind (alerts and reports). */
export interface EmailUnsubscribe {
  explanation: string;
  label: string;
  url: string;
}

export interface EmailBody {
  language: Language;
  title: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  sections?: EmailSection[];
  /** A highlighted value such as a verification code. */
  highlight?: string;
  action?: { label: string; url: string };
  closing: string[];
  unsubscribe?: EmailUnsubscribe;
}

const PARAGRAPH_STYLE = 'margin:0 0 16px;line-height:1.7;';

function sectionHtml(section: EmailSection, valueAlign: 'left' | 'right'): string {
  const cell = `padding:6px 0;border-bottom:1px solid ${EMAIL_COLOURS.codeBackground};`;
  const rows = (section.rows ?? [])
    .map(
      (row) =>
        `<tr><td style="${cell}">${escapeHtml(row.label)}</td><td style="${cell}text-align:${valueAlign};white-space:nowrap;"><strong dir="ltr">${escapeHtml(row.value)}</strong>${
          row.change
            ? ` <span style="color:${EMAIL_COLOURS.muted};font-size:13px;">${escapeHtml(row.change)}</span>`
            : ''
        }</td></tr>`,
    )
    .join('\n');
  const table = rows
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px;">\n${rows}\n</table>`
    : '';
  const lines = (section.lines ?? [])
    .map((line) => `<p style="margin:0 0 10px;line-height:1.7;">${escapeHtml(line)}</p>`)
    .join('\n');
  const empty =
    !rows && !lines && section.empty
      ? `<p style="${PARAGRAPH_STYLE}color:${EMAIL_COLOURS.muted};">${escapeHtml(section.empty)}</p>`
      : '';
  return `<h2 style="margin:24px 0 12px;font-size:17px;">${escapeHtml(section.heading)}</h2>\n${table}${lines}${empty}`;
}

export function renderEmailHtml(body: EmailBody): string {
  const dir = body.language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const paragraphs = body.paragraphs
    .map((text) => `<p style="${PARAGRAPH_STYLE}">${escapeHtml(text)}</p>`)
    .join('\n');
  const sections = (body.sections ?? [])
    .map((section) => sectionHtml(section, dir === 'rtl' ? 'left' : 'right'))
    .join('\n');
  const highlight = body.highlight
    ? `<p style="margin:24px 0;text-align:center;"><span dir="ltr" style="display:inline-block;font-size:32px;font-weight:700;letter-spacing:8px;padding:12px 24px;background:${EMAIL_COLOURS.codeBackground};border-radius:8px;">${escapeHtml(body.highlight)}</span></p>`
    : '';
  const action = body.action
    ? `<p style="margin:24px 0;text-align:center;"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:${EMAIL_COLOURS.brand};color:${EMAIL_COLOURS.onBrand};text-decoration:none;font-weight:600;padding:12px 28px;border-radius:8px;">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${EMAIL_COLOURS.muted};word-break:break-all;" dir="ltr">${escapeHtml(body.action.url)}</p>`
    : '';
  const closing = body.closing
    .map((text) => `<p style="margin:0 0 8px;line-height:1.7;">${escapeHtml(text)}</p>`)
    .join('\n');
  const unsubscribe = body.unsubscribe
    ? `\n<p style="max-width:560px;margin:8px auto 0;font-size:12px;color:${EMAIL_COLOURS.muted};">${escapeHtml(body.unsubscribe.explanation)} <a href="${escapeHtml(body.unsubscribe.url)}" style="color:${EMAIL_COLOURS.muted};text-decoration:underline;">${escapeHtml(body.unsubscribe.label)}</a></p>`
    : '';

  return `<!doctype html>
<html lang="${body.language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.title)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:${EMAIL_COLOURS.page};font-family:Tahoma,Arial,sans-serif;color:${EMAIL_COLOURS.text};text-align:${align};">
<div style="max-width:560px;margin:0 auto;background:${EMAIL_COLOURS.card};border-radius:12px;padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${EMAIL_COLOURS.brand};">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(body.title)}</h1>
${paragraphs}
${sections}
${highlight}
${action}
${closing}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:${EMAIL_COLOURS.muted};">${escapeHtml(FOOTER[body.language])}</p>${unsubscribe}
</body>
</html>`;
}

export function renderEmailText(body: EmailBody): string {
  return [
    PRODUCT_NAME,
    '',
    body.title,
    '',
    ...body.paragraphs.flatMap((text) => [text, '']),
    ...(body.sections ?? []).flatMap(sectionText),
    ...(body.highlight ? [body.highlight, ''] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...body.closing,
    '',
    '--',
    FOOTER[body.language],
    ...(body.unsubscribe
      ? [`${body.unsubscribe.explanation} ${body.unsubscribe.label}: ${body.unsubscribe.url}`]
      : []),
  ].join('\n');
}

function sectionText(section: EmailSection): string[] {
  const rows = (section.rows ?? []).map(
    (row) => `${row.label}: ${row.value}${row.change ? ` (${row.change})` : ''}`,
  );
  const lines = section.lines ?? [];
  const empty = rows.length === 0 && lines.length === 0 && section.empty ? [section.empty] : [];
  return [section.heading, ...rows, ...lines, ...empty, ''];
}
