import { fetchRaw } from './load.mjs';
import { firstViewWeight } from './page-weight.mjs';

/** The information pages (contracts' INFORMATION_ROUTES, read from its build). */
export async function informationRoutes() {
  const { INFORMATION_ROUTES } = await import('../../contracts/dist/index.js');
  return INFORMATION_ROUTES;
}

/** The text of `<main>` in an HTML document: what a reader gets before any script. */
function mainText(html) {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * For each information page, from our running server: the HTML as sent, whether it can be
 * read without any script (its <main> holds its heading and its text), hence the JS needed
 * to read it (none when it can), and the JS (gzip -9) that hydrates it: the entry and the
 * page's own chunk with what it imports, from the build's manifest.
 */
export async function htmlFirstWeights(serverUrl) {
  const rows = [];
  for (const route of await informationRoutes()) {
    const page = await fetchRaw(`${serverUrl}${route}`);
    const plain = await fetchRaw(`${serverUrl}${route}`, { accept: 'text/html' });
    const html = plain.body.toString('utf8');
    const text = mainText(html);
    const readable = plain.status === 200 && /<h1[\s>]/.test(html) && text.length > 80;
    const module = `src/app/routes/${route === '/' ? 'home' : route.slice(1)}.tsx`;
    const hydrating = firstViewWeight(module).js;
    rows.push({
      route,
      htmlBytes: page.bytes,
      encoding: page.headers['content-encoding'] ?? 'identity',
      textChars: text.length,
      readable,
      jsToRead: readable ? 0 : hydrating,
      hydratingJs: hydrating,
    });
  }
  return rows;
}
