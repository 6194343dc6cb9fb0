/**
 * A Content-Disposition for a download with a French name: the name as written for browsers
 * that read RFC 5987 (all of today's), and its accent-free form for the others.
 */
export function attachmentDisposition(fileName: string): string {
  const plain = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
