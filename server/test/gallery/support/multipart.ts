export interface UploadFile {
  name: string;
  data: Buffer;
  /** The type the browser declares; the server must not believe it. */
  type?: string;
  field?: string;
}

/** A multipart body as a browser sends it, with its content-type header (boundary included). */
export async function multipart(files: UploadFile[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const file of files) {
    form.append(file.field ?? 'images[]', new Blob([file.data], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** POST /api/upload-photo with these files, as inject options (no token when `token` is null). */
export async function uploadRequest(
  files: UploadFile[],
  token: string | null,
): Promise<{ method: 'POST'; url: string; payload: Buffer; headers: Record<string, string> }> {
  const { payload, headers } = await multipart(files);
  return {
    method: 'POST',
    url: '/api/upload-photo',
    payload,
    headers: token === null ? headers : { ...headers, authorization: `Bearer ${token}` },
  };
}
