import { SITE_ROUTES } from '@congres/contracts';

// The page's first script, and a small one. A page is whole in its HTML (decision 020), so
// the app's code is asked for once that HTML is on screen: on a weak network its 90 KB never
// compete with the page's stylesheet and images for the first paint. The gallery, whose
// photos come with the code, and the empty shell start it at once.
const start = () => void import('./main');

const waitsForPaint =
  document.visibilityState === 'visible' &&
  window.location.pathname !== SITE_ROUTES.photos &&
  document.getElementById('root')?.firstElementChild != null;

// The second frame: the first one, with the page, has been painted. (A tab opened in the
// background paints no frame, hence the visibility check.)
if (waitsForPaint) requestAnimationFrame(() => requestAnimationFrame(start));
else start();
