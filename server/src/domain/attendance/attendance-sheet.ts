import { EVENT_TIME_ZONE } from '@congres/contracts';
import PDFDocument from 'pdfkit';
import { csvCell } from '../../http/csv-cell.js';
import type { SheetLine } from './attendance-records.js';
import type { HalfDayDetails } from './half-days.js';
import type { SheetPictures } from './sheet-signatures.js';

/** What a sheet holds besides its lines: the half-day as closed, the trainer's signature, the code. */
export interface SheetHeader {
  details: HalfDayDetails;
  trainerName: string;
  trainerSignature: string;
  sheetCode: string;
  /** The public page where the code is checked: `${PUBLIC_URL}/verification`. */
  verificationUrl: string;
}

const timeInBordeaux = new Intl.DateTimeFormat('fr-FR', {
  timeZone: EVENT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** A signing instant as the sheet prints it: Bordeaux time ("08:12:05"). */
export const signingTime = (iso: string) => timeInBordeaux.format(new Date(iso));

/**
 * Bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C) reorder what follows
 * them: a name carrying U+202E would print reversed on a legal sheet. They go, and any other
 * control character becomes a space.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** A name as the sheet prints it (PDF and CSV): no bidi or other control character. */
export const sheetText = (text: string) =>
  text
    .replace(BIDI_CONTROLS, '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();

/** The sheet's file name, without its extension: "Feuille d'émargement Matinée 2025-05-23". */
export const sheetFileName = (details: HalfDayDetails) => `Feuille d’émargement ${details.label} ${details.date}`;

const CSV_HEADERS = ['Participant', 'Email', 'Demi-journée', 'Date', 'Heure de signature', 'Enregistré par'];

/** The sheet as CSV: `;`-separated, UTF-8 with a BOM, so French Excel opens it with its accents. */
export function attendanceCsv(details: HalfDayDetails, lines: SheetLine[]): string {
  const rows = lines.map((line) => [
    sheetText(line.participant_name),
    line.participant_email,
    details.label,
    details.date,
    signingTime(line.signed_at),
    sheetText(line.recorded_by_name ?? ''),
  ]);
  // Each cell safe in a spreadsheet that splits on `;` or on `,` (csvCell, decision 100).
  return `\uFEFF${[CSV_HEADERS, ...rows].map((row) => row.map((cell) => csvCell(cell)).join(';')).join('\r\n')}\r\n`;
}

const MARGIN = 40;
/** A row's least height: the signature's cell; a long name or organiser's name makes it taller. */
const ROW_HEIGHT = 46;
const COLUMNS = { name: MARGIN, time: 230, signature: 295, recordedBy: 420 };
const NAME_WIDTH = COLUMNS.time - COLUMNS.name - 8;
const SIGNATURE_BOX: [number, number] = [115, ROW_HEIGHT - 8];
/** In a signature's cell when its picture could not be made (a signature stored before decision 100). */
export const UNREADABLE_PLACEHOLDER = 'signature illisible';

/**
 * The sheet as a PDF (pdfkit, decisions 091 and 100): everything a funder asks of a half-day's
 * sheet. The signatures are the small grey PNGs stored at signing, which pdfkit embeds as they
 * are: no picture is decoded or drawn again here.
 */
export async function attendancePdf(header: SheetHeader, lines: SheetLine[], pictures: SheetPictures): Promise<Buffer> {
  const { details } = header;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: sheetFileName(details) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(15).text('Feuille d’émargement', { width });
  doc.fontSize(12).text(details.actionTitle, { width });
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Date : ${details.dateLabel} (${details.date})`);
  doc.text(`Demi-journée : ${details.label}, de ${details.startsAt} à ${details.endsAt} (heure de Bordeaux)`);
  doc.moveDown(0.5).font('Helvetica-Bold').text('Modules');
  doc.font('Helvetica');
  for (const module of details.modules) doc.text(`${module.time} – ${module.title}`, { width });
  doc.moveDown(0.5).text(`Formateur : ${sheetText(header.trainerName)}`, { width });
  const trainerTop = doc.y + 2;
  if (pictures.trainer === undefined) doc.text(UNREADABLE_PLACEHOLDER, MARGIN, trainerTop);
  else doc.image(pictures.trainer, MARGIN, trainerTop, { fit: [160, 40] });
  doc.y = trainerTop + 46;

  const tableHeader = () => {
    const top = doc.y;
    doc.font('Helvetica-Bold');
    doc.text('Participant', COLUMNS.name, top, { width: NAME_WIDTH });
    doc.text('Heure', COLUMNS.time, top);
    doc.text('Signature', COLUMNS.signature, top);
    doc.text('Enregistré par', COLUMNS.recordedBy, top);
    doc.font('Helvetica');
    doc.y = top + 16;
  };
  doc.moveDown(0.5);
  doc.text(`${lines.length} participant${lines.length > 1 ? 's' : ''}`, MARGIN);
  tableHeader();
  const bottom = doc.page.height - MARGIN - 40;
  const recordedByWidth = MARGIN + width - COLUMNS.recordedBy;
  for (const line of lines) {
    const name = sheetText(line.participant_name);
    const recordedBy = line.recorded_by_name === null ? '' : sheetText(line.recorded_by_name);
    // A long name wraps in its cell (never cut): the row grows to hold it, and moves whole to the next page.
    const rowHeight = Math.max(
      ROW_HEIGHT,
      doc.heightOfString(name, { width: NAME_WIDTH }) + 8,
      doc.heightOfString(recordedBy, { width: recordedByWidth }) + 8,
    );
    if (doc.y + rowHeight > bottom) {
      doc.addPage();
      tableHeader();
    }
    const top = doc.y;
    doc
      .moveTo(MARGIN, top - 2)
      .lineTo(MARGIN + width, top - 2)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.text(name, COLUMNS.name, top, { width: NAME_WIDTH });
    doc.text(signingTime(line.signed_at), COLUMNS.time, top);
    const picture = pictures.participants.get(line.id);
    if (picture === undefined) doc.text(UNREADABLE_PLACEHOLDER, COLUMNS.signature, top, { width: SIGNATURE_BOX[0] });
    else doc.image(picture, COLUMNS.signature, top, { fit: SIGNATURE_BOX });
    if (recordedBy !== '') doc.text(recordedBy, COLUMNS.recordedBy, top, { width: recordedByWidth });
    doc.y = top + rowHeight;
  }

  doc.moveDown(1);
  doc.text(`Code de la feuille : ${header.sheetCode}`, MARGIN, doc.y, { width });
  doc.text(`Vérifiez-le sur ${header.verificationUrl}`, { width });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
