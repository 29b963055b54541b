// The printable counter card of a location (A6 portrait, 105 × 148 mm): the business's logo when it has one, its
// name and the branch's, the QR code of the location's link drawn as vectors (sharp at any print size), and one
// call to action in Arabic (right to left) and one in English, with the link written out for who cannot scan.
// The typeface is the product's own, IBM Plex Sans Arabic, whose files cover Arabic and Latin (as the invoice's).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { ImageType } from '../../../lib/image-type';
import { CardTextWriter, type CardTextStyle } from './card-text';
import { qrModules } from './qr-code';

const FONT_PACKAGE = '@expo-google-fonts/ibm-plex-sans-arabic';
// Named so the bundler does not take it for its own `require` and try to bundle the font.
const resolveFromHere = createRequire(__filename).resolve;
const FONTS = {
  regular: resolveFromHere(`${FONT_PACKAGE}/400Regular/IBMPlexSansArabic_400Regular.ttf`),
  bold: resolveFromHere(`${FONT_PACKAGE}/700Bold/IBMPlexSansArabic_700Bold.ttf`),
} as const;

/** A6 in points (ISO 216: 105 × 148 mm). */
export const A6_POINTS = { width: 297.64, height: 419.53 } as const;
const MARGIN = 22;
const CONTENT_WIDTH = A6_POINTS.width - 2 * MARGIN;
const CENTER_X = A6_POINTS.width / 2;
const LOGO_BOX = { width: 140, height: 46 } as const;
const QR_SIZE = 150;

const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#0f766e';

const STYLE = {
  business: { font: 'bold', size: 15, color: INK },
  branch: { font: 'regular', size: 11, color: MUTED },
  callAr: { font: 'bold', size: 13, color: ACCENT },
  callEn: { font: 'bold', size: 11.5, color: ACCENT },
  link: { font: 'regular', size: 6.5, color: MUTED },
} as const satisfies Record<string, CardTextStyle>;

export const CARD_TEXTS = {
  ar: 'امسح الرمز وقيّم تجربتك معنا على Google',
  en: 'Scan the code to review us on Google',
} as const;

export interface CounterCard {
  businessName: string;
  locationName: string;
  /** The location's link: what the QR code holds. */
  url: string;
  logo: { bytes: Buffer; type: ImageType } | null;
}

export async function renderCounterCardPdf(card: CounterCard): Promise<Buffer> {
  const logo = card.logo ? await pdfReadyImage(card.logo) : null;
  const doc = new PDFDocument({
    size: [A6_POINTS.width, A6_POINTS.height],
    margin: MARGIN,
    lang: 'ar-SA',
    displayTitle: true,
    info: { Title: `${card.businessName} · ${card.locationName}`, Author: card.businessName },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const done = collect(doc);
  const writer = new CardTextWriter(doc);

  let y = MARGIN;
  if (logo) {
    doc.image(logo, MARGIN + (CONTENT_WIDTH - LOGO_BOX.width) / 2, y, {
      fit: [LOGO_BOX.width, LOGO_BOX.height],
      align: 'center',
      valign: 'center',
    });
    y += LOGO_BOX.height + 10;
  } else {
    y += 8;
  }
  const box = { centerX: CENTER_X, width: CONTENT_WIDTH };
  y += writer.centredParagraph(card.businessName, STYLE.business, directionOf(card.businessName), {
    ...box,
    y,
    maxLines: 2,
  });
  y += writer.centredParagraph(card.locationName, STYLE.branch, directionOf(card.locationName), {
    ...box,
    y,
    maxLines: 2,
  });

  // The QR code with its quiet zone inside a thin frame, centred in the space left above the texts below.
  const below = STYLE.callAr.size * 1.4 + STYLE.callEn.size * 1.4 + STYLE.link.size * 1.4 + 22;
  const space = A6_POINTS.height - MARGIN - below - y;
  const qrTop = y + Math.max(8, (space - QR_SIZE) / 2);
  drawQr(doc, card.url, CENTER_X - QR_SIZE / 2, qrTop, QR_SIZE);
  y = qrTop + QR_SIZE + 12;

  writer.centredLine(CARD_TEXTS.ar, STYLE.callAr, 'rtl', CENTER_X, y);
  y += STYLE.callAr.size * 1.4 + 2;
  writer.centredLine(CARD_TEXTS.en, STYLE.callEn, 'ltr', CENTER_X, y);
  y += STYLE.callEn.size * 1.4 + 6;
  writer.centredLine(card.url, STYLE.link, 'ltr', CENTER_X, y);

  doc.end();
  return done;
}

/** Right to left when the text's first strong letter is Arabic. */
function directionOf(text: string): 'rtl' | 'ltr' {
  const first = text.match(/[A-Za-z\u00c0-\u024f\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/);
  return first && /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(first[0]) ? 'rtl' : 'ltr';
}

function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const qr = qrModules(url);
  const quiet = 4;
  const cell = size / (qr.size + 2 * quiet);
  doc.save();
  doc
    .roundedRect(x - 4, y - 4, size + 8, size + 8, 6)
    .lineWidth(0.75)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.fillColor('#000000');
  for (let row = 0; row < qr.size; row++) {
    for (let column = 0; column < qr.size; column++) {
      if (qr.isDark(row, column)) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill();
  doc.restore();
}

/** pdfkit embeds PNG and JPEG; a WebP logo is turned into PNG first. */
async function pdfReadyImage(image: { bytes: Buffer; type: ImageType }): Promise<Buffer | null> {
  try {
    if (image.type === 'png' || image.type === 'jpeg') return image.bytes;
    return await sharp(image.bytes).png().toBuffer();
  } catch {
    // A logo that cannot be read leaves the card without one rather than without a card.
    return null;
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
