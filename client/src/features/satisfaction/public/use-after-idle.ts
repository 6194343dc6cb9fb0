import { useEffect, useState } from 'react';
import { afterLoadAndIdle } from '../../../lib/when-idle';

/**
 * False until the page has loaded, hydrated and gone idle (decision 076): the questionnaire's
 * extras (the banner's reminder, the published rate) and the query library they load never
 * compete with a first visit's own code.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterLoadAndIdle(() => {
      if (mounted) setIdle(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return idle;
}
