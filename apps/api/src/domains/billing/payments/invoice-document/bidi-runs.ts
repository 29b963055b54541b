// One line of mixed Arabic and Latin text cut into directional runs with the Unicode bidi algorithm
// (bidi-js), so the PDF can place each run where a reader expects it. The font engine (fontkit) shapes
// an Arabic run and lays it right to left by itself, but it treats a whole string as one direction: a
// number or a Latin name inside Arabic text would come out reversed without this step.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type TextDirection = 'rtl' | 'ltr';

export interface BidiRun {
  /** The run's characters in logical order, with brackets mirrored in right-to-left runs. */
  text: string;
  rtl: boolean;
  /** Where the run stands when the line is read left to right on the page (0 = leftmost). */
  visualIndex: number;
}

/** Directional marks carry no glyph in the font; the base direction is given explicitly instead. */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** The runs of one line, in logical order (the order they are drawn in, so copied text reads right). */
export function bidiRuns(line: string, direction: TextDirection): BidiRun[] {
  const text = withoutBidiControls(line);
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);

  const runs: Array<{ start: number; end: number; level: number }> = [];
  for (let index = 0; index < text.length; index++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[index]) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level: levels[index] });
  }

  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs at that
  // level or higher.
  const visualOrder = runs.map((_, index) => index);
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < visualOrder.length; start++) {
      if (runs[visualOrder[start]].level < level) continue;
      let end = start;
      while (end + 1 < visualOrder.length && runs[visualOrder[end + 1]].level >= level) end++;
      visualOrder.splice(start, end - start + 1, ...visualOrder.slice(start, end + 1).reverse());
      start = end;
    }
  }

  return runs.map((run, runIndex) => {
    let runText = '';
    for (let index = run.start; index < run.end; index++) runText += mirrored.get(index) ?? text[index];
    return { text: runText, rtl: run.level % 2 === 1, visualIndex: visualOrder.indexOf(runIndex) };
  });
}
