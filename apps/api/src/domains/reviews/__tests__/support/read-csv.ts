// Reads a CSV download as a spreadsheet would (RFC 4180: quoted fields, doubled quotes, line breaks inside
// quotes, CRLF between records), so the export tests check the file's meaning, not only its bytes.
const BOM = '\uFEFF';

export interface CsvFile {
  /** Whether the text starts with a UTF-8 byte order mark. */
  bom: boolean;
  rows: string[][];
}

export function readCsv(text: string): CsvFile {
  const bom = text.startsWith(BOM);
  const body = bom ? text.slice(BOM.length) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index];
    if (quoted) {
      if (character !== '"') field += character;
      else if (body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && body[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else if (character === '\r' || character === '\n')
      throw new Error(`a bare line break outside quotes at ${index}: records end with CRLF`);
    else field += character;
  }
  if (quoted) throw new Error('the CSV ends inside a quoted field');
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return { bom, rows };
}
