import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendZip, type ZipEntry } from '../../../http/zip-download.js';
import { reportsBy } from '../../../domain/moderation/reports.js';
import { archiveFileName, photoEntries } from '../../../domain/photos/archive-entries.js';
import { feedCreatedAt } from '../../../domain/programme/calendar-feeds.js';
import { starsOf } from '../../../domain/programme/programme-stars.js';
import { evidenceOf } from '../../../domain/evidence/evidence-of-account.js';
import { markOf, SATISFACTION_MARK_KEY } from '../../../domain/satisfaction/respondent-marks.js';
import { roomOfAccount } from '../../../domain/room/room-of-account.js';
import { nameShownOf } from '../../../domain/quizzes/prize-ranking.js';
import { accountOrThrow } from './account-of.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/**
 * GET /api/account/export: everything the site keeps about the account (RGPD article 20), as
 * one zip: compte.json (account fields, each photo's file and date, the reports it made, the
 * programme's slots it starred, since when its calendar address exists, and its training
 * evidence: signatures, QCM answers, certificate codes, decision 096; the questions it asked and
 * its votes in the room, decision 118) and
 * its photos with their manifest. Followed from a link with a ticket (POST /api/download-tickets).
 */
const exportAccount: FastifyPluginAsyncTypebox = async (app) => {
  const satisfactionKey = app.derivedKey(SATISFACTION_MARK_KEY);
  app.get(
    '/account/export',
    { compress: false, preHandler: app.requireDownloader('account-export') },
    async (request, reply) => {
      const user = signedInUser(request);
      const userId = user.id;
      const [account, photos, reports, stars, calendarSince, training, room, podiumNameShown] = await Promise.all([
        accountOrThrow(app, userId),
        app.photos.store.listOf(userId),
        reportsBy(app.db, userId),
        starsOf(app.db, userId),
        feedCreatedAt(app.db, userId),
        evidenceOf(app.db, userId, markOf(satisfactionKey, user.email)),
        roomOfAccount(app.db, userId),
        nameShownOf(app.db, userId),
      ]);
      const summary = {
        exportedAt: new Date().toISOString(),
        account: { email: account.email, username: account.username, role: account.role, createdAt: account.createdAt },
        photos: photos.map((photo) => ({ file: `photos/${archiveFileName(photo)}`, publishedAt: photo.createdAt })),
        reports,
        programme: {
          starred: stars
            .filter((star) => star.starred)
            .map(({ slotId, updatedAt }) => ({ slotId, starredAt: updatedAt })),
          removed: stars
            .filter((star) => !star.starred)
            .map(({ slotId, updatedAt }) => ({ slotId, removedAt: updatedAt })),
          calendarAddressSince: calendarSince,
        },
        // The training evidence (decision 096): signatures, QCM answers, certificate codes.
        training,
        // The room (decisions 118 and 119): questions asked, votes, and the podium's choice.
        room: { ...room, podiumNameShown },
      };
      const json: ZipEntry = {
        name: 'compte.json',
        mtime: new Date(),
        data: () => Buffer.from(`${JSON.stringify(summary, null, 2)}\n`),
      };
      async function* entries() {
        yield json;
        yield* photoEntries(app.photos.files, photos, 'photos/');
      }
      request.log.info({ userId, photos: photos.length }, 'account data exported');
      return sendZip(reply, 'mes-donnees-congres.zip', entries());
    },
  );
};
export default exportAccount;
