import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A JPEG as a HEIC (HEVC in HEIF), made by Debian's `heif-enc` (package libheif-examples, installed
 * by .ci/run), which copies its EXIF (GPS included) into the HEIC.
 */
export async function heifEnc(jpeg: Buffer): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'congres-heic-'));
  try {
    await fs.writeFile(path.join(dir, 'in.jpg'), jpeg);
    await promisify(execFile)('heif-enc', ['-q', '60', '-o', path.join(dir, 'out.heic'), path.join(dir, 'in.jpg')]);
    return await fs.readFile(path.join(dir, 'out.heic'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

interface Box {
  type: string;
  start: number;
  size: number;
  /** Where its content starts (after the version and flags of a full box). */
  body: number;
}

const FULL_BOXES = new Set(['meta', 'ipma', 'iloc', 'pitm']);

function childrenOf(file: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let start = from; start + 8 <= to;) {
    const size = file.readUInt32BE(start);
    const type = file.toString('latin1', start + 4, start + 8);
    boxes.push({ type, start, size, body: start + 8 + (FULL_BOXES.has(type) ? 4 : 0) });
    start += size;
  }
  return boxes;
}

function find(boxes: Box[], type: string): Box {
  const box = boxes.find((candidate) => candidate.type === type);
  if (!box) throw new Error(`no ${type} box`);
  return box;
}

const readSized = (file: Buffer, at: number, bytes: number) => (bytes === 0 ? 0 : file.readUIntBE(at, bytes));

/**
 * The HEIC with an `irot` property on its primary image, as iPhones write a photo taken upright:
 * `quarterTurns` anticlockwise (3: a quarter turn clockwise). heif-enc 1.15 has no option for it,
 * so the box is added here: the property at the end of `ipco`, its association in `ipma`, every
 * enclosing size grown and every offset into `mdat` moved by the added bytes.
 */
export function withRotation(heic: Buffer, quarterTurns: 1 | 2 | 3): Buffer {
  const file = Buffer.from(heic);
  const meta = find(childrenOf(file, 0, file.length), 'meta');
  const inMeta = childrenOf(file, meta.body, meta.start + meta.size);
  const iprp = find(inMeta, 'iprp');
  const [ipco, ipma] = [
    find(childrenOf(file, iprp.body, iprp.start + iprp.size), 'ipco'),
    find(childrenOf(file, iprp.body, iprp.start + iprp.size), 'ipma'),
  ];
  const irotIndex = childrenOf(file, ipco.body, ipco.start + ipco.size).length + 1;
  const added = 9 + 1;

  // Offsets into the file (construction method 0) move with the bytes added before mdat.
  const iloc = find(inMeta, 'iloc');
  const version = file.readUInt8(iloc.start + 8);
  let at = iloc.body;
  const offsetSize = file.readUInt8(at) >> 4;
  const lengthSize = file.readUInt8(at) & 15;
  const baseSize = file.readUInt8(at + 1) >> 4;
  const indexSize = version > 0 ? file.readUInt8(at + 1) & 15 : 0;
  at += 2;
  const items = version < 2 ? file.readUInt16BE(at) : file.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  for (let item = 0; item < items; item += 1) {
    at += version < 2 ? 2 : 4;
    const method = version > 0 ? file.readUInt16BE(at) & 15 : 0;
    if (version > 0) at += 2;
    at += 2;
    const base = readSized(file, at, baseSize);
    const baseAt = at;
    at += baseSize;
    const extents = file.readUInt16BE(at);
    at += 2;
    for (let extent = 0; extent < extents; extent += 1) {
      at += indexSize;
      if (method === 0 && base === 0 && offsetSize > 0)
        file.writeUIntBE(readSized(file, at, offsetSize) + added, at, offsetSize);
      at += offsetSize + lengthSize;
    }
    if (method === 0 && base > 0) file.writeUIntBE(base + added, baseAt, baseSize);
  }

  // The primary item's entry in ipma gets one more association: the irot, marked essential.
  const primary = file.readUInt16BE(find(inMeta, 'pitm').body);
  const ipmaVersion = file.readUInt8(ipma.start + 8);
  const wide = (file.readUInt8(ipma.start + 11) & 1) === 1;
  let entry = ipma.body + 4;
  let insertAt = -1;
  for (let n = file.readUInt32BE(ipma.body); n > 0; n -= 1) {
    const id = ipmaVersion < 1 ? file.readUInt16BE(entry) : file.readUInt32BE(entry);
    entry += ipmaVersion < 1 ? 2 : 4;
    const count = file.readUInt8(entry);
    const end = entry + 1 + count * (wide ? 2 : 1);
    if (id === primary) {
      file.writeUInt8(count + 1, entry);
      insertAt = end;
    }
    entry = end;
  }
  if (insertAt < 0 || wide) throw new Error('unexpected ipma layout');
  for (const box of [meta, iprp, ipco]) file.writeUInt32BE(box.size + (box === ipco ? 9 : added), box.start);
  file.writeUInt32BE(ipma.size + 1, ipma.start);

  const irot = Buffer.concat([Buffer.from([0, 0, 0, 9]), Buffer.from('irot', 'latin1'), Buffer.from([quarterTurns])]);
  const ipcoEnd = ipco.start + ipco.size;
  return Buffer.concat([
    file.subarray(0, ipcoEnd),
    irot,
    file.subarray(ipcoEnd, insertAt),
    Buffer.from([0x80 | irotIndex]),
    file.subarray(insertAt),
  ]);
}

/** The HEIC with its `ispe` (the size its header declares) set to width × height; the coded image is left as it is. */
export function withDeclaredSize(heic: Buffer, width: number, height: number): Buffer {
  const file = Buffer.from(heic);
  const at = file.indexOf('ispe', 0, 'latin1');
  if (at < 0) throw new Error('no ispe box');
  // After the type: version and flags (4 bytes), then the width and the height.
  file.writeUInt32BE(width, at + 8);
  file.writeUInt32BE(height, at + 12);
  return file;
}
