import type { EventLog, LiveAudience } from './event-log.js';
import type { Opening } from './live-streams.js';

/**
 * Where a client says it was: the last id it received, read back into its numbers. `organisers`
 * is absent when the id came from a public stream (a page that opens an organisers' stream
 * after a public one).
 */
export interface LastSeen {
  public: number;
  organisers?: number;
}

/**
 * What a new stream for `audience` is sent first (decision 057, per numbering since decision
 * 104): `ready` where it starts when the client saw nothing, else the events it missed of each
 * numbering it sees, or `reset` when one of them is older than the log keeps. An organisers'
 * stream opened after a public one starts the organisers' numbering now.
 */
export async function readOpening(log: EventLog, audience: LiveAudience, seen: LastSeen | undefined): Promise<Opening> {
  const organisersNow = async () => (audience === 'organisers' ? log.latest('organisers') : 0);
  if (seen === undefined) return { ready: { public: await log.latest('public'), organisers: await organisersNow() } };
  const missed = await log.since(seen.public, 'public');
  const missedByOrganisers =
    audience !== 'organisers'
      ? { events: [], latest: 0 }
      : seen.organisers === undefined
        ? { events: [], latest: await log.latest('organisers') }
        : await log.since(seen.organisers, 'organisers');
  if ('reset' in missed || 'reset' in missedByOrganisers)
    return { reset: { public: missed.latest, organisers: missedByOrganisers.latest } };
  return {
    replay: [...missed.events, ...missedByOrganisers.events],
    from: { public: seen.public, organisers: seen.organisers ?? missedByOrganisers.latest },
  };
}
