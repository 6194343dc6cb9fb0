import type { APIRequestContext, Page } from '@playwright/test';
import { meanColour, photo, sameColour, type Colour } from './images';

/** The upload queue's region on the gallery (decision 053). */
export const queueOf = (page: Page) => page.getByRole('region', { name: "En attente d'envoi" });

/** The colour `photo(i)` is made in (support/images.ts). */
export const colourOf = (i: number): Colour => {
  const hue = (i * 47) % 256;
  return { r: hue, g: 120, b: 255 - hue };
};

/** `photo(i)` as a file to choose. */
export const photoFile = async (i: number) => ({
  name: `congres-${i}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await photo(i),
});

/** The photos `username` published, newest first (the API lists them oldest first: spec 7). */
export async function publishedBy(request: APIRequestContext, username: string) {
  const photos = (await (await request.get('/api/photos')).json()) as { filename: string; username: string }[];
  return photos.filter((p) => p.username === username).reverse();
}

/** Which of `photo(1..n)` each published photo is, by the mean colour of its stored file (newest first). */
export async function photoNumbers(
  request: APIRequestContext,
  photos: { filename: string }[],
  candidates: number[],
): Promise<(number | undefined)[]> {
  const colours = await coloursOf(request, photos);
  return colours.map((colour) => candidates.find((i) => sameColour(colour, colourOf(i))));
}

/** The mean colour of each photo's stored file, newest first. */
export async function coloursOf(request: APIRequestContext, photos: { filename: string }[]): Promise<Colour[]> {
  return Promise.all(
    photos.map(async (p) => meanColour(Buffer.from(await (await request.get(`/uploads/photos/${p.filename}`)).body()))),
  );
}
