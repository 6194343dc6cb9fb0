import { EVENT_TIME_ZONE, type CongressContent, type SatisfactionQuestionnaire } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { latestVersion, publishedContent } from '../content/content-versions.js';

type Db = Kysely<Database>;

/** The newest version's questionnaire, parsed once per version (every signed-in page asks for it). */
const cache = new WeakMap<Db, { version: number; questionnaire: SatisfactionQuestionnaire | undefined }>();

/**
 * The questionnaire of the published content; the seed's when the published version has none
 * (it was published before the questionnaire existed), or when nothing is published yet.
 */
export async function currentQuestionnaire(
  db: Db,
  seed: CongressContent | undefined,
): Promise<SatisfactionQuestionnaire | undefined> {
  const version = await latestVersion(db);
  if (version === 0) return seed?.satisfaction;
  let cached = cache.get(db);
  if (cached?.version !== version) {
    const { content } = await publishedContent(db);
    cached = { version, questionnaire: content.satisfaction };
    cache.set(db, cached);
  }
  return cached.questionnaire ?? seed?.satisfaction;
}

/** Whether answers are taken at `nowMs`: from the opening on, with no end (decision 094). */
export const isOpen = (questionnaire: SatisfactionQuestionnaire, nowMs: number) =>
  Date.parse(questionnaire.opensAt) <= nowMs;

const opening = new Intl.DateTimeFormat('fr-FR', {
  timeZone: EVENT_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "23 mai 2025 à 17h" as Bordeaux clocks show it (the site's way), for the refusal before the opening. */
export function openingLabel(questionnaire: SatisfactionQuestionnaire): string {
  return opening
    .format(new Date(questionnaire.opensAt))
    .replace(
      / (\d{1,2}):(\d{2})$/,
      (_all, hour: string, minute: string) => ` ${hour}h${minute === '00' ? '' : minute}`,
    );
}
