import type { ContentProblem } from '@congres/contracts';
import { replyMatches } from '../../../lib/check-reply';

/**
 * What a refused save or import of the content says (a 400 of the draft, the import's
 * ContentImportRefusal): the server's French message, else `fallback`, and each refused value
 * with why. A body without them (a proxy's page) gives the fallback and no problem.
 */
export function refusalOf(body: unknown, fallback: string): { message: string; problems: ContentProblem[] } {
  const listed = (body as { problems?: unknown } | null | undefined)?.problems;
  return {
    message: replyMatches('MessageBody', body) ? body.message : fallback,
    problems: Array.isArray(listed) ? listed.filter((item) => replyMatches('ContentProblem', item)) : [],
  };
}
