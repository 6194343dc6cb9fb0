import { SITE_ROUTES } from '@congres/contracts';
import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { prefetchPhotos } from '../features/photos/api/get-photos';
import { Layout } from './layout';

/**
 * A page whose code is loaded the first time it is shown. Declarative routes (BrowserRouter
 * and useRoutes) rather than the data router: the site has no loaders nor actions, and the
 * data router's code was a tenth of the entry chunk (docs/benchmarks.md). `preload` lets
 * main.tsx fetch the first page before the first render: the first view never shows the
 * loading fallback, so nothing below it moves when the page arrives.
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: () => void,
): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  let prefetched = false;
  const loadCode = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  const preload = () => {
    if (!prefetched) prefetch?.();
    prefetched = true;
    return loadCode();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, handle: { preload, loadCode } satisfies PageHandle };
}

interface PageHandle {
  /** Loads the page's code and starts fetching its data. */
  preload: () => Promise<void>;
  /** Loads the page's code only (the build's prerender has no API to ask). */
  loadCode: () => Promise<void>;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: SITE_ROUTES.home, ...page(() => import('./routes/home')) },
      { path: SITE_ROUTES.programme, ...page(() => import('./routes/programme')) },
      { path: SITE_ROUTES.programmeHistory, ...page(() => import('./routes/programme-historique')) },
      { path: SITE_ROUTES.repas, ...page(() => import('./routes/repas')) },
      { path: SITE_ROUTES.itineraire, ...page(() => import('./routes/itineraire')) },
      { path: SITE_ROUTES.presentation, ...page(() => import('./routes/presentation')) },
      { path: SITE_ROUTES.quizz, ...page(() => import('./routes/quizz')) },
      // The gallery's data is asked for alongside its code.
      { path: SITE_ROUTES.photos, ...page(() => import('./routes/vos-photos'), prefetchPhotos) },
      { path: SITE_ROUTES.sitemap, ...page(() => import('./routes/sitemap')) },
      { path: SITE_ROUTES.login, ...page(() => import('./routes/login')) },
      { path: SITE_ROUTES.signin, ...page(() => import('./routes/signin')) },
      { path: SITE_ROUTES.forgotPassword, ...page(() => import('./routes/forgot-password')) },
      { path: SITE_ROUTES.resetPassword, ...page(() => import('./routes/reset-password')) },
      { path: SITE_ROUTES.account, ...page(() => import('./routes/mon-compte')) },
      { path: SITE_ROUTES.myProgramme, ...page(() => import('./routes/mon-programme')) },
      { path: SITE_ROUTES.reports, ...page(() => import('./routes/signalements')) },
      { path: SITE_ROUTES.organisation, ...page(() => import('./routes/organisation')) },
      { path: SITE_ROUTES.figures, ...page(() => import('./routes/chiffres')) },
      // The editor's parts and slots are its own sub-routes (decision 108): one page, one state.
      { path: `${SITE_ROUTES.content}/*`, ...page(() => import('./routes/contenu')) },
      { path: SITE_ROUTES.announcements, ...page(() => import('./routes/annonces')) },
      { path: SITE_ROUTES.legalNotice, ...page(() => import('./routes/mentions-legales')) },
      { path: SITE_ROUTES.privacy, ...page(() => import('./routes/confidentialite')) },
      { path: SITE_ROUTES.verification, ...page(() => import('./routes/verification')) },
      { path: SITE_ROUTES.quizForm, ...page(() => import('./routes/quizz-formulaire')) },
      { path: SITE_ROUTES.quizResults, ...page(() => import('./routes/quizz-resultats')) },
      { path: SITE_ROUTES.satisfaction, ...page(() => import('./routes/satisfaction')) },
      { path: SITE_ROUTES.satisfactionResults, ...page(() => import('./routes/satisfaction-resultats')) },
      { path: SITE_ROUTES.attendance, ...page(() => import('./routes/emargement')) },
      { path: SITE_ROUTES.attendanceSign, ...page(() => import('./routes/emargement-signer')) },
      { path: SITE_ROUTES.questions, ...page(() => import('./routes/questions')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
  // The projector's wall: a full screen of its own, without the site's header and footer.
  { path: SITE_ROUTES.wall, ...page(() => import('./routes/mur')) },
  // The room's attendance screen: the QR code, full screen, like the wall.
  { path: SITE_ROUTES.attendanceScreen, ...page(() => import('./routes/emargement-ecran')) },
  // The room's screen of the questions and polls: full screen, open to anyone, like the wall.
  { path: SITE_ROUTES.questionsScreen, ...page(() => import('./routes/questions-ecran')) },
];

/**
 * Loads the code of the page at `pathname` (a failure is left to the page's own loading), and
 * unless `codeOnly` starts fetching its data. Once it has resolved, the page renders at once,
 * without suspending: what lets the build render it to HTML and the browser hydrate it.
 */
export async function preloadPage(pathname: string, { codeOnly = false } = {}): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const handle = route.handle as PageHandle | undefined;
    if (handle) loads.push(codeOnly ? handle.loadCode() : handle.preload());
  }
  await Promise.all(loads).catch(() => undefined);
}

/** Every route of the site, under the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}
