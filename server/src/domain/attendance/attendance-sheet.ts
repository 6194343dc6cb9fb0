import { EVENT_TIME_ZONE } from '@congres/contracts';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { SheetLine } from './attendance-records.js';
import type { HalfDayDetails } from './half-days.js';
import { signaturePng } from './signature-check.js';

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

/** The sheet's file name, without its extension: "Feuille d'émargement Matinée 2025-05-23". */
export const sheetFileName = (details: HalfDayDetails) => `Feuille d’émargement ${details.label} ${details.date}`;

const CSV_HEADERS = ['Participant', 'Email', 'Demi-journée', 'Date', 'Heure de signature', 'Enregistré par'];

/** A field for French Excel: quoted when it holds the separator, a quote or a line break. */
function csvField(value: string): string {
  // A leading =, +, - or @ would be read as a formula by the spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The sheet as CSV: `;`-separated, UTF-8 with a BOM, so French Excel opens it with its accents. */
export function attendanceCsv(details: HalfDayDetails, lines: SheetLine[]): string {
  const rows = lines.map((line) => [
    line.participant_name,
    line.participant_email,
    details.label,
    details.date,
    signingTime(line.signed_at),
    line.recorded_by_name ?? '',
  ]);
  return `\uFEFF${[CSV_HEADERS, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}

/** A signature for pdfkit: PNG bytes, re-encoded so any PNG the check accepted embeds. */
async function signatureImage(signature: string): Promise<Buffer> {
  return sharp(await signaturePng(signature))
    .png()
    .toBuffer();
}

const MARGIN = 40;
const ROW_HEIGHT = 46;
const COLUMNS = { name: MARGIN, time: 230, signature: 295, recordedBy: 420 };

/** The sheet as a PDF (pdfkit, decision 091): everything a funder asks of a half-day's sheet. */
export async function attendancePdf(header: SheetHeader, lines: SheetLine[]): Promise<Buffer> {
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
  doc.moveDown(0.5).text(`Formateur : ${header.trainerName}`);
  const trainerTop = doc.y + 2;
  doc.image(await signatureImage(header.trainerSignature), MARGIN, trainerTop, { fit: [160, 40] });
  doc.y = trainerTop + 46;

  const tableHeader = () => {
    const top = doc.y;
    doc.font('Helvetica-Bold');
    doc.text('Participant', COLUMNS.name, top, { width: COLUMNS.time - COLUMNS.name - 8 });
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
  for (const line of lines) {
    if (doc.y + ROW_HEIGHT > bottom) {
      doc.addPage();
      tableHeader();
    }
    const top = doc.y;
    doc
      .moveTo(MARGIN, top - 2)
      .lineTo(MARGIN + width, top - 2)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.text(line.participant_name, COLUMNS.name, top, { width: COLUMNS.time - COLUMNS.name - 8, height: ROW_HEIGHT });
    doc.text(signingTime(line.signed_at), COLUMNS.time, top);
    doc.image(await signatureImage(line.signature), COLUMNS.signature, top, { fit: [115, ROW_HEIGHT - 8] });
    if (line.recorded_by_name !== null) {
      doc.text(line.recorded_by_name, COLUMNS.recordedBy, top, { width: MARGIN + width - COLUMNS.recordedBy });
    }
    doc.y = top + ROW_HEIGHT;
  }

  doc.moveDown(1);
  doc.text(`Code de la feuille : ${header.sheetCode}`, MARGIN, doc.y, { width });
  doc.text(`Vérifiez-le sur ${header.verificationUrl}`, { width });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
