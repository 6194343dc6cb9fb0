import { PRERENDERED_ROUTES, publicContent, type ContentVersionList } from '@congres/contracts';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSeed } from '../content/seed';
import { render } from '../entry-server';
import { VERSIONS_ELEMENT_ID, versionsJson } from '../features/programme-history/rendered-versions';
import { json, stubFetch } from '../test/stub-network';
import {
  forgetContentForTests,
  PUBLISHED_CONTENT_ELEMENT_ID,
  renderedContentJson,
  type RenderedContent,
} from '../lib/published-content';
import { queryClient } from '../lib/query-client';
import { AppRoutes, preloadPage } from './router';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetContentForTests();
  // The app's one query client (the history's versions): each test starts with nothing asked.
  queryClient.clear();
});

/** The build's HTML of `url` put in the page, then hydrated as main.tsx does; returns React's complaints. */
async function hydrate(url: string, html: string): Promise<{ errors: unknown[]; container: HTMLElement }> {
  window.history.pushState({}, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await preloadPage(url, { codeOnly: true });
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { errors, container };
}

describe('prerendered pages', () => {
  it.each(PRERENDERED_ROUTES)('%s renders to HTML with its heading and hydrates without a mismatch', async (url) => {
    // On the day, mid-morning: the live parts (quiz state, "En cours") differ from the build's.
    vi.useFakeTimers({ now: new Date('2025-05-23T08:20:00Z'), toFake: ['Date'] });
    const html = await render(url);
    expect(html).toMatch(/<h1[\s>]/);
    const { errors, container } = await hydrate(url, html);
    const heading = container.querySelector('h1');
    expect(errors).toEqual([]);
    // Hydration kept the build's nodes rather than rendering anew.
    expect(heading?.isConnected).toBe(true);
  });

  it('do not depend on the build’s clock', async () => {
    vi.useFakeTimers({ now: new Date('2025-05-23T08:20:00Z'), toFake: ['Date'] });
    const onTheDay = [await render('/'), await render('/programme'), await render('/quizz')];
    vi.setSystemTime(new Date('2026-01-10T12:00:00Z'));
    expect([await render('/'), await render('/programme'), await render('/quizz')]).toEqual(onTheDay);
  });

  it('show the live state once hydrated: the quizzes open at the time, "En cours" on the programme', async () => {
    vi.useFakeTimers({ now: new Date('2025-05-23T08:20:00Z'), toFake: ['Date'] });
    const quizzHtml = await render('/quizz');
    expect(quizzHtml).not.toContain('Ouvert depuis');
    const quizz = await hydrate('/quizz', quizzHtml);
    expect(quizz.container.textContent).toContain('Ouvert depuis 10h');
    act(() => root?.unmount());
    root = undefined;

    const programme = await hydrate('/programme', await render('/programme'));
    expect(programme.errors).toEqual([]);
    expect(programme.container.querySelector('.programme-card--current')?.textContent).toContain('QCM après');
  });
});

describe('pages rendered from a published version (decision 087)', () => {
  /** Version 5: the fourth slot moved and renamed, a lunch menu, a quiz and the welcome text changed. */
  function version5(): RenderedContent {
    const content = contentSeed();
    const slot = content.programme[3];
    const quiz = content.quizzes[0];
    if (slot === undefined || quiz === undefined) throw new Error('seed without its fourth slot or first quiz');
    const former = { time: slot.time, title: slot.title };
    slot.time = '11h15';
    slot.title = 'Conférence déplacée';
    content.meals.lunch.menus.normal.main = 'Blanquette de veau';
    quiz.label = 'Quiz d’ouverture';
    content.event.intro = ['Bienvenue : le programme a changé.'];
    return {
      version: 5,
      publishedAt: '2025-05-23T08:42:00Z',
      content: publicContent(content),
      changes: [
        { slotId: slot.id, kind: 'moved', title: slot.title, from: former.time, to: slot.time },
        { slotId: slot.id, kind: 'renamed', title: slot.title, from: former.title },
      ],
    };
  }

  it.each([
    ['/programme', 'Conférence déplacée'],
    ['/repas', 'Blanquette de veau'],
    ['/quizz', 'Quiz d’ouverture'],
    ['/', 'Bienvenue : le programme a changé.'],
  ])('%s hydrates from the version its document holds, without a mismatch', async (url, text) => {
    vi.useFakeTimers({ now: new Date('2025-05-23T08:50:00Z'), toFake: ['Date'] });
    const published = version5();
    const html = await render(url, null, published);
    expect(html).toContain(text);
    // As the server writes it after #root (entry-server.tsx).
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PUBLISHED_CONTENT_ELEMENT_ID;
    data.textContent = renderedContentJson(published);
    document.body.append(data);
    const { errors, container } = await hydrate(url, html);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.isConnected).toBe(true);
    expect(container.textContent).toContain(text);
  });
});

describe('the programme’s history rendered by the server (decision 107)', () => {
  const VERSIONS: ContentVersionList = [
    {
      version: 2,
      publishedAt: '2025-05-23T07:05:00.000Z',
      note: 'L’intervention 3 passe après la 4.',
      restoredFrom: null,
      changes: [{ slotId: '09', kind: 'moved', title: 'Intervention 3', from: '10h45', to: '11h20' }],
    },
    { version: 1, publishedAt: '2025-05-01T08:00:00.000Z', note: null, restoredFrom: null, changes: [] },
  ];

  it('holds every version in its HTML and hydrates from the list its document holds, without a mismatch', async () => {
    const requests = stubFetch(() => json(VERSIONS));
    const html = await render('/programme/historique', null, null, VERSIONS);
    expect(html).toContain('Intervention 3 : déplacée de 10h45 à 11h20');
    expect(html).toContain('L’intervention 3 passe après la 4.');
    expect(html).not.toContain('Chargement de l’historique');
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = VERSIONS_ELEMENT_ID;
    data.textContent = versionsJson(VERSIONS);
    document.body.append(data);
    const { errors, container } = await hydrate('/programme/historique', html);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.isConnected).toBe(true);
    expect(container.querySelector('#version-2')?.textContent).toContain('Publiée le 23 mai 2025 à 9h05');
    // Then asked again, for a version published since the document was rendered.
    await vi.waitFor(() => expect(requests).toHaveBeenCalled());
  });
});

describe('the Menu button before the app runs', () => {
  it('opens the menu on its own, and the hydrated header keeps it open, then closes it', async () => {
    const html = await render('/programme');
    window.history.pushState({}, '', '/programme');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const { startEarlyMenu } = await import('../components/layout/early-menu');
    startEarlyMenu();
    const toggle = () => container.querySelector<HTMLButtonElement>('.site-header__toggle')!;
    const list = () => container.querySelector('.site-nav__list')!;
    toggle().click();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toHaveClass('is-open');
    container.remove();

    const { errors, container: hydrated } = await hydrate('/programme', container.innerHTML);
    expect(errors).toEqual([]);
    const button = hydrated.querySelector<HTMLButtonElement>('.site-header__toggle')!;
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // React has the menu now: one press closes it (the early handler is gone).
    act(() => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(hydrated.querySelector('.site-nav__list')).not.toHaveClass('is-open');
  });
});
