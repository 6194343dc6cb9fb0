import type { FastifyInstance } from 'fastify';
import contentDraft from './content-draft.js';
import contentFiles from './content-files.js';
import exportContent from './export-content.js';
import getContent from './get-content.js';
import listVersions from './list-versions.js';
import publishContent from './publish-content.js';
import rebaseDraft from './rebase-draft.js';
import restoreVersion from './restore-version.js';
import uploadSlides from './upload-slides.js';

/** The congress's content (decisions 079, 080): read by anyone, drafted and published by organisers. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(getContent);
  await app.register(listVersions);
  await app.register(contentDraft);
  await app.register(rebaseDraft);
  await app.register(publishContent);
  await app.register(restoreVersion);
  await app.register(uploadSlides);
  await app.register(contentFiles);
  await app.register(exportContent);
}
