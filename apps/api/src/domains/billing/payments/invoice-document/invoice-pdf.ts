// A Saudi simplified tax invoice as a PDF, in Arabic (right to left) or English, with the ZATCA phase 1
// QR code. pdfkit draws it; its font engine (fontkit) shapes Arabic from the font's OpenType tables, and
// pdf-text-writer.ts adds the bidi ordering and right alignment that pdfkit lacks. Pure: no database, no
// clock, the same invoice gives the same bytes.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { INVOICE_FONTS } from './invoice-fonts';
import { formatAmount, formatHalalas, toHalalas, vatOn } from './invoice-money';
import { INVOICE_TEXTS, formatInvoiceDate, formatInvoiceDateTime, type InvoiceTexts } from './invoice-texts';
import type { InvoiceDocument, InvoiceLanguage, InvoiceParty } from './invoice-types';
import {
  PdfTextWriter,
  orderArabicLigaturesForExtraction,
  type TextAlign,
  type TextStyle,
} from './pdf-text-writer';

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const QR_SIZE = 112;

// The product's palette (libs/ui theme): teal brand, grey text.
const COLOR = {
  text: '#14201E',
  muted: '#5F6E6B',
  brand: '#0B6B63',
  brandLight: '#E6F2F0',
  rule: '#D9E1DF',
  headerFill: '#EEF3F2',
  white: '#FFFFFF',
};

const STYLE = {
  title: { font: 'bold', size: 20, color: COLOR.brand },
  label: { font: 'regular', size: 8.5, color: COLOR.muted },
  body: { font: 'regular', size: 9.5, color: COLOR.text },
  strong: { font: 'bold', size: 10.5, color: COLOR.text },
  tableHead: { font: 'bold', size: 8, color: COLOR.text },
  cell: { font: 'regular', size: 8.5, color: COLOR.text },
  total: { font: 'bold', size: 11, color: COLOR.white },
} satisfies Record<string, TextStyle>;

interface Column {
  header: keyof InvoiceTexts;
  /** Share of the content width. */
  width: number;
  align: TextAlign;
}

const COLUMNS: Column[] = [
  { header: 'description', width: 0.27, align: 'start' },
  { header: 'quantity', width: 0.07, align: 'center' },
  { header: 'unitPrice', width: 0.12, align: 'end' },
  { header: 'amountExclVat', width: 0.13, align: 'end' },
  { header: 'vatRate', width: 0.1, align: 'center' },
  { header: 'vatAmount', width: 0.13, align: 'end' },
  { header: 'amountInclVat', width: 0.18, align: 'end' },
];
const CELL_PADDING = 6;

export async function renderInvoicePdf(invoice: InvoiceDocument, language: InvoiceLanguage): Promise<Buffer> {
  const texts = INVOICE_TEXTS[language];
  const qrPng = await QRCode.toBuffer(invoice.qrBase64, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
  });

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: language === 'ar' ? 'ar-SA' : 'en',
    displayTitle: true,
    info: {
      Title: `${texts.title} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: texts.title,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  doc.registerFont('regular', INVOICE_FONTS.regular);
  doc.registerFont('bold', INVOICE_FONTS.bold);
  const done = collect(doc);

  const writer = new PdfTextWriter(doc, language === 'ar' ? 'rtl' : 'ltr');
  let y = drawHeader(doc, writer, invoice, texts, language, qrPng);
  y = drawParties(doc, writer, invoice, texts, y + 18);
  y = drawLines(doc, writer, invoice, texts, y + 20);
  y = drawTotals(doc, writer, invoice, texts, y + 14);
  writer.line(texts.amountsIn, STYLE.label, { x: PAGE.margin, y: y + 18, width: CONTENT_WIDTH }, 'start');

  orderArabicLigaturesForExtraction(doc);
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Title, invoice number and dates at the start side; the QR code at the end side. Returns the bottom. */
function drawHeader(
  doc: PDFKit.PDFDocument,
  writer: PdfTextWriter,
  invoice: InvoiceDocument,
  texts: InvoiceTexts,
  language: InvoiceLanguage,
  qrPng: Buffer,
): number {
  const top = PAGE.margin;
  const block = { x: PAGE.margin, y: top, width: CONTENT_WIDTH - QR_SIZE - 16 };
  writer.line(texts.title, STYLE.title, block);
  let y = top + 34;

  const facts: Array<[string, string]> = [
    [texts.invoiceNumber, invoice.number],
    [texts.issuedAt, formatInvoiceDateTime(invoice.issuedAt, language)],
  ];
  if (invoice.periodStart && invoice.periodEnd) {
    facts.push([
      texts.period,
      texts.range(
        formatInvoiceDate(invoice.periodStart, language),
        formatInvoiceDate(invoice.periodEnd, language),
      ),
    ]);
  }
  if (invoice.paidAt) facts.push([texts.paidAt, formatInvoiceDate(invoice.paidAt, language)]);

  const labelWidth = 96;
  for (const [label, value] of facts) {
    writer.line(label, STYLE.label, {
      x: writer.mirrorX(block, 0, labelWidth),
      y: y + 1.5,
      width: labelWidth,
    });
    const valueX = writer.mirrorX(block, labelWidth, block.width - labelWidth);
    writer.line(value, STYLE.strong, { x: valueX, y, width: block.width - labelWidth });
    y += 18;
  }

  const qrX = writer.mirrorX(
    { x: PAGE.margin, y: top, width: CONTENT_WIDTH },
    CONTENT_WIDTH - QR_SIZE,
    QR_SIZE,
  );
  doc.image(qrPng, qrX, top - 6, { width: QR_SIZE, height: QR_SIZE });
  return Math.max(y, top + QR_SIZE);
}

/** Seller at the start side, customer at the end side, each on a tinted card. Returns the bottom. */
function drawParties(
  doc: PDFKit.PDFDocument,
  writer: PdfTextWriter,
  invoice: InvoiceDocument,
  texts: InvoiceTexts,
  top: number,
): number {
  const gap = 14;
  const cardWidth = (CONTENT_WIDTH - gap) / 2;
  const row = { x: PAGE.margin, y: top, width: CONTENT_WIDTH };
  const cards = [
    { title: texts.seller, party: invoice.seller as InvoiceParty, offset: 0 },
    { title: texts.buyer, party: invoice.buyer, offset: cardWidth + gap },
  ].map((card) => ({ ...card, x: writer.mirrorX(row, card.offset, cardWidth) }));

  const padding = 10;
  const innerWidth = cardWidth - 2 * padding;
  const contentLines = (party: InvoiceParty) => {
    const lines: Array<{ text: string; style: TextStyle }> = [];
    for (const text of writer.wrap(party.name, STYLE.strong, innerWidth))
      lines.push({ text, style: STYLE.strong });
    if (party.address) {
      for (const text of writer.wrap(party.address, STYLE.body, innerWidth))
        lines.push({ text, style: STYLE.body });
    }
    if (party.vatNumber) lines.push({ text: `${texts.vatNumber}: ${party.vatNumber}`, style: STYLE.body });
    return lines;
  };
  const laidOut = cards.map((card) => ({ ...card, lines: contentLines(card.party) }));
  const height =
    padding * 2 +
    14 +
    Math.max(
      ...laidOut.map((card) => card.lines.reduce((sum, line) => sum + writer.lineHeight(line.style), 0)),
    );

  for (const card of laidOut) {
    doc.roundedRect(card.x, top, cardWidth, height, 6).fill(COLOR.headerFill);
    const box = { x: card.x + padding, y: top + padding, width: innerWidth };
    writer.line(card.title, STYLE.label, box);
    let y = box.y + 14;
    for (const line of card.lines) {
      writer.line(line.text, line.style, { ...box, y });
      y += writer.lineHeight(line.style);
    }
  }
  return top + height;
}

/** The lines table; starts a new page when a row would not fit. Returns the bottom. */
function drawLines(
  doc: PDFKit.PDFDocument,
  writer: PdfTextWriter,
  invoice: InvoiceDocument,
  texts: InvoiceTexts,
  top: number,
): number {
  const table = { x: PAGE.margin, y: top, width: CONTENT_WIDTH };
  const columns = COLUMNS.reduce<Array<Column & { offset: number; px: number }>>((laid, column) => {
    const offset = laid.reduce((sum, previous) => sum + previous.px, 0);
    return [...laid, { ...column, offset, px: column.width * CONTENT_WIDTH }];
  }, []);

  const drawRow = (cells: string[], style: TextStyle, y: number, fill: string | null): number => {
    const wrapped = cells.map((cell, index) =>
      writer.wrap(cell, style, columns[index].px - 2 * CELL_PADDING),
    );
    const lineHeight = writer.lineHeight(style, 0.3);
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * CELL_PADDING;
    if (fill) doc.rect(table.x, y, table.width, height).fill(fill);
    wrapped.forEach((lines, index) => {
      const column = columns[index];
      const x = writer.mirrorX(table, column.offset + CELL_PADDING, column.px - 2 * CELL_PADDING);
      lines.forEach((line, lineIndex) =>
        writer.line(
          line,
          style,
          { x, y: y + CELL_PADDING + lineIndex * lineHeight, width: column.px - 2 * CELL_PADDING },
          column.align,
        ),
      );
    });
    doc
      .moveTo(table.x, y + height)
      .lineTo(table.x + table.width, y + height)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
    return y + height;
  };

  const header = columns.map((column) => texts[column.header] as string);
  let y = drawRow(header, STYLE.tableHead, top, COLOR.headerFill);
  for (const line of invoice.lines) {
    const lineVat = vatOn(line.lineTotalExclVat, invoice.vatRatePercent);
    const cells = [
      line.description,
      String(line.quantity),
      formatAmount(line.unitPriceExclVat),
      formatAmount(line.lineTotalExclVat),
      `${invoice.vatRatePercent}%`,
      formatHalalas(lineVat),
      formatHalalas(toHalalas(line.lineTotalExclVat) + lineVat),
    ];
    if (y + 40 > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = drawRow(header, STYLE.tableHead, PAGE.margin, COLOR.headerFill);
    }
    y = drawRow(cells, STYLE.cell, y, null);
  }
  return y;
}

/** Subtotal, VAT and the total with VAT in a block at the end side. Returns the bottom. */
function drawTotals(
  doc: PDFKit.PDFDocument,
  writer: PdfTextWriter,
  invoice: InvoiceDocument,
  texts: InvoiceTexts,
  top: number,
): number {
  const width = 280;
  if (top + 90 > PAGE.height - PAGE.margin) {
    doc.addPage();
    top = PAGE.margin;
  }
  const x = writer.mirrorX({ x: PAGE.margin, y: top, width: CONTENT_WIDTH }, CONTENT_WIDTH - width, width);
  const money = (amount: string) => `${formatAmount(amount)} ${texts.currency}`;
  const rows: Array<[string, string]> = [
    [texts.subtotalExclVat, money(invoice.subtotalExclVat)],
    [texts.vatAtRate(invoice.vatRatePercent), money(invoice.vatAmount)],
  ];
  const padding = 10;
  let y = top;
  for (const [label, value] of rows) {
    const box = { x: x + padding, y: y + 6, width: width - 2 * padding };
    writer.line(label, STYLE.body, box, 'start');
    writer.line(value, STYLE.body, box, 'end');
    y += 24;
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
  }
  const totalHeight = 30;
  doc.roundedRect(x, y + 6, width, totalHeight, 5).fill(COLOR.brand);
  const box = { x: x + padding, y: y + 6 + 8, width: width - 2 * padding };
  writer.line(texts.totalWithVat, STYLE.total, box, 'start');
  writer.line(money(invoice.totalWithVat), STYLE.total, box, 'end');
  return y + 6 + totalHeight;
}
