// What the page and the service worker say to each other about the queue (no import: the
// worker's bundle stays small).

/** Posted by the worker to the pages: shared photos were queued, or Background Sync fired with a gallery open. */
export const QUEUE_MESSAGE = 'congres:upload-queue';

/** The Background Sync tag the page registers when photos wait for the network. */
export const QUEUE_SYNC_TAG = 'congres-upload-queue';

/** The page that lists and sends the queue (the gallery). */
export const GALLERY_PAGE = '/vos-photos';

/** Where the installed app receives photos shared from the phone (the manifest's share_target). */
export const SHARE_ACTION = '/vos-photos/partage';

/** The form field of the shared files (the manifest's `params.files[].name`). */
export const SHARE_FIELD = 'photos';
