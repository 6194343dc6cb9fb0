/**
 * API_BASE_URL, read when the client is built: the origin (and optional path) of an API on
 * another host, for a front end served by a static host; empty means the API is on the
 * page's own origin. Checked here so that a typo fails the build, not every call in a browser.
 */
export function apiBaseUrl(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_BASE_URL must be an http(s) URL such as https://api.congres.example.org (got "${value}").`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new Error(`API_BASE_URL must be an http(s) URL without query or fragment (got "${value}").`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new Error('API_BASE_URL must not hold credentials: it is written into the public JavaScript.');
  }
  // The client appends /api/... and /uploads/...: no trailing slash.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
