import zlib from 'node:zlib';
import sharp from 'sharp';

let colours = 0;

/**
 * A colour no earlier call of `nextColour` gave: one account cannot publish the same image
 * twice (the server refuses it as a duplicate), so test images differ unless a test wants the same.
 */
export function nextColour(): string {
  colours += 1;
  // Steps of 37 on each channel, far enough apart to survive JPEG and the resize.
  const channel = (shift: number) => ((Math.floor(colours / shift) * 37 + 40) % 216).toString(16).padStart(2, '0');
  return `#${channel(1)}${channel(6)}${channel(36)}`;
}

/** A plain image of the given size and format, made on the spot, in a new colour unless one is given. */
export function solidImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif',
  width = 640,
  height = 480,
  colour = nextColour(),
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A landscape 800×600 JPEG as phones write it: EXIF orientation 6 (turn 90°), a GPS position, a camera name. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 50/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 34/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * Random pixels: a JPEG that takes real work to decode and re-encode (a few hundred ms for
 * 1600 × 1200 here), and never the same twice.
 */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + Math.floor(Math.random() * 64)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Random pixels do not compress: a PNG of several megabytes. */
export function noisyPng(width = 1200, height = 1000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 20000×20000 (400 megapixel) black-and-white PNG of about 50 kB: decoding it in full
 * would take hundreds of megabytes. Written by hand since sharp rightly refuses to make it.
 */
export function pixelBombPng(side = 20_000): Buffer {
  return blackPng(side, side);
}

/**
 * The file of decision 013: a valid 1 × 50,000,000 black PNG (97 kB, within the 50-megapixel
 * limit) that costs about 11 s of decoding, one row at a time.
 */
export function stripPng(): Buffer {
  return blackPng(1, 50_000_000);
}

/** A black 1-bit greyscale PNG of any size, written by hand: it compresses to almost nothing. */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: a filter byte, then one bit per pixel.
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const SCRIPT_BYTES = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n');
export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

/**
 * An interlaced (Adam7) PNG, 8 or 16 bits a sample, lightly noisy: small as a file, and decoded
 * whole, seven passes, before it can be shrunk: the costliest kind of image per pixel after AVIF.
 */
export function interlacedPng(side: number, bits: 8 | 16 = 8): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 997) pixels[i] = (i * 31 + Math.floor(Math.random() * 64)) & 0xff;
  const image = sharp(pixels, { raw: { width: side, height: side, channels: 3 } });
  return (bits === 16 ? image.toColourspace('rgb16') : image).png({ progressive: true }).toBuffer();
}
