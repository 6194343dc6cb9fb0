import type { Migration } from 'kysely';
import * as m001 from './001-users.js';
import * as m002 from './002-auth.js';
import * as m003 from './003-photos.js';
import * as m004 from './004-moderation.js';

/**
 * Every migration, in order. Names sort as they run; a migration never changes once it has
 * landed: add a new one instead.
 */
export const migrations: Record<string, Migration> = {
  '001-users': m001,
  '002-auth': m002,
  '003-photos': m003,
  '004-moderation': m004,
};
