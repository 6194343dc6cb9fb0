/** What a PNG's first chunk (IHDR) declares, read before any pixel is decoded. */
export interface PngHeader {
  width: number;
  height: number;
  /** Bits per sample: 1, 2, 4, 8 or 16. */
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA. */
  colourType: number;
  interlaced: boolean;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The header of a PNG file, from its first 29 bytes (the 8-byte magic, then IHDR, which the
 * format requires first); undefined when the bytes do not start like a PNG. Constant work,
 * whatever the file's size or what it declares.
 */
export function pngHeader(bytes: Buffer): PngHeader | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return undefined;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bitDepth: bytes[24]!,
    colourType: bytes[25]!,
    interlaced: bytes[28] === 1,
  };
}
