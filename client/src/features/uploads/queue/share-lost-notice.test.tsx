import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listing, makePhotos, renderPhotosPage, stubFetch } from '../../../test/gallery-fixtures';
import { SHARE_LOST_MESSAGE } from './share-lost-notice';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the gallery after a share that reached the server (decision 073)', () => {
  it('says the shared photos did not arrive and what to do', async () => {
    stubFetch(listing(makePhotos(2)));
    renderPhotosPage('/vos-photos?partage=perdu');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_LOST_MESSAGE);
    expect(SHARE_LOST_MESSAGE).toMatch(/partagez-les à nouveau, ou choisissez-les avec « Choisir des photos »/);
  });
});
