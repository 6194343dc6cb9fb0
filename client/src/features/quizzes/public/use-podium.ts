import type { PodiumEntry } from '@congres/contracts/room';
import { useCallback, useEffect, useState } from 'react';
import { useLiveEvent } from '../../../lib/event-stream';
import { getPodium } from '../prize/prize-api';

/**
 * The prize quiz's podium as the room's screens show it (decision 119): read once, then kept
 * from the live stream (shown, taken off); empty while organisers show none.
 */
export function usePodium(): PodiumEntry[] {
  const [entries, setEntries] = useState<PodiumEntry[]>([]);
  const read = useCallback(() => {
    void getPodium().then((result) => {
      if (result.ok) setEntries(result.data.entries);
    });
  }, []);
  useEffect(read, [read]);
  useLiveEvent('podium-shown', (podium) => setEntries(podium.entries));
  useLiveEvent('podium-hidden', () => setEntries([]));
  useLiveEvent('reset', read);
  return entries;
}
