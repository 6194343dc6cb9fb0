import { PRERENDERED_ROUTES } from '@congres/contracts';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../entry-server';
import { AppRoutes, preloadPage } from './router';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
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
