// Which server test files `npm run test:engines` runs a second time, on PostgreSQL, S3 (s3rver)
// and Redis (decision 075). `npm test` runs every one of them on SQLite and the folder. A file
// is on the engines when what it checks goes through what the engines hold: rows, photo files,
// partial uploads, counters of the rate limits, the bus of the live events. It is engine-free
// when nothing it checks does, or when it brings the engines it needs itself in every run.
// Every test file is named here, by itself or by its folder, in exactly one of the two lists:
// scripts/test/engine-tests.test.ts fails on a new file left out, or on an entry left behind.
// Paths are relative to server/; an entry ending in '/' holds the whole folder.

/** On the engines: what each touches there. */
export const ON_ENGINES: Record<string, string> = {
  'test/accounts/account.test.ts': 'an account and its name under its photos: rows',
  'test/accounts/delete-account.test.ts': 'an account erased with its photos and partial uploads: rows and files',
  'test/accounts/export-account.test.ts': 'an account’s data and photos exported: rows and photo files',
  'test/accounts/forgot-password-work.test.ts': 'the account lookup and the limits’ counters',
  'test/accounts/login.test.ts': 'accounts, sessions and device cookies: rows, the limits’ counters',
  'test/accounts/logout.test.ts': 'revoked sessions: rows',
  'test/accounts/password-reset-email.test.ts': 'reset tokens: rows',
  'test/accounts/password-reset.test.ts': 'reset tokens: rows',
  'test/accounts/rate-limits.test.ts': 'the limits’ counters in Redis',
  'test/accounts/register.test.ts': 'accounts: rows, the unique email of each engine',
  'test/accounts/require-user.test.ts': 'the role and session read on every request: rows',
  'test/accounts/venue-address.test.ts': 'device cookies and the limits’ counters per address',
  'test/announcements/': 'announcements: rows, the live bus',
  'test/content/': 'the content’s versions and draft: rows, concurrent publications, the live bus',
  'test/database.test.ts': 'the database itself: migrations, transactions',
  'test/downloads/': 'download tickets: rows',
  'test/faults/': 'crashes and a full disk while rows and photo files are written',
  'test/figures/': 'the figures counted in the shared database',
  'test/gallery/heavy-images.test.ts': 'photos published beside heavy ones: rows and photo files',
  'test/gallery/heic.test.ts': 'HEIC photos published: rows and photo files',
  'test/gallery/idempotency.test.ts': 'idempotency keys: rows, a repeat across a restart',
  'test/gallery/lighter-images.test.ts': 'the lighter files of a photo and their migration: rows and files',
  'test/gallery/list-photos.test.ts': 'the photo list and its version: rows',
  'test/gallery/photo-files.test.ts': '/uploads/photos served from the storage',
  'test/gallery/photo-pages.test.ts': 'the page queries: rows',
  'test/gallery/photo-total-migration.test.ts': 'a migration on the run’s database',
  'test/gallery/publishing.test.ts': 'one image once per account, a batch in order: rows',
  'test/gallery/rendered-gallery.test.ts': 'the first page rendered from the photo list: rows',
  'test/gallery/upload-auth.test.ts': 'nothing stored without a valid login: rows and files',
  'test/gallery/upload-integrity.test.ts': 'limits and integrity of what is stored: rows and files',
  'test/gallery/upload-photo.test.ts': 'the upload route: rows and photo files',
  'test/gallery/upload-tickets.test.ts': 'upload tickets: rows',
  'test/hostile/hostile-requests.test.ts': 'hostile values stored and read back, nothing else changed: rows',
  'test/http/error-bodies.test.ts': 'refusals that come from the database (a taken email, a repeat)',
  'test/instances/': 'two instances on one site: the shared database, bucket and Redis',
  'test/live/': 'the live events’ bus (Redis, PostgreSQL LISTEN/NOTIFY)',
  'test/maintenance/': 'backups of the bucket’s files, the organiser command on the run’s database',
  'test/moderation/': 'reports, deletions and the archive: rows and photo files',
  'test/programme/': 'stars and calendar addresses: rows',
  'test/storage/s3-storage.test.ts': 'STORAGE=s3 beside the run’s database',
  'test/storage/storage-failures.test.ts': 'the run’s storage failing on a chosen put',
  'test/storage/sweep-orphans.test.ts': 'the sweep of the run’s storage',
  'test/team/': 'the organisers’ role granted and withdrawn: rows, two withdrawals at once',
  'test/uploads/': 'resumable uploads: partial files in the bucket, their rows',
  'test/slides/': 'slides PDFs stored in the photos’ storage (folder or bucket) and named by the content’s rows',
  'test/wall/': 'the wall’s approvals: rows, the live bus',
  'test/attendance/':
    'half-days opened and closed, signatures and sheet codes: rows, the live bus, the limits’ counters',
  'test/certificates/': 'certificates and their codes, from the signatures and the QCM answers: rows',
  'test/evidence/': 'the training evidence: retention, deletion and export: rows',
  'test/quizzes/': 'QCM answers: rows, one per account under two sends at once',
  'test/room/': 'questions, votes and polls: rows, one vote per account under votes at once, the live bus',
  'test/satisfaction/':
    'the satisfaction answers, one per participant under sends at once, the marks past the account, the reminders claimed once: rows',
};

/** Engine-free: why the engines change nothing for each (they run once, in `npm test`). */
export const ENGINE_FREE: Record<string, string> = {
  'test/accounts/signing-key.test.ts': 'the signing key from its file or setting: no request, no row',
  'test/client-app.test.ts': 'the built client served from its folder: files the engines never hold',
  'test/config.test.ts': 'settings parsed: no app started',
  'test/cross-origin/cors-config.test.ts': 'CORS_ORIGINS parsed: no app started',
  'test/cross-origin/cors.test.ts': 'CORS headers, set before any route reads data',
  'test/cross-origin/tus-cors.test.ts':
    'CORS headers of the tus routes; tus on the bucket: uploads/s3-uploads and resumable-uploads on the engines',
  'test/deploy/render-nginx-conf.test.ts':
    'the nginx configuration rendered from settings; its stream test is nginx’s buffering',
  'test/engines-at-start.test.ts':
    'engines that do not answer, named in its own settings; the default start loads none',
  'test/hostile/security-headers.test.ts': 'security headers, set on every answer whatever the data',
  'test/http/cache-control.test.ts': 'Cache-Control headers of token and account answers',
  'test/http/methods.test.ts': '405 and unreadable requests, refused before any route reads data',
  'test/http/deep-json.test.ts': 'JSON bodies nested too deep, refused by the parser before any route reads data',
  'test/http/share-target.test.ts': 'a shared photo that reached the server: a redirect, nothing read or stored',
  'test/http/versioned-answers.test.ts': 'an in-memory helper: no app started',
  'test/gallery/pipeline-parts.test.ts': 'the image pipeline’s parts, in memory',
  'test/operator/start-logs.test.ts': 'the log format and the PLACEHOLDER count at start',
  'test/storage/photo-files-contract.test.ts': 'both storages, with an S3 server it starts itself in every run',
};
