import { PROGRAMME_HISTORY_FEED_PATH } from '@congres/contracts';

/**
 * The history's Atom feed, announced in the page's head (React puts a <link> there, and the
 * build's prerender keeps it in the document): feed readers find it from /programme and from
 * the history page (decision 083).
 */
export function HistoryFeedLink() {
  return (
    <link
      rel="alternate"
      type="application/atom+xml"
      href={PROGRAMME_HISTORY_FEED_PATH}
      title="Historique du programme (Atom)"
    />
  );
}
