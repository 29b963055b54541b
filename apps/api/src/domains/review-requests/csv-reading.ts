// Reading the contacts' CSV file (issue 23): UTF-8 with or without a byte-order mark, as Excel's "CSV UTF-8",
// Google Sheets and Numbers write it; fields separated by commas, or by semicolons or tabs (Excel in locales with
// a decimal comma); RFC 4180 quoting (a quoted field may hold separators, doubled quotes and line breaks).

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export class CsvReadError extends Error {
  constructor(
    readonly kind: 'notUtf8' | 'unreadable',
    readonly detail = '',
  ) {
    super(`${kind}${detail ? `: ${detail}` : ''}`);
    this.name = 'CsvReadError';
  }
}

/** The file's text; a file in another encoding (UTF-16, Windows-1256) is refused rather than misread. */
export function decodeCsvFile(content: Uint8Array): string {
  let bytes = Buffer.from(content);
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) bytes = bytes.subarray(3);
  if (bytes[0] === 0xff || bytes[0] === 0xfe || bytes.includes(0)) throw new CsvReadError('notUtf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvReadError('notUtf8');
  }
}

/** The separator the header line uses most (outside quotes): comma, semicolon or tab. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  let best = ',';
  for (const [separator, count] of counts) if (count > counts.get(best)!) best = separator;
  return best;
}

/** The records of the text, each with the line it starts on (from 1). */
export function parseCsv(text: string): Array<{ line: number; fields: string[] }> {
  const separator = separatorOf(text);
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else {
        if (character === '\n') line += 1;
        field += character;
      }
      continue;
    }
    if (character === '"' && !fieldStarted && field.trim() === '') {
      quoted = true;
      fieldStarted = true;
      field = '';
    } else if (character === separator) {
      endField();
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += character;
      if (character.trim() !== '') fieldStarted = true;
    }
  }
  if (quoted)
    throw new CsvReadError('unreadable', `a quoted field opened on line ${recordLine} is never closed`);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
