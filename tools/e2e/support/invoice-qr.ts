// Reads the ZATCA phase-1 QR code of a downloaded tax invoice: the PDF's embedded images (pdf.js through
// pdf-parse), the one that decodes as a QR code (jsQR), and its base64 TLV split into the five fields.
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';

export interface InvoiceQrFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalWithVat: string;
  vatAmount: string;
}

const TAGS: Record<number, keyof InvoiceQrFields> = {
  1: 'sellerName',
  2: 'vatNumber',
  3: 'timestamp',
  4: 'totalWithVat',
  5: 'vatAmount',
};

/** Tag byte, length byte (of the UTF-8 value), value: ZATCA's TLV, as an independent reading of the QR. */
function fieldsOfTlv(base64: string): InvoiceQrFields {
  const bytes = Buffer.from(base64, 'base64');
  const fields: Partial<InvoiceQrFields> = {};
  for (let at = 0; at < bytes.length;) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    const name = TAGS[tag];
    if (!name || at + 2 + length > bytes.length) throw new Error(`Not a ZATCA TLV at byte ${at}`);
    fields[name] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields as InvoiceQrFields;
}

export async function invoiceQrFields(pdf: Buffer): Promise<InvoiceQrFields> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { pages } = await parser.getImage({ imageBuffer: true, imageDataUrl: false });
    for (const image of pages.flatMap((page) => page.images)) {
      // pdf-parse gives a PNG when a canvas package is installed, raw RGBA pixels otherwise.
      const bytes = Buffer.from(image.data);
      const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      const rgba = isPng ? PNG.sync.read(bytes).data : bytes;
      const code = jsQR(new Uint8ClampedArray(rgba), image.width, image.height);
      if (code) return fieldsOfTlv(code.data);
    }
    throw new Error('The invoice has no QR code');
  } finally {
    await parser.destroy();
  }
}
