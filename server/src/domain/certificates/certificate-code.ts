import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { issueEvidenceCode } from './evidence-codes.js';

/**
 * The code of `userId`'s certificate: the one issued the first time, so that every download of it
 * prints the same code (decision 095); a new one only for a first certificate.
 */
export async function certificateCode(
  db: Kysely<Database>,
  input: { userId: number; actionTitle: string; actionDate: string },
): Promise<string> {
  const existing = () =>
    db
      .selectFrom('evidence_codes')
      .select('code')
      .where('kind', '=', 'certificat')
      .where('user_id', '=', input.userId)
      .orderBy('issued_at')
      .orderBy('code')
      .executeTakeFirst();
  const found = await existing();
  if (found !== undefined) return found.code;
  const issued = await issueEvidenceCode(db, { ...input, kind: 'certificat', halfDayId: null });
  // Two first downloads at once may each issue one: both then print the oldest.
  return (await existing())?.code ?? issued;
}
