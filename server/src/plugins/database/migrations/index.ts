import type { Kysely, Migration } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';
import * as m001 from './001-users.js';
import * as m002 from './002-auth.js';
import * as m003 from './003-photos.js';
import * as m004 from './004-moderation.js';
import * as m005 from './005-photo-total.js';
import * as m006 from './006-lighter-images.js';
import * as m007 from './007-idempotency-keys.js';
import * as m008 from './008-resumable-uploads.js';
import * as m009 from './009-live-events.js';
import * as m010 from './010-programme-stars.js';
import * as m011 from './011-announcements.js';
import * as m012 from './012-wall-approvals.js';
import * as m013 from './013-wall-screens.js';
import * as m014 from './014-content.js';
import * as m015 from './015-training-evidence.js';
import * as m016 from './016-satisfaction-publication.js';
import * as m017 from './017-satisfaction-marks.js';
import * as m018 from './018-live-organiser-events.js';
import * as m019 from './019-room-questions-polls.js';
import * as m020 from './020-prize-podium.js';
import * as m021 from './021-votes-outlive-accounts.js';

type Step = (db: Kysely<unknown>, dialect: SchemaDialect) => Promise<void>;
const steps: Record<string, Step> = {
  '001-users': m001.up,
  '002-auth': m002.up,
  '003-photos': m003.up,
  '004-moderation': m004.up,
  '005-photo-total': m005.up,
  '006-lighter-images': m006.up,
  '007-idempotency-keys': m007.up,
  '008-resumable-uploads': m008.up,
  '009-live-events': m009.up,
  '010-programme-stars': m010.up,
  '011-announcements': m011.up,
  '012-wall-approvals': m012.up,
  '013-wall-screens': m013.up,
  '014-content': m014.up,
  '015-training-evidence': m015.up,
  '016-satisfaction-publication': m016.up,
  '017-satisfaction-marks': m017.up,
  '018-live-organiser-events': m018.up,
  '019-room-questions-polls': m019.up,
  '020-prize-podium': m020.up,
  '021-votes-outlive-accounts': m021.up,
};

/**
 * Every migration, in order, written for `dialect` (SQLite or PostgreSQL). Names sort as they
 * run; a migration never changes what it does once it has landed: add a new one instead.
 */
export function migrationsFor(dialect: SchemaDialect): Record<string, Migration> {
  return Object.fromEntries(Object.entries(steps).map(([name, up]) => [name, { up: (db) => up(db, dialect) }]));
}
