import { compressImage } from '../api/compress-image';
import { heifToJpeg } from './heif';

/** A chosen photo as it is sent: a HEIC turned into a JPEG, then compressed (spec 5 and 9). */
export async function preparePhoto(file: File): Promise<File> {
  return compressImage(await heifToJpeg(file));
}
