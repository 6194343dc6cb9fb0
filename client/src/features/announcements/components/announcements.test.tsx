import { ANNOUNCEMENT_TOO_LONG, type Announcement } from '@congres/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_ANNOUNCEMENTS_CACHE } from '../../../lib/offline-caches';
import { stubCacheStorage } from '../../../test/fake-cache-storage';
import { sendLiveEvent, stubEventSource, TestEventSource } from '../../../test/fake-event-source';
import { json, stubFetch } from '../../../test/stub-network';
import { forgetAnnouncements } from '../announcements-store';
import { AnnouncementBanner } from './announcement-banner';
import { AnnouncementsPanel } from './announcements-panel';

const at = '2025-05-23T09:00:00.000Z';
const announcement = (id: number, message = `Annonce ${id}`): Announcement => ({ id, message, createdAt: at });

beforeEach(() => {
  forgetAnnouncements();
  stubEventSource();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBanner() {
  return render(
    <MemoryRouter>
      <main id="contenu" tabIndex={-1} />
      <AnnouncementBanner />
    </MemoryRouter>,
  );
}
const banner = () => screen.getByRole('region', { name: 'Annonces des organisateurs' });
const bannerMessages = () =>
  within(banner())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('the announcements banner', () => {
  it('shows the newest three, adds one from the stream at once, drops a removed one', async () => {
    stubCacheStorage();
    stubFetch(() => json([4, 3, 2, 1].map((id) => announcement(id))));
    renderBanner();
    await waitFor(() => expect(bannerMessages()).toEqual(['Annonce 4', 'Annonce 3', 'Annonce 2']));
    expect(banner().closest('[aria-live="polite"]')).not.toBeNull();

    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    sendLiveEvent('announcement-published', announcement(5, 'Le déjeuner est servi.'));
    expect(bannerMessages()).toEqual(['Le déjeuner est servi.', 'Annonce 4', 'Annonce 3']);
    // The same announcement again (the poster's own answer, a replay) is not shown twice.
    sendLiveEvent('announcement-published', announcement(5, 'Le déjeuner est servi.'));
    sendLiveEvent('announcement-removed', { id: 4 });
    expect(bannerMessages()).toEqual(['Le déjeuner est servi.', 'Annonce 3', 'Annonce 2']);
  });

  it('hides a dismissed one, keeps the dismissal in Cache Storage across a reload, and moves the focus', async () => {
    const stores = stubCacheStorage();
    stubFetch(() => json([announcement(2, 'Deuxième'), announcement(1, 'Première')]));
    const user = userEvent.setup();
    renderBanner();
    await waitFor(() => expect(bannerMessages()).toEqual(['Deuxième', 'Première']));
    await user.click(screen.getByRole('button', { name: 'Masquer l’annonce : Deuxième' }));
    expect(bannerMessages()).toEqual(['Première']);
    expect(screen.getByRole('button', { name: 'Masquer l’annonce : Première' })).toHaveFocus();
    await waitFor(() => expect(stores.get(DISMISSED_ANNOUNCEMENTS_CACHE)?.size).toBe(1));
    expect(localStorage.length).toBe(0);

    // A new page load on this device.
    cleanup();
    forgetAnnouncements();
    renderBanner();
    await waitFor(() => expect(bannerMessages()).toEqual(['Première']));
    await user.click(screen.getByRole('button', { name: 'Masquer l’annonce : Première' }));
    expect(screen.queryByRole('region', { name: 'Annonces des organisateurs' })).toBeNull();
    expect(document.getElementById('contenu')).toHaveFocus();
  });
});

describe('the organisers’ form', () => {
  it('counts the characters, refuses 281 without a call, and posts the message with the token', async () => {
    const posted: unknown[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'POST') {
        posted.push({
          url,
          body: JSON.parse(init.body as string) as unknown,
          auth: new Headers(init.headers).get('authorization'),
        });
        return json(announcement(7, 'Salle B'), 201);
      }
      return json([]);
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AnnouncementsPanel token="jeton" />
      </MemoryRouter>,
    );
    const field = screen.getByLabelText('Nouvelle annonce');
    expect(field).toHaveAccessibleDescription('0 caractères sur 280.');
    await user.click(field);
    await user.paste('a'.repeat(281));
    expect(field).toHaveAccessibleDescription('281 caractères sur 280 : 1 de trop.');
    await user.click(screen.getByRole('button', { name: 'Publier l’annonce' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ANNOUNCEMENT_TOO_LONG(281));
    expect(posted).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Salle B  ');
    await user.click(screen.getByRole('button', { name: 'Publier l’annonce' }));
    await screen.findByText('Annonce publiée : elle s’affiche sur toutes les pages du site.');
    expect(posted).toEqual([{ url: '/api/announcements', body: { message: '  Salle B  ' }, auth: 'Bearer jeton' }]);
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Retirer l’annonce : Salle B' })).toBeInTheDocument();
  });

  it('shows the server’s French refusal', async () => {
    stubFetch((_url, init) =>
      init?.method === 'POST'
        ? json({ message: 'Cette action est réservée aux organisateurs du congrès.' }, 403)
        : json([]),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AnnouncementsPanel token="jeton" />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Nouvelle annonce'), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Publier l’annonce' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette action est réservée aux organisateurs du congrès.',
    );
  });
});
