import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_IMAGES_PATH, type ContentPicture, type SlidesPdf } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand } from '../../src/cli/backup-command.js';
import { CliError } from '../../src/cli/cli-support.js';
import { restoreCommand } from '../../src/cli/restore-command.js';
import { contentSite, copy, publishContent, putDraft, currentVersion, type ContentSite } from '../content/support.js';
import { filePost } from '../content/transfer-support.js';
import { solidImage } from '../gallery/support/images.js';
import { ON_SQLITE } from '../support/engines.js';
import { minimalPdf } from '../support/pdf.js';
import { startTestApp, tempDir } from '../support/test-app.js';
import { cliEnv, collectOutput, failureOf } from './support.js';

// The slides PDFs (decision 084) and the content images (decision 088) live in the photos'
// storage (the folder here, the bucket on the engines): a backup carries every one that any
// version or the draft names, and a restore puts them back or refuses a backup without them.

let site: ContentSite;
const scratch = tempDir('content-backups');
const slide = minimalPdf('Diapositives de la plénière');
let slideRef: SlidesPdf;
let carousel: ContentPicture;
let inDraft: ContentPicture;

async function uploaded<T>(url: string, data: Buffer, opts: { name: string; type: string }): Promise<T> {
  const res = await site.t.app.inject(await filePost(url, data, site.organiser.token, opts));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

beforeAll(async () => {
  // SQLite's online backup is what these commands use; the files go through the run's storage.
  site = await contentSite(ON_SQLITE);
  slideRef = await uploaded<SlidesPdf>('/api/content/slides', slide, { name: 'Plénière.pdf', type: 'application/pdf' });
  const png = { name: 'salle.png', type: 'image/png' };
  carousel = await uploaded<ContentPicture>(CONTENT_IMAGES_PATH, await solidImage('png', 640, 480), png);
  inDraft = await uploaded<ContentPicture>(CONTENT_IMAGES_PATH, await solidImage('png', 320, 200), png);

  // An older version names the PDF, the newest the carousel image, the draft another image.
  const withSlides = copy(site.seed);
  withSlides.programme[0]!.slides = { pdf: slideRef };
  await publishContent(site.t, site.organiser.token, withSlides);
  const withImage = copy(site.seed);
  withImage.home.carousel.push({ ...carousel, alt: 'La salle plénière' });
  await publishContent(site.t, site.organiser.token, withImage);
  const draft = copy(withImage);
  draft.home.carousel.push({ ...inDraft, alt: 'Le plan' });
  const saved = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), draft);
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await site.t.close();
  scratch.remove();
});

let folders = 0;
const freshPath = (name: string) => path.join(scratch.dir, `${name}-${(folders += 1)}`);
const siteEnv = async (dataDir?: string) => ({ ...(await cliEnv(dataDir ?? site.t)), ...ON_SQLITE });
const nameOf = (src: string) => src.slice(src.lastIndexOf('/') + 1);

describe('npm run backup and npm run restore with the content’s files', () => {
  it('carries the slides PDFs and content images any version or the draft names, served again after a restore', async () => {
    const target = freshPath('sauvegarde');
    const output = collectOutput();
    await backupCommand([target], output, await siteEnv());
    expect(output.lines).toEqual([
      `Sauvegarde terminée dans ${target} : 3 comptes, 0 photo, 1 diapositive (PDF), 2 images du contenu.`,
    ]);
    expect(output.errors).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(target, 'backup.json'), 'utf8'))).toMatchObject({
      slides: 1,
      contentImages: 2,
      missingOnSite: [],
    });
    expect(fs.readFileSync(path.join(target, 'slides', nameOf(slideRef.src))).equals(slide)).toBe(true);

    const restored = freshPath('restaure');
    const restoreOutput = collectOutput();
    await restoreCommand([target], restoreOutput, await siteEnv(restored));
    expect(restoreOutput.lines[0]).toMatch(
      new RegExp(`^Restauration terminée dans ${restored} : 0 photo, 1 diapositive \\(PDF\\), 2 images du contenu \\(`),
    );

    const second = await startTestApp({ DATA_DIR: restored, ...ON_SQLITE }, { contentSeed: site.seed });
    try {
      for (const src of [slideRef.src, carousel.src, inDraft.src]) {
        const before = await site.t.app.inject({ method: 'GET', url: src });
        const after = await second.app.inject({ method: 'GET', url: src });
        expect(after.statusCode, src).toBe(200);
        expect(after.headers['content-type']).toBe(before.headers['content-type']);
        expect(after.rawPayload.equals(before.rawPayload), src).toBe(true);
      }
      const pdf = await second.app.inject({ method: 'GET', url: slideRef.src });
      expect(pdf.rawPayload.equals(slide)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it.each([
    ['the PDF of an older version', () => path.join('slides', nameOf(slideRef.src)), 'slides'],
    ['the image named by the draft only', () => path.join('photos', 'content', nameOf(inDraft.src)), 'content'],
  ])('restore refuses a backup without %s, in French, and leaves DATA_DIR empty', async (_what, file, kind) => {
    const target = freshPath('abimee');
    await backupCommand([target], collectOutput(), await siteEnv());
    fs.rmSync(path.join(target, file()));
    const dataDir = freshPath('vide');
    const error = await failureOf(restoreCommand([target], collectOutput(), await siteEnv(dataDir)));
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toBe(
      `La sauvegarde est incomplète : 1 fichier(s) du contenu (diapositives ou images) manquant(s) : ` +
        `${kind}/${path.basename(file())}. Restaurez une autre sauvegarde, ou remettez ces fichiers dans le dossier de celle-ci.`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('backs up without a file the site had lost, says so, and the restore accepts only that absence', async () => {
    const stored = (await site.t.app.inject({ method: 'GET', url: inDraft.src })).rawPayload;
    await site.t.app.photos.files.remove('content', nameOf(inDraft.src));
    try {
      const target = freshPath('sans-image');
      const output = collectOutput();
      await backupCommand([target], output, await siteEnv());
      expect(output.lines[0]).toMatch(/, 1 diapositive \(PDF\), 1 image du contenu\.$/);
      expect(output.errors[0]).toMatch(
        new RegExp(
          `^Attention : le stockage du site n’a plus 1 fichier\\(s\\) que nomme le contenu \\(content/${nameOf(inDraft.src)}\\)`,
        ),
      );
      const restored = freshPath('restaure');
      await restoreCommand([target], collectOutput(), await siteEnv(restored));
      expect(fs.readdirSync(restored)).not.toEqual([]);
    } finally {
      await site.t.app.photos.files.put('content', nameOf(inDraft.src), stored);
    }
  });
});
