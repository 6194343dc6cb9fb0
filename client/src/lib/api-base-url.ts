/** Replaced by Vite at build time (client/vite.config.ts, from the API_BASE_URL variable). */
declare const __API_BASE_URL__: string;

/**
 * Where the API and the photos are: '' for the page's own origin (the default: one Node
 * process serves both), or e.g. `https://api.congres.example.org` when the built client is
 * put on a static host of its own. No trailing slash.
 */
export const API_BASE_URL: string = __API_BASE_URL__;
