import { SCRIPT_FIRST_ROUTES } from '@congres/contracts';
import { startEarlyMenu } from './components/layout/early-menu';

// The page's first script, and a small one. A page is whole in its HTML (decision 020), so
// the app's code is asked for once that HTML is on screen: on a weak network its 90 KB never
// compete with the page's stylesheet and images for the first paint. Pages of use only with
// their script (SCRIPT_FIRST_ROUTES: the account forms) and the empty shell
// start it at once. Until it runs, the Menu button works on its own (early-menu.ts).
const start = () => void import('./main');

const waitsForPaint =
  document.visibilityState === 'visible' &&
  !SCRIPT_FIRST_ROUTES.includes(window.location.pathname.replace(/(.)\/$/, '$1')) &&
  document.getElementById('root')?.firstElementChild != null;

startEarlyMenu();

// The second frame: the first one, with the page, has been painted. (A tab opened in the
// background paints no frame, hence the visibility check.)
if (waitsForPaint) requestAnimationFrame(() => requestAnimationFrame(start));
else start();
