import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ATTENDANCE_CODE_PERIOD_MS, type AttendanceCode } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer } from '../moderation/support.js';

/** A drawn stroke, as signature_pad's toSVG gives one. */
export const SVG_SIGNATURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100">' +
  '<path d="M 10 60 C 50 10, 90 90, 140 40 S 230 20, 280 70" stroke="black" stroke-width="3" fill="none"/></svg>';

/** A signature as a PNG data URL (signature_pad's toDataURL): a stroke on a transparent canvas. */
export async function pngSignature(svg = SVG_SIGNATURE): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** What sharp reads of a stored signature (a PNG data URL): format, size, channels, depth. */
export function storedPicture(dataUrl: string) {
  expect(dataUrl.startsWith('data:image/png;base64,'), dataUrl.slice(0, 40)).toBe(true);
  return sharp(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64')).metadata();
}

/** The 211-byte signature whose old SVG test backtracked exponentially (decision 100): 30 comments then no `<svg`. */
export const COMMENT_BOMB = `${'<!---->'.repeat(30)}x`;

/** An SVG that draws and runs nothing, but whose filters keep librsvg busy for seconds (decision 100). */
export const TURBULENCE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000">' +
  Array.from(
    { length: 40 },
    (_v, i) => `<filter id="f${i}"><feTurbulence baseFrequency="0.9" numOctaves="10"/></filter>`,
  ).join('') +
  Array.from({ length: 40 }, (_v, i) => `<rect width="100%" height="100%" filter="url(#f${i})"/>`).join('') +
  '</svg>';

let huge: Promise<string> | undefined;
/** A stroke on a 4000 × 4000 PNG at 16 bits per sample, about 130 KB: 128 MB once decoded (decision 100). Made once. */
export function hugePng(): Promise<string> {
  const stroke = { create: { width: 1200, height: 12, channels: 4 as const, background: '#000000' } };
  huge ??= sharp({ create: { width: 4000, height: 4000, channels: 4, background: '#ffffff' } })
    .composite([{ input: stroke, top: 2000, left: 1400 }])
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer()
    .then((png) => `data:image/png;base64,${png.toString('base64')}`);
  return huge;
}

/** A canvas nobody drew on: transparent, or white when the pad has a background. */
export async function blankPng(background: { r: number; g: number; b: number; alpha: number }): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const post = (app: FastifyInstance, url: string, token: string | undefined, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: token === undefined ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
export const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });

/** The code the room's screen shows now, read as the screen reads it. */
export async function screenCode(app: FastifyInstance, halfDayId: string, token: string): Promise<AttendanceCode> {
  const res = await get(app, `/api/attendance/${halfDayId}/code`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AttendanceCode>();
}

/** The code the screen showed `ago` ms before now (from the half-day's stored secret). */
export async function codeShownAgo(app: FastifyInstance, halfDayId: string, ago: number): Promise<string> {
  const { currentCode } = await import('../../src/domain/attendance/attendance-codes.js');
  const row = await app.db
    .selectFrom('attendance_half_days')
    .select('code_secret')
    .where('half_day_id', '=', halfDayId)
    .executeTakeFirstOrThrow();
  return currentCode(row.code_secret, Date.now() - ago).code;
}
export { ATTENDANCE_CODE_PERIOD_MS };

/** The text of a PDF, as the other PDF tests read it (support/pdf.ts). */
export { pdfText } from '../support/pdf.js';

/** How many pictures a PDF draws (poppler-utils' `pdfimages -list`; their transparency masks not counted). */
export function pdfImageCount(pdf: Buffer): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-'));
  try {
    const file = path.join(dir, 'sheet.pdf');
    fs.writeFileSync(file, pdf);
    const result = spawnSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pdfimages failed: ${result.stderr}`);
    return result.stdout.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
