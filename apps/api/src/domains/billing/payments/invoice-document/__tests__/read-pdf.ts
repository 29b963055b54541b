// Reads a PDF back with pdf-parse (pdf.js) in a child Node process: pdf.js loads its worker with a dynamic
// import, which jest's module sandbox refuses without --experimental-vm-modules.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const READER = `
const { PDFParse } = require('pdf-parse');
const data = new Uint8Array(require('node:fs').readFileSync(process.argv[1]));
(async () => {
  const parser = new PDFParse({ data });
  const { text } = await parser.getText();
  const { pages } = await parser.getImage({ imageBuffer: true, imageDataUrl: false });
  const images = pages.flatMap((page) => page.images).map((image) => ({
    width: image.width, height: image.height, data: Buffer.from(image.data).toString('base64'),
  }));
  await parser.destroy();
  process.stdout.write(JSON.stringify({ text, images }));
})().catch((error) => { console.error(error); process.exit(1); });
`;

export interface ReadPdf {
  text: string;
  /** Each embedded image as RGBA pixels. */
  images: Array<{ width: number; height: number; rgba: Uint8ClampedArray }>;
}

export function readPdf(pdf: Buffer): ReadPdf {
  const folder = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
  try {
    const file = path.join(folder, 'invoice.pdf');
    writeFileSync(file, pdf);
    const output = execFileSync(process.execPath, ['-e', READER, file], {
      cwd: __dirname,
      maxBuffer: 64 * 1024 * 1024,
      encoding: 'utf8',
    });
    const parsed = JSON.parse(output) as {
      text: string;
      images: Array<{ width: number; height: number; data: string }>;
    };
    return {
      text: parsed.text,
      images: parsed.images.map(({ width, height, data }) => {
        const bytes = Buffer.from(data, 'base64');
        // pdf-parse gives a PNG when a canvas package is installed, raw RGBA pixels otherwise.
        const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        const rgba = isPng ? PNG.sync.read(bytes).data : bytes;
        return { width, height, rgba: new Uint8ClampedArray(rgba) };
      }),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function decodeQr(image: ReadPdf['images'][number]): string | null {
  return jsQR(image.rgba, image.width, image.height)?.data ?? null;
}
