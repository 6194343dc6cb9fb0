import {
  CONTENT_IMAGE_URL_PREFIX,
  JSON_MAX_DEPTH,
  type CongressContent,
  type ContentPicture,
  type ContentProblem,
} from '@congres/contracts';
import {
  ARCHIVE_PATH,
  CONTENT_FILE,
  IMAGES_FOLDER,
  readContentArchive,
  type ArchiveLimits,
} from './content-archive.js';
import { ContentImageRefusal, encodeContentImage, type EncodedImage } from './content-image.js';
import { pictureFileName, picturesOf, withPictures } from './content-pictures.js';
import { checkContent } from './content-problems.js';
import { nestsDeeperThan } from '../../http/json-depth.js';

export const IMPORT_PROBLEM = {
  noContent:
    'L’archive ne contient pas de fichier content.json : choisissez le fichier donné par « Exporter le contenu ».',
  notJson: 'Le fichier content.json n’est pas un JSON valide : exportez le contenu de nouveau.',
  tooDeep: `Le fichier content.json est trop imbriqué (${JSON_MAX_DEPTH} niveaux de listes ou d’objets au plus) : exportez le contenu de nouveau.`,
  noContentField: 'Le fichier content.json ne contient pas de champ « content » : exportez le contenu de nouveau.',
  missingImage: (file: string) =>
    `L’image ${file} manque dans l’archive : ajoutez-la au dossier images/, ou choisissez une autre image.`,
} as const;

/** The `content` of content.json's text, or why there is none. */
function contentField(text: string): { content: unknown } | { problem: string } {
  // Checked like every JSON body (decision 106): nothing deeper reaches a walk of the content.
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return { problem: IMPORT_PROBLEM.tooDeep };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: IMPORT_PROBLEM.notJson };
  }
  if (parsed !== null && typeof parsed === 'object' && 'content' in parsed) return { content: parsed.content };
  return { problem: IMPORT_PROBLEM.noContentField };
}

export type PreparedImport =
  { ok: true; content: CongressContent; images: EncodedImage[] } | { ok: false; problems: ContentProblem[] };

/**
 * Checks an archive to import (decision 089) entirely before anything is stored: the zip and
 * its limits, content.json against the schema and the server's rules (the draft's French
 * problems, by JSON pointer), and every picture it names present in `images/` and re-encoded
 * like an upload (decision 088). Every problem found is listed; when there is none, the content
 * names the re-encoded images (their new addresses and sizes) and they are ready to store.
 */
export async function prepareImport(
  zip: Buffer,
  opts: {
    limits: ArchiveLimits;
    imageLimits: { maxBytes: number; maxPixels: number };
    retiredSlotIds: ReadonlySet<string>;
  },
): Promise<PreparedImport> {
  const archive = await readContentArchive(zip, opts.limits);
  const problems = [...archive.problems];
  if (problems.some((problem) => problem.path === ARCHIVE_PATH)) return { ok: false, problems };

  const json = archive.files.get(CONTENT_FILE);
  let raw: unknown;
  if (json === undefined) {
    if (!problems.some((problem) => problem.path === CONTENT_FILE))
      problems.push({ path: CONTENT_FILE, message: IMPORT_PROBLEM.noContent });
  } else {
    const read = contentField(json.toString('utf8'));
    if ('problem' in read) problems.push({ path: CONTENT_FILE, message: read.problem });
    else raw = read.content;
  }
  if (raw === undefined) return { ok: false, problems };

  const checked = checkContent(raw, opts.retiredSlotIds);
  if (!checked.ok) problems.push(...checked.problems);

  // Each address once, whichever pictures share it.
  const encoded = new Map<string, EncodedImage>();
  const refused = new Set<string>();
  for (const { path, src } of picturesOf(raw)) {
    if (encoded.has(src) || refused.has(src)) continue;
    const file = `${IMAGES_FOLDER}${pictureFileName(src)}`;
    const data = archive.files.get(file);
    if (data === undefined) {
      refused.add(src);
      // A file too large was listed already, under its own name.
      if (!problems.some((problem) => problem.path === file))
        problems.push({ path: `${path}/src`, message: IMPORT_PROBLEM.missingImage(file) });
      continue;
    }
    try {
      encoded.set(src, await encodeContentImage(data, opts.imageLimits));
    } catch (error) {
      if (!(error instanceof ContentImageRefusal)) throw error;
      refused.add(src);
      problems.push({ path: file, message: error.message });
    }
  }
  if (!checked.ok || problems.length > 0) return { ok: false, problems };

  const content = withPictures(checked.content, (src): Omit<ContentPicture, 'alt'> | undefined => {
    const image = encoded.get(src);
    return image && { src: `${CONTENT_IMAGE_URL_PREFIX}${image.name}`, width: image.width, height: image.height };
  });
  return { ok: true, content, images: [...encoded.values()] };
}
