import { useEffect } from 'react';
import { callApi } from '../../lib/api-result';
import { shownSlotIds } from '../../lib/published-content';
import { mergePhoneStars, onVisitorStarChange, readStars, writeStars } from './public/programme-stars';
import { useSession } from '../../lib/session';
import { afterLoadAndIdle } from '../../lib/when-idle';

let running: Promise<void> | undefined;
let again = false;

/**
 * Sends the phone's stars to the account and keeps the merged answer (decision 061): the
 * account's stars join the phone's, the phone's join the account's, and neither is overwritten.
 * One call at a time; a change made meanwhile is sent right after. A failure (offline) leaves
 * the phone's stars as they are, for the next try.
 */
export function syncStarsWithAccount(token: string): Promise<void> {
  if (running !== undefined) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const result = await callApi(
        '/programme/stars',
        // Only the slots the server knows: a star on a slot this page has not yet seen published
        // stays on the phone, for a later sync (decision 079).
        { json: { stars: (await readStars()).filter((star) => shownSlotIds().has(star.slotId)) }, token },
        'StarsReply',
        () => '',
      );
      if (!result.ok) return;
      // What the visitor chose while the call was out is merged in, not lost.
      await writeStars(mergePhoneStars(await readStars(), result.data.stars), { byVisitor: false });
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/**
 * Mounted once in the layout: for a signed-in visitor, merges the stars with the account at
 * sign-in and at each page load (once the page is idle), after each star chosen, and when the
 * network comes back.
 */
export function useStarsAccountSync(): void {
  const { token, signedIn } = useSession();
  useEffect(() => {
    if (!signedIn || token === null) return;
    let mounted = true;
    const sync = () => {
      if (mounted) void syncStarsWithAccount(token);
    };
    // The merge at load waits for a quiet moment (decision 076): the page is usable without it,
    // and a phone's slow CPU hydrates first. A star chosen meanwhile is sent at once.
    afterLoadAndIdle(sync);
    const stop = onVisitorStarChange(sync);
    window.addEventListener('online', sync);
    return () => {
      mounted = false;
      stop();
      window.removeEventListener('online', sync);
    };
  }, [signedIn, token]);
}
