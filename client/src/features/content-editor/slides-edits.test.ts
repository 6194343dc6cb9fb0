import type { ProgrammeSlot } from '@congres/contracts';
import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE_MESSAGE } from '../../lib/api-result';
import { slidesUploadOutcome, startsLikePdf, withSlides } from './slides-edits';

const slot: ProgrammeSlot = { id: '06', time: '10h', title: 'Laboratoire', icon: 'lab', cancelled: false };
const pdf = { src: `/uploads/slides/${'a'.repeat(32)}.pdf`, name: 'labo.pdf', bytes: 2048 };

describe('a slot’s slides in the editor', () => {
  it('sets and removes the PDF and the link, and leaves no empty slides behind', () => {
    const withPdf = withSlides(slot, { pdf });
    expect(withPdf.slides).toEqual({ pdf });
    const both = withSlides(withPdf, { link: 'https://example.org/d' });
    expect(both.slides).toEqual({ pdf, link: 'https://example.org/d' });
    expect(withSlides(both, { pdf: null }).slides).toEqual({ link: 'https://example.org/d' });
    // A link emptied by the organiser is no link; the slot then looks as in the seed.
    expect(withSlides(withSlides(both, { pdf: null }), { link: '  ' })).toEqual(slot);
    expect('slides' in withSlides(withPdf, { pdf: null })).toBe(false);
    // What is not named stays.
    expect(withSlides(both, { link: 'https://example.org/e' }).slides?.pdf).toEqual(pdf);
  });

  it('tells a PDF from another file by its first bytes', async () => {
    expect(await startsLikePdf(new Blob(['%PDF-1.7\n…']))).toBe(true);
    expect(await startsLikePdf(new Blob(['<!doctype html><script>']))).toBe(false);
    expect(await startsLikePdf(new Blob(['']))).toBe(false);
  });

  it('reads the upload’s answer: the stored PDF, or a French reason to show', () => {
    expect(slidesUploadOutcome(201, pdf)).toEqual({ ok: true, pdf });
    expect(slidesUploadOutcome(415, { message: 'Ce fichier n’est pas un PDF valide.' })).toEqual({
      ok: false,
      message: 'Ce fichier n’est pas un PDF valide.',
    });
    expect(slidesUploadOutcome(0, undefined)).toEqual({ ok: false, message: NETWORK_FAILURE_MESSAGE });
    expect(slidesUploadOutcome(413, undefined)).toMatchObject({ ok: false, message: /trop volumineux/ });
    expect(slidesUploadOutcome(502, '<html>')).toMatchObject({ ok: false, message: /réessayez/ });
    // A 201 without a usable reference is no success.
    expect(slidesUploadOutcome(201, { src: 1 })).toMatchObject({ ok: false });
  });
});
