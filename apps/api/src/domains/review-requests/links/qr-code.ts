// A location link's QR code. Error correction M (15% of the symbol may be lost: a smudged or folded card still
// scans) and the standard four-module quiet zone, so phone cameras find it on any background.
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** A PNG large enough to print: 1024 pixels a side. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width: 1024 });
}

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' });
}

/** The dark modules, row by row, for drawing the code as vectors (the card). */
export function qrModules(url: string): { size: number; isDark: (row: number, column: number) => boolean } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}
