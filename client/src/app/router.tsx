import { SITE_ROUTES } from '@congres/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './layout';

/** Each page's code is loaded the first time the page is visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: SITE_ROUTES.home, ...page(() => import('./routes/home')) },
      { path: SITE_ROUTES.programme, ...page(() => import('./routes/programme')) },
      { path: SITE_ROUTES.repas, ...page(() => import('./routes/repas')) },
      { path: SITE_ROUTES.itineraire, ...page(() => import('./routes/itineraire')) },
      { path: SITE_ROUTES.presentation, ...page(() => import('./routes/presentation')) },
      { path: SITE_ROUTES.quizz, ...page(() => import('./routes/quizz')) },
      { path: SITE_ROUTES.photos, ...page(() => import('./routes/vos-photos')) },
      { path: SITE_ROUTES.sitemap, ...page(() => import('./routes/sitemap')) },
      { path: SITE_ROUTES.login, ...page(() => import('./routes/login')) },
      { path: SITE_ROUTES.signin, ...page(() => import('./routes/signin')) },
      { path: SITE_ROUTES.forgotPassword, ...page(() => import('./routes/forgot-password')) },
      { path: SITE_ROUTES.resetPassword, ...page(() => import('./routes/reset-password')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
