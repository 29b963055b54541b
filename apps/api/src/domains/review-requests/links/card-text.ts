// Lines of text on the counter card, Arabic right to left and Latin left to right, mixed within a line (a
// branch called "فرع Mall of Arabia"). Each line is cut into directional runs with the Unicode bidi algorithm
// (bidi-js) and each run placed at its visual position; fontkit shapes an Arabic run and lays it right to left
// by itself. The same approach as the tax invoice's writer (billing's invoice-document), kept to what a card
// needs: single centred lines, wrapped at spaces.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type TextDirection = 'rtl' | 'ltr';

export const CARD_FONTS = ['regular', 'bold'] as const;
export type CardFont = (typeof CARD_FONTS)[number];

export interface CardTextStyle {
  font: CardFont;
  size: number;
  color: string;
}

interface Run {
  text: string;
  rtl: boolean;
  visualIndex: number;
}

const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
/** With features given (even none) fontkit lays a whole run out at once, Arabic in its own order. */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

function runsOf(line: string, direction: TextDirection): Run[] {
  const text = line.replace(BIDI_CONTROLS, '');
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const spans: Array<{ start: number; end: number; level: number }> = [];
  for (let index = 0; index < text.length; index++) {
    const last = spans[spans.length - 1];
    if (last && last.level === levels[index]) last.end = index + 1;
    else spans.push({ start: index, end: index + 1, level: levels[index] });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse each stretch at that level or above.
  const order = spans.map((_, index) => index);
  const highest = Math.max(...spans.map((span) => span.level));
  const lowestOdd = Math.min(...spans.map((span) => (span.level % 2 === 1 ? span.level : span.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < order.length; start++) {
      if (spans[order[start]].level < level) continue;
      let end = start;
      while (end + 1 < order.length && spans[order[end + 1]].level >= level) end++;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return spans.map((span, spanIndex) => {
    let runText = '';
    for (let index = span.start; index < span.end; index++) runText += mirrored.get(index) ?? text[index];
    return { text: runText, rtl: span.level % 2 === 1, visualIndex: order.indexOf(spanIndex) };
  });
}

/** A right-to-left run of neutrals only (": ", "- ") fontkit leaves as is: reversed here. */
function glyphOrder(run: Run): string {
  if (!run.rtl || RIGHT_TO_LEFT_LETTER.test(run.text)) return run.text;
  return [...run.text].reverse().join('');
}

export class CardTextWriter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  widthOf(text: string, style: CardTextStyle, direction: TextDirection): number {
    this.apply(style);
    return runsOf(text, direction).reduce(
      (sum, run) => sum + this.doc.widthOfString(glyphOrder(run), WHOLE_RUN),
      0,
    );
  }

  /** One line centred on `centerX`, its runs drawn in logical order so that copied text reads right. */
  centredLine(
    text: string,
    style: CardTextStyle,
    direction: TextDirection,
    centerX: number,
    y: number,
  ): void {
    this.apply(style);
    const runs = runsOf(text, direction).map((run) => {
      const glyphs = glyphOrder(run);
      return { ...run, glyphs, width: this.doc.widthOfString(glyphs, WHOLE_RUN) };
    });
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const xOf = new Map<number, number>();
    let x = centerX - total / 2;
    for (const run of [...runs].sort((a, b) => a.visualIndex - b.visualIndex)) {
      xOf.set(run.visualIndex, x);
      x += run.width;
    }
    for (const run of runs) {
      this.doc.text(run.glyphs, xOf.get(run.visualIndex) ?? x, y, { lineBreak: false, ...WHOLE_RUN });
    }
  }

  /**
   * Centred lines no wider than `width`, broken at spaces, at most `maxLines` (the last one cut with an
   * ellipsis); returns the height taken.
   */
  centredParagraph(
    text: string,
    style: CardTextStyle,
    direction: TextDirection,
    box: { centerX: number; y: number; width: number; maxLines: number },
  ): number {
    const lineHeight = style.size * 1.4;
    const lines = this.wrap(text, style, direction, box.width, box.maxLines);
    lines.forEach((line, index) =>
      this.centredLine(line, style, direction, box.centerX, box.y + index * lineHeight),
    );
    return lines.length * lineHeight;
  }

  private wrap(
    text: string,
    style: CardTextStyle,
    direction: TextDirection,
    width: number,
    maxLines: number,
  ): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.replace(BIDI_CONTROLS, '').split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.widthOf(candidate, style, direction) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) lines.push(current);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }

  private apply(style: CardTextStyle): void {
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }
}
