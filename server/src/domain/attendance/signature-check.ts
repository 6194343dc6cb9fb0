import { ATTENDANCE_MESSAGES, SIGNATURE_MAX_BYTES } from '@congres/contracts';
import sharp from 'sharp';
import { HttpError } from '../../http/http-error.js';
import { SVG_ACTIVE_PARTS } from '../content/content-image.js';

/**
 * A drawn signature, checked by its content (decision 091) and kept as drawn: a PNG data URL
 * (signature_pad's toDataURL) that sharp reads as a PNG, or an SVG (its toSVG) that draws and
 * cannot act or fetch. Either way it must hold a stroke: a blank or fully transparent picture
 * is an empty signature.
 */
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
/** Wide enough for a phone's canvas at a 3x pixel ratio; pixels beyond it are not a signature. */
const MAX_SIDE = 4000;
/** References to anything outside the drawing: links, images, styles loaded from elsewhere. */
const SVG_EXTERNAL_PARTS = /<image\b|<use\b|<iframe|<embed|<object|@import|(?:href|src)\s*=|url\(\s*["']?(?!#)/i;

export type SignatureFormat = 'png' | 'svg';

/** The signature's picture as PNG bytes (an SVG drawn by librsvg): what the sheet prints. */
export async function signaturePng(signature: string): Promise<Buffer> {
  const png = PNG_DATA_URL.exec(signature);
  if (png?.[1] !== undefined) return Buffer.from(png[1], 'base64');
  return sharp(Buffer.from(signature, 'utf8'), { limitInputPixels: MAX_SIDE * MAX_SIDE })
    .png()
    .toBuffer();
}

/** The signature as stored, or a French 400/413. */
export async function checkSignature(signature: string | undefined): Promise<string> {
  const drawn = signature?.trim() ?? '';
  if (drawn === '' || drawn === 'data:,' || drawn === 'data:image/png;base64,') {
    throw new HttpError(400, ATTENDANCE_MESSAGES.emptySignature);
  }
  const png = PNG_DATA_URL.exec(drawn);
  let bytes: Buffer;
  if (png?.[1] !== undefined) {
    bytes = Buffer.from(png[1], 'base64');
  } else if (/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(drawn)) {
    if (SVG_ACTIVE_PARTS.test(drawn) || SVG_EXTERNAL_PARTS.test(drawn) || /<!DOCTYPE/i.test(drawn)) {
      throw new HttpError(400, ATTENDANCE_MESSAGES.badSignature);
    }
    bytes = Buffer.from(drawn, 'utf8');
  } else {
    throw new HttpError(400, ATTENDANCE_MESSAGES.badSignature);
  }
  if (bytes.length > SIGNATURE_MAX_BYTES) throw new HttpError(413, ATTENDANCE_MESSAGES.tooLargeSignature);
  const format: SignatureFormat = png ? 'png' : 'svg';
  if (!(await holdsAStroke(bytes, format))) throw new HttpError(400, ATTENDANCE_MESSAGES.emptySignature);
  return drawn;
}

/** False for a blank picture (one colour everywhere, or nothing opaque); a 400 for what is no picture. */
async function holdsAStroke(bytes: Buffer, format: SignatureFormat): Promise<boolean> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_SIDE * MAX_SIDE, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format || metadata.width > MAX_SIDE || metadata.height > MAX_SIDE) {
      throw new HttpError(400, ATTENDANCE_MESSAGES.badSignature);
    }
    const { channels, isOpaque } = await image.stats();
    const alpha = metadata.hasAlpha && !isOpaque ? channels[channels.length - 1] : undefined;
    if (alpha !== undefined && alpha.max === 0) return false;
    // Transparent strokes on a transparent background differ in alpha; ink on paper, in colour.
    return channels.some((channel) => channel.min !== channel.max);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, ATTENDANCE_MESSAGES.badSignature);
  }
}
