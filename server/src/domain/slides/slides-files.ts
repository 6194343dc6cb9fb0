import { SLIDES_URL_PREFIX, type CongressContent, type ContentProblem } from '@congres/contracts';
import type { PhotoFiles } from '../photos/photo-files.js';
import { PROBLEM, type CheckedContent } from '../content/content-problems.js';

/**
 * Checks that every slides PDF of checked content is stored (decision 084): a reference the
 * upload route never made (or a file gone) is refused on its field, so no page ever links a
 * missing file. Each PDF's size is taken from the storage, not from what the editor sent.
 */
export async function checkSlidesFiles(files: PhotoFiles, content: CongressContent): Promise<CheckedContent> {
  const problems: ContentProblem[] = [];
  const programme = await Promise.all(
    content.programme.map(async (slot, i) => {
      const pdf = slot.slides?.pdf;
      if (pdf === undefined) return slot;
      const stored = await files.open('slides', pdf.src.slice(SLIDES_URL_PREFIX.length));
      if (stored === undefined) {
        problems.push({ path: `/programme/${i}/slides/pdf/src`, message: PROBLEM.slidesPdf });
        return slot;
      }
      // Only its size is wanted: the bytes are not read.
      stored.stream.destroy();
      return { ...slot, slides: { ...slot.slides, pdf: { ...pdf, bytes: stored.bytes } } };
    }),
  );
  // In the programme's order, whichever storage read ended first.
  problems.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, content: { ...content, programme } };
}
