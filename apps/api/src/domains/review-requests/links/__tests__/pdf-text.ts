// The text of a PDF as a reader extracts it (pdf-parse, pdf.js), read in a child Node process: pdf.js loads its
// worker with a dynamic import, which jest's module sandbox refuses without --experimental-vm-modules.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const READER = `
const { PDFParse } = require('pdf-parse');
const data = new Uint8Array(require('node:fs').readFileSync(process.argv[1]));
(async () => {
  const parser = new PDFParse({ data });
  const { text } = await parser.getText();
  await parser.destroy();
  process.stdout.write(text);
})().catch((error) => { console.error(error); process.exit(1); });
`;

export function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'counter-card-'));
  try {
    const file = path.join(folder, 'card.pdf');
    writeFileSync(file, pdf);
    return execFileSync(process.execPath, ['-e', READER, file], { cwd: __dirname, encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
