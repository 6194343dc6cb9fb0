// The library's own build, emitted with the app and served by our server: its web worker loads
// it from a CDN by default, which the CSP (script-src 'self') and the offline venue both forbid.
import libraryUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

/** Spec sections 5 and 9: at most 1 MB and 1024 px on the longest side. */
export const COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 1024 } as const;

/**
 * Compresses one image in a web worker. A file the browser cannot decode is sent as it is:
 * the server then refuses it with its reason, which the user sees.
 */
export async function compressImage(file: File): Promise<File> {
  try {
    // Loaded on the first publish only: visitors who just look at the photos never download it.
    const { default: imageCompression } = await import('browser-image-compression');
    return await imageCompression(file, {
      ...COMPRESSION,
      useWebWorker: true,
      // The worker runs from a blob: URL, so the library's address must be absolute.
      libURL: new URL(libraryUrl, window.location.href).href,
    });
  } catch {
    return file;
  }
}
