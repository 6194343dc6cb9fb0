import path from 'node:path';
import Database from 'better-sqlite3';
import type { Attendee } from './attendees';

/** The account id a login token names (its `sub`). */
export const userIdOf = (token: string): number =>
  Number((JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub);

/** Runs `write` on the site's SQLite file, beside the running server. */
function inDatabase(dataDir: string, write: (db: Database.Database) => void): void {
  const db = new Database(path.join(dataDir, 'congres.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    write(db);
  } finally {
    db.close();
  }
}

/**
 * The attendee's signature for a morning of 9h–12h30 (still open), written in the site's SQLite
 * file as the attendance routes store it (the signing itself is the attendance specs' subject):
 * what makes an account a participant, who may answer the satisfaction questionnaire (decision 105).
 */
export function signMorningInDatabase(dataDir: string, attendee: Attendee): void {
  inDatabase(dataDir, (db) => {
    db.prepare(
      `INSERT INTO attendance_half_days (half_day_id, details, code_secret, opened_at)
       VALUES ('e2e-matin', ?, 'secret', '2025-05-23T07:00:00.000Z')
       ON CONFLICT (half_day_id) DO NOTHING`,
    ).run(JSON.stringify({ id: 'e2e-matin', label: 'Matinée', startsAt: '9h', endsAt: '12h30' }));
    db.prepare(
      `INSERT INTO attendance_signatures (half_day_id, user_id, participant_name, participant_email, signature)
       VALUES ('e2e-matin', ?, ?, ?, 'data:image/png;base64,iVBORw0KGgo=')`,
    ).run(userIdOf(attendee.token), attendee.username, attendee.email);
  });
}

/** The morning closed and signed by its trainer: what a certificate counts (decision 103). */
export function closeMorningInDatabase(dataDir: string): void {
  inDatabase(dataDir, (db) => {
    db.prepare(
      `UPDATE attendance_half_days SET closed_at = '2025-05-23T10:30:00.000Z', trainer_name = 'Formatrice',
       trainer_signature = 'data:image/png;base64,iVBORw0KGgo=', trainer_signed_at = '2025-05-23T10:30:00.000Z'
       WHERE half_day_id = 'e2e-matin'`,
    ).run();
  });
}
