import { ATTENDANCE_MESSAGES, SIGNATURE_MAX_BYTES } from '@congres/contracts';
import sharp from 'sharp';
import { HttpError } from '../../http/http-error.js';
import { pngHeader } from './png-header.js';

/**
 * A signature is the pad's own picture, `canvas.toDataURL('image/png')` (decision 100): no SVG,
 * whose parsing and filters cost what the sender decides. It is read in three bounded steps:
 * the text (length first, then a linear look at its characters), the PNG's header (its size,
 * before any pixel is decoded), then one decode by sharp with a pixel and a time limit, which
 * gives the small picture the sheet prints and that is stored instead of what was sent.
 */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** SIGNATURE_MAX_BYTES of PNG in base64, with its prefix: checked before anything else reads the text. */
const MAX_DATA_URL_LENGTH = PNG_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;
/**
 * The pad is the page's column wide (72rem at most) and 11rem high, at up to 2 pixels per CSS
 * pixel (decision 092): about 800 × 352 on a phone, 2304 × 352 on a wide screen at 2x. 3000 px a
 * side and 3 megapixels leave room for a larger font and bound the decoded picture (12 MB as
 * 8-bit RGBA, 24 MB at 16 bits); a 4000 × 4000 picture is no signature.
 */
export const SIGNATURE_MAX_SIDE = 3000;
export const SIGNATURE_MAX_PIXELS = 3_000_000;
/** The stored picture fits in this: the sheet prints it at most 160 × 40 pt, so about 300 dpi or more. */
export const PRINTED_MAX = { width: 600, height: 200 } as const;
/** sharp's limit per signature: a 3-megapixel PNG decodes and shrinks in tens of milliseconds. */
export const SIGNATURE_TIMEOUT_SECONDS = 2;

/** The PNG bytes of a data URL, or undefined when the text is not one (padding only at the end). */
export function pngDataUrlBytes(text: string): Buffer | undefined {
  if (text.length > MAX_DATA_URL_LENGTH || !text.startsWith(PNG_DATA_URL_PREFIX)) return undefined;
  const base64 = text.slice(PNG_DATA_URL_PREFIX.length);
  const padding = base64.indexOf('=');
  // One pass over a capped text, no backtracking: a character outside base64's alphabet.
  if (/[^A-Za-z0-9+/=]/.test(base64) || (padding !== -1 && padding < base64.length - 2)) return undefined;
  return Buffer.from(base64, 'base64');
}

/** The PNG bytes of a signature as sent, checked up to its header; a French 400/413 otherwise. No pixel is decoded. */
export function readSignature(signature: string | undefined): Buffer {
  const text = signature ?? '';
  if (text.length > MAX_DATA_URL_LENGTH) throw new HttpError(413, ATTENDANCE_MESSAGES.tooLargeSignature);
  const drawn = text.trim();
  if (drawn === '' || drawn === 'data:,' || drawn === PNG_DATA_URL_PREFIX) {
    throw new HttpError(400, ATTENDANCE_MESSAGES.emptySignature);
  }
  const bytes = pngDataUrlBytes(drawn);
  if (bytes === undefined) throw new HttpError(400, ATTENDANCE_MESSAGES.notPngSignature);
  const header = pngHeader(bytes);
  if (header === undefined || header.width === 0 || header.height === 0) {
    throw new HttpError(400, ATTENDANCE_MESSAGES.badSignature);
  }
  if (
    header.width > SIGNATURE_MAX_SIDE ||
    header.height > SIGNATURE_MAX_SIDE ||
    header.width * header.height > SIGNATURE_MAX_PIXELS
  ) {
    throw new HttpError(413, ATTENDANCE_MESSAGES.tooLargeSignature);
  }
  return bytes;
}

/** A picture as the sheet prints it, and whether anything shows on it. */
export interface PrintablePicture {
  /** An 8-bit greyscale PNG within PRINTED_MAX, on white: pdfkit embeds it without decoding it. */
  png: Buffer;
  holdsAStroke: boolean;
}

/**
 * Decodes `input` (a PNG, or a stored SVG of before decision 100) once, with sharp's pixel and
 * time limits, into the printable picture: shrunk to fit PRINTED_MAX, flattened on white (the
 * paper), grey. Throws sharp's error when it cannot, in time.
 */
export async function printablePicture(input: Buffer): Promise<PrintablePicture> {
  const { data, info } = await sharp(input, { limitInputPixels: SIGNATURE_MAX_PIXELS, failOn: 'error' })
    .timeout({ seconds: SIGNATURE_TIMEOUT_SECONDS })
    .resize({ ...PRINTED_MAX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Blank (one shade everywhere, a transparent canvas included, once on white): nothing drawn.
  let lightest = 0;
  let darkest = 255;
  for (const value of data) {
    if (value > lightest) lightest = value;
    if (value < darkest) darkest = value;
  }
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .timeout({ seconds: SIGNATURE_TIMEOUT_SECONDS })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { png, holdsAStroke: lightest !== darkest };
}

/** The data URL a signature is stored as: the printable picture's PNG. */
export const storedSignature = (png: Buffer) => `${PNG_DATA_URL_PREFIX}${png.toString('base64')}`;

/** The PNG bytes of a signature as sent, checked whole (readSignature, then one decode): what is stored. */
export async function normaliseSignature(bytes: Buffer): Promise<string> {
  let picture: PrintablePicture;
  try {
    picture = await printablePicture(bytes);
  } catch {
    // Corrupt, truncated, or past the time limit: nothing a pad makes.
    throw new HttpError(400, ATTENDANCE_MESSAGES.badSignature);
  }
  if (!picture.holdsAStroke) throw new HttpError(400, ATTENDANCE_MESSAGES.emptySignature);
  return storedSignature(picture.png);
}

/** A signature as sent, checked whole: the stored data URL, or a French 400/413. */
export async function checkSignature(signature: string | undefined): Promise<string> {
  return normaliseSignature(readSignature(signature));
}
