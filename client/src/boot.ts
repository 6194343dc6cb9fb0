import { SCRIPT_FIRST_ROUTES } from '@congres/contracts';
import { startEarlyMenu } from './components/layout/early-menu';

// The page's first script, and a small one. A page is whole in its HTML (decision 020), so
// the app's code is asked for once that HTML is on screen: on a weak network its 90 KB never
// compete with the page's stylesheet and images for the first paint. Pages of use only with
// their script (SCRIPT_FIRST_ROUTES: the account forms) and the empty shell
// start it at once. Until it runs, the Menu button works on its own (early-menu.ts).
//
// React's DOM renderer is asked for beside the app, as a module of its own: the browser
// evaluates it as soon as it has arrived, in a task of its own, rather than within the app's
// (together, a task of 170 ms on a mid-range phone's CPU, which would hold a tap that long;
// decision 113). The app's module then finds it evaluated. (Only a module whose every export
// the app uses: a dynamic import keeps them all, react-router's would weigh five times more.)
const start = () => {
  void import('react-dom/client');
  void import('./main');
};

const waitsForPaint =
  document.visibilityState === 'visible' &&
  !SCRIPT_FIRST_ROUTES.includes(window.location.pathname.replace(/(.)\/$/, '$1')) &&
  document.getElementById('root')?.firstElementChild != null;

startEarlyMenu();

// The second frame: the first one, with the page, has been painted. (A tab opened in the
// background paints no frame, hence the visibility check.)
if (waitsForPaint) requestAnimationFrame(() => requestAnimationFrame(start));
else start();
