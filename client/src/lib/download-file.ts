import { apiFetch } from './api-client';
import { NETWORK_FAILURE_MESSAGE, type ApiResult } from './api-result';

/** A file the API gave: its bytes and the name its Content-Disposition says. */
export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GETs a file an organiser downloads with their token (a link cannot carry it): the export's
 * zip, an attendance sheet. Small enough to hold in memory; the big zips go through a download
 * ticket instead (start-download.ts).
 */
export async function fetchFile(
  path: string,
  token: string,
  fallbackName: string,
  failureMessage: string,
): Promise<ApiResult<FetchedFile>> {
  let response: Response;
  try {
    response = await apiFetch(path, { token });
  } catch {
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, status: 0 };
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = (body as { message?: unknown } | undefined)?.message;
    return { ok: false, message: typeof message === 'string' ? message : failureMessage, status: response.status };
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { ok: true, data: { blob: await response.blob(), fileName } };
}

/** Hands a fetched file to the browser's downloads, under its name. */
export function saveFile({ blob, fileName }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
