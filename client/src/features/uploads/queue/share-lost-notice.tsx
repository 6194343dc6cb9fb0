import { SHARE_TARGET } from '@congres/contracts';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';

export const SHARE_LOST_MESSAGE =
  'Les photos partagées depuis votre téléphone ne sont pas arrivées : partagez-les à nouveau, ou choisissez-les avec « Choisir des photos ».';

/**
 * Said on the gallery when photos shared to the installed app reached the server instead of
 * its service worker, which alone keeps them (the server sends here with a flag: decision 073).
 * Shown once hydrated: the server renders the gallery's first page without it.
 */
export function ShareLostNotice() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated || searchParams.get(SHARE_TARGET.lostParam) !== SHARE_TARGET.lostValue) return null;
  return (
    <p className="alert alert--error" role="alert">
      {SHARE_LOST_MESSAGE}
    </p>
  );
}
