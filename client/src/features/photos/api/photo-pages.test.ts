import { describe, expect, it } from 'vitest';
import { makePhotos } from '../../../test/photos';
import { clampPage, pageQuery, photoAt, requestedPage, withoutPhoto, withPage, withPublished } from './photo-pages';

/** Pages 1 and 2 of 30 photos (newest first: 30..19, then 18..7), at version 5. */
function twoPages() {
  const newest = makePhotos(30).reverse();
  const first = withPage(null, 1, { photos: newest.slice(0, 12), nextCursor: '19', total: 30, version: '5' });
  return withPage(first, 2, { photos: newest.slice(12, 24), nextCursor: '7', total: 30, version: '5' });
}

describe('the gallery’s kept pages', () => {
  it('asks page 1 plainly, the next by the cursor of a kept page, any other by position', () => {
    const list = twoPages();
    expect(pageQuery(1, list)).toBe('?limit=12');
    expect(pageQuery(3, list)).toBe('?limit=12&before=7');
    expect(pageQuery(5, list)).toBe('?limit=12&offset=48');
    expect(pageQuery(2, null)).toBe('?limit=12&offset=12');
  });

  it('finds a photo by its place in the whole gallery', () => {
    const list = twoPages();
    expect(photoAt(list, 0)?.id).toBe(30);
    expect(photoAt(list, 13)?.id).toBe(17);
    expect(photoAt(list, 29)).toBeUndefined();
  });

  it('puts published photos first on page 1, in the order given, and drops the pages that moved', () => {
    const published = makePhotos(32).slice(30).reverse();
    const list = withPublished(twoPages(), published);
    expect(list.total).toBe(32);
    expect(list.pages.get(1)?.photos.map((p) => p.id)).toEqual([32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect([...list.pages.keys()]).toEqual([1]);
    // Its cursor no longer fits, and it is asked again.
    expect(list.pages.get(1)?.nextCursor).toBeNull();
    expect(list.pages.get(1)?.version).not.toBe(list.version);
    // A photo already listed is not counted twice.
    expect(withPublished(list, published).total).toBe(32);
  });

  it('takes a deleted photo out and marks every kept page old; an unknown id changes nothing', () => {
    const list = twoPages();
    const after = withoutPhoto(list, 25);
    expect(after.total).toBe(29);
    expect(after.pages.get(1)?.photos.map((p) => p.id)).not.toContain(25);
    expect([...after.pages.values()].every((page) => page.version !== after.version)).toBe(true);
    expect(withoutPhoto(list, 999)).toBe(list);
  });

  it('reads ?page=n and keeps it within the pages that exist', () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('3')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'abc', '']) expect(requestedPage(bad)).toBe(1);
    expect(clampPage(99, 30)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
  });
});
