import PDFDocument from 'pdfkit';
import type { CertificateFacts, QuizResult } from './certificate-facts.js';

/** What the certificate says besides the participant's facts: the action and its organiser. */
export interface CertificateAction {
  title: string;
  nature: string;
  organiser: string;
  /** The organiser's contact lines (name, address, email, phone). */
  contact: string[];
  /** The day, as the site writes it ("vendredi 23 mai 2025"). */
  dateLabel: string;
  /** Where anyone checks the code: the site's /verification page. */
  verificationUrl: string;
}

/** "3 h 30", "7 h": the duration attended, as a French certificate writes it. */
export function frenchDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

const PHASES: Record<string, string> = { avant: 'QCM avant la formation', apres: 'QCM après la formation' };

function quizLine(quiz: QuizResult): string {
  const share = quiz.total > 0 ? ` (${Math.round((quiz.score / quiz.total) * 100)} %)` : '';
  return `${PHASES[quiz.phase] ?? `QCM ${quiz.phase}`} : ${quiz.score} / ${quiz.total}${share}`;
}

/**
 * The completion certificate (decision 095), one A4 page made with pdfkit: the standard
 * Helvetica writes French accents, and its text reads back with pdftotext, as the tests do.
 */
export function certificatePdf(action: CertificateAction, facts: CertificateFacts, code: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    info: { Title: `Attestation de formation — ${facts.participant}`, Author: action.organiser },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Attestation de fin de formation', { align: 'center' });
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(11).text(action.organiser);
  for (const line of action.contact) doc.text(line);
  doc.moveDown(1.5);
  doc.fontSize(12).text(`${action.organiser} atteste que`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(14).text(facts.participant, { align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(12).text('a suivi l’action de formation :');
  doc.font('Helvetica-Bold').text(action.title);
  doc.font('Helvetica').text(`Nature de l’action : ${action.nature}`);
  doc.text(`Date : ${action.dateLabel}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(`Durée suivie : ${frenchDuration(facts.minutes)}`);
  doc.font('Helvetica');
  for (const halfDay of facts.halfDays) {
    doc.text(`• ${halfDay.label} : de ${halfDay.startsAt} à ${halfDay.endsAt}, présence signée`);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Résultats aux QCM');
  doc.font('Helvetica');
  if (facts.quizzes.length === 0) doc.text('Aucun QCM répondu sur le site.');
  for (const quiz of facts.quizzes) doc.text(`• ${quizLine(quiz)}`);
  doc.moveDown(2);
  doc.fontSize(10).text(`Code de vérification : ${code}`);
  doc.text(`Authenticité vérifiable en saisissant ce code sur ${action.verificationUrl}`);
  doc.end();
  return done;
}
