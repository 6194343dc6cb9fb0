import { type ProgrammeSlot, type SlidesPdf, type SlotSlides } from '@congres/contracts';
import { NETWORK_FAILURE_MESSAGE } from '../../lib/api-result';

/**
 * `slot` with its slides' PDF and/or link replaced (`undefined` removes one; an empty link is no
 * link): a slot left with neither has no `slides` at all, as in the seed (decision 084).
 */
export function withSlides(
  slot: ProgrammeSlot,
  change: { pdf?: SlidesPdf | null; link?: string | null },
): ProgrammeSlot {
  const next: SlotSlides = { ...slot.slides };
  if (change.pdf !== undefined) {
    if (change.pdf === null) delete next.pdf;
    else next.pdf = change.pdf;
  }
  if (change.link !== undefined) {
    if (change.link === null || change.link.trim() === '') delete next.link;
    else next.link = change.link;
  }
  const rest: ProgrammeSlot = { ...slot };
  delete rest.slides;
  return next.pdf === undefined && next.link === undefined ? rest : { ...rest, slides: next };
}

/** Whether a file starts as every PDF does: checked before sending megabytes the server would refuse. */
export async function startsLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

const isSlidesPdf = (body: unknown): body is SlidesPdf => {
  const value = body as Partial<SlidesPdf> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.src === 'string' &&
    typeof value.name === 'string' &&
    typeof value.bytes === 'number'
  );
};

/** A 413 without our French body (a proxy of the host's own, say). */
const TOO_LARGE =
  'Ce PDF est trop volumineux pour le serveur : réduisez-le, ou donnez plutôt un lien vers la présentation.';

/** What an answer of POST /api/content/slides means: the stored PDF, or the French reason to show. */
export function slidesUploadOutcome(
  status: number,
  body: unknown,
): { ok: true; pdf: SlidesPdf } | { ok: false; message: string } {
  if (status === 201 && isSlidesPdf(body)) return { ok: true, pdf: body };
  if (status === 0) return { ok: false, message: NETWORK_FAILURE_MESSAGE };
  const message = (body as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message !== '') return { ok: false, message };
  if (status === 413) return { ok: false, message: TOO_LARGE };
  return { ok: false, message: 'L’envoi du PDF a échoué : réessayez dans un instant.' };
}
