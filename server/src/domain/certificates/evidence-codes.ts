import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

/**
 * The short codes every certificate and attendance sheet carries (decision 095): ten characters
 * of Crockford's base 32 (no I, L, O, U: nothing to misread on paper), printed as XXXXX-XXXXX.
 * Fifty random bits: with the verification route's rate limit, guessing one is out of reach.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export type EvidenceKind = 'certificat' | 'feuille';

export function newEvidenceCode(): string {
  const bytes = randomBytes(10);
  const characters = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/**
 * What a person types back from paper, made comparable: upper case, no spaces, the dash put back,
 * and the letters Crockford reads as digits (O as 0, I and L as 1). Null when it cannot be a code.
 */
export function normaliseEvidenceCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(plain)) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

export interface EvidenceCodeInput {
  kind: EvidenceKind;
  userId: number | null;
  halfDayId: string | null;
  actionTitle: string;
  /** YYYY-MM-DD. */
  actionDate: string;
}

/** Records a new code for a document about to be issued; the code is what the document prints. */
export async function issueEvidenceCode(db: Kysely<Database>, input: EvidenceCodeInput): Promise<string> {
  const code = newEvidenceCode();
  await db
    .insertInto('evidence_codes')
    .values({
      code,
      kind: input.kind,
      user_id: input.userId,
      half_day_id: input.halfDayId,
      action_title: input.actionTitle,
      action_date: input.actionDate,
    })
    .execute();
  return code;
}

/** The action and date a genuine code names; null for a code no document carries. */
export async function findEvidenceCode(
  db: Kysely<Database>,
  typed: string,
): Promise<{ action: string; date: string } | null> {
  const code = normaliseEvidenceCode(typed);
  if (code === null) return null;
  const row = await db
    .selectFrom('evidence_codes')
    .select(['action_title', 'action_date'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? { action: row.action_title, date: row.action_date } : null;
}
