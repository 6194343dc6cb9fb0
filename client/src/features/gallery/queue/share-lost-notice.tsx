import { SHARE_TARGET } from '@congres/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SHARE_LOST_MESSAGE =
  'Les photos partagées depuis votre téléphone ne sont pas arrivées : partagez-les à nouveau, ou choisissez-les avec « Choisir des photos ».';

/**
 * Said on the gallery when photos shared to the installed app reached the server instead of
 * its service worker, which alone keeps them (the server sends here with a flag: decision 073).
 * Read after hydration (the server renders the gallery without it), and the flag is then taken
 * off the address, so a reload does not say it again.
 */
export function ShareLostNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [lost, setLost] = useState(false);
  const flagged = searchParams.get(SHARE_TARGET.lostParam) === SHARE_TARGET.lostValue;
  useEffect(() => {
    if (!flagged) return;
    setLost(true);
    setSearchParams(
      (params) => {
        params.delete(SHARE_TARGET.lostParam);
        return params;
      },
      { replace: true },
    );
  }, [flagged, setSearchParams]);
  if (!lost) return null;
  return (
    <p className="alert alert--error" role="alert">
      {SHARE_LOST_MESSAGE}
    </p>
  );
}
