// Writes one language's text on a pdfkit page: each line is cut into bidi runs (bidi-runs.ts), each run
// measured and placed at its visual position, and drawn in logical order so that text copied or
// extracted from the PDF reads in the order it was written.
import { bidiRuns, withoutBidiControls, type TextDirection } from './bidi-runs';
import type { InvoiceFont } from './invoice-fonts';

export interface TextStyle {
  font: InvoiceFont;
  size: number;
  color: string;
}

/** start and end follow the document's direction: start is the right edge in Arabic. */
export type TextAlign = 'start' | 'end' | 'center';

export interface TextBox {
  x: number;
  y: number;
  width: number;
}

const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
/**
 * fontkit lays a whole string out in one layout call when features are given (even none); without them
 * pdfkit lays out word by word left to right, which would put Arabic words in the wrong order.
 */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

export class PdfTextWriter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly direction: TextDirection,
  ) {}

  /** The x at which a block of the given width starts, mirrored in a right-to-left document. */
  mirrorX(box: TextBox, offset: number, width: number): number {
    return this.direction === 'rtl' ? box.x + box.width - offset - width : box.x + offset;
  }

  lineHeight(style: TextStyle, lineGap = 0.35): number {
    return style.size * (1 + lineGap);
  }

  widthOf(text: string, style: TextStyle): number {
    this.applyStyle(style);
    return bidiRuns(text, this.direction).reduce(
      (sum, run) => sum + this.doc.widthOfString(this.glyphOrder(run.text, run.rtl), WHOLE_RUN),
      0,
    );
  }

  /** One line, not wrapped. */
  line(text: string, style: TextStyle, box: TextBox, align: TextAlign = 'start'): void {
    this.applyStyle(style);
    const runs = bidiRuns(text, this.direction).map((run) => {
      const glyphText = this.glyphOrder(run.text, run.rtl);
      return { ...run, glyphText, width: this.doc.widthOfString(glyphText, WHOLE_RUN) };
    });
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const physical = this.physicalAlign(align);
    let left = box.x;
    if (physical === 'right') left = box.x + box.width - total;
    if (physical === 'center') left = box.x + (box.width - total) / 2;

    const byVisual = [...runs].sort((a, b) => a.visualIndex - b.visualIndex);
    const xOf = new Map<number, number>();
    let x = left;
    for (const run of byVisual) {
      xOf.set(run.visualIndex, x);
      x += run.width;
    }
    for (const run of runs) {
      this.doc.text(run.glyphText, xOf.get(run.visualIndex) ?? left, box.y, {
        lineBreak: false,
        ...WHOLE_RUN,
      });
    }
  }

  /** Breaks text into lines no wider than width, at spaces (a single long word stays whole). */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of withoutBidiControls(text).split('\n')) {
      let current = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = current ? `${current} ${word}` : word;
        if (current && this.widthOf(candidate, style) > width) {
          lines.push(current);
          current = word;
        } else {
          current = candidate;
        }
      }
      lines.push(current);
    }
    return lines;
  }

  /** Wrapped text; returns the height it took. */
  paragraph(text: string, style: TextStyle, box: TextBox, align: TextAlign = 'start'): number {
    const lineHeight = this.lineHeight(style);
    const lines = this.wrap(text, style, box.width);
    lines.forEach((line, index) => this.line(line, style, { ...box, y: box.y + index * lineHeight }, align));
    return lines.length * lineHeight;
  }

  private applyStyle(style: TextStyle): void {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }

  /**
   * fontkit reverses a run itself when it holds Arabic letters (it shapes and lays them right to left); a
   * right-to-left run of neutrals only (": ", "- ") it would leave as is, so those are reversed here.
   */
  private glyphOrder(text: string, rtl: boolean): string {
    if (!rtl || RIGHT_TO_LEFT_LETTER.test(text)) return text;
    return [...text].reverse().join('');
  }

  private physicalAlign(align: TextAlign): 'left' | 'right' | 'center' {
    if (align === 'center') return 'center';
    const startIsLeft = this.direction === 'ltr';
    return (align === 'start') === startIsLeft ? 'left' : 'right';
  }
}

const ARABIC_CODE_POINT = (codePoint: number) =>
  (codePoint >= 0x0600 && codePoint <= 0x08ff) ||
  (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
  (codePoint >= 0xfe70 && codePoint <= 0xfeff);

/** The part of pdfkit's embedded font this touches: per glyph, the code points it stands for. */
interface EmbeddedFontUnicode {
  unicode?: number[][];
}

/**
 * Text extractors (pdf.js, poppler) read an Arabic run in visual order and reverse it to logical order,
 * glyph by glyph. A ligature glyph (lam-alef, and the font's shin-reh and the like) stands for several
 * letters, which pdfkit lists in logical order, so the reversal would turn "الإصدار" into "اإلصدار". Listing
 * an Arabic ligature's letters reversed makes the extracted text come out in logical order. Call before
 * doc.end(), which writes the fonts' ToUnicode maps.
 */
export function orderArabicLigaturesForExtraction(doc: PDFKit.PDFDocument): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontUnicode> })._fontFamilies;
  // One font is listed under several names (its registered name and its PostScript name).
  for (const font of new Set(Object.values(fonts ?? {}))) {
    const unicode = font.unicode;
    if (!Array.isArray(unicode)) continue;
    unicode.forEach((codePoints, glyph) => {
      if (codePoints.length > 1 && codePoints.every(ARABIC_CODE_POINT))
        unicode[glyph] = [...codePoints].reverse();
    });
  }
}
