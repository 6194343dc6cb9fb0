import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { EVENT } from '../../content/event';
import { json, stubFetch } from '../../test/stub-network';
import { MAP_NEEDS_CONNECTION, MapFrame } from './map-frame';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderFrame = () =>
  render(<MapFrame point={EVENT.venue.point} title="Carte : institut" plan={EVENT.venue.plan} address="25 rue X" />);
const plan = () => screen.queryByRole('img', { name: /^Plan du quartier/ });

it('shows the drawn plan and the address, and loads the interactive map only when asked', async () => {
  const network = stubFetch((url) =>
    url === '/api/health' ? json({ status: 'ok', uptimeSeconds: 1 }) : json({}, 404),
  );
  renderFrame();
  expect(plan()).toHaveAttribute('src', EVENT.venue.plan.src);
  expect(screen.getByText('25 rue X')).toBeInTheDocument();
  // Nothing from a third party until the visitor asks.
  expect(document.querySelector('iframe')).toBeNull();
  expect(network).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Afficher la carte interactive' }));
  expect(await screen.findByTitle('Carte : institut')).toHaveAttribute(
    'src',
    expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/),
  );
  expect(network).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
  expect(plan()).toBeNull();
  expect(screen.queryByText(MAP_NEEDS_CONNECTION)).toBeNull();

  // The label says what the next press does.
  await userEvent.click(screen.getByRole('button', { name: 'Masquer la carte interactive' }));
  expect(document.querySelector('iframe')).toBeNull();
  expect(plan()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Afficher la carte interactive' })).toBeInTheDocument();
});

it('offline, keeps the plan and says the interactive map needs a connection', async () => {
  let online = false;
  stubFetch(() =>
    online ? json({ status: 'ok', uptimeSeconds: 1 }) : Promise.reject(new TypeError('Failed to fetch')),
  );
  renderFrame();
  const toggle = screen.getByRole('button', { name: 'Afficher la carte interactive' });

  await userEvent.click(toggle);
  expect(await screen.findByRole('status')).toHaveTextContent(MAP_NEEDS_CONNECTION);
  expect(plan()).toBeInTheDocument();
  expect(document.querySelector('iframe')).toBeNull();
  expect(toggle).toHaveAccessibleName('Afficher la carte interactive');

  // Back online, the same button brings the map, and the line goes.
  online = true;
  await userEvent.click(toggle);
  expect(await screen.findByTitle('Carte : institut')).toBeInTheDocument();
  expect(screen.queryByText(MAP_NEEDS_CONNECTION)).toBeNull();
});

it('does not even ask the network when the browser knows it has none', async () => {
  const network = stubFetch(() => json({ status: 'ok', uptimeSeconds: 1 }));
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderFrame();
  await userEvent.click(screen.getByRole('button', { name: 'Afficher la carte interactive' }));
  expect(await screen.findByText(MAP_NEEDS_CONNECTION)).toBeInTheDocument();
  expect(network).not.toHaveBeenCalled();
});
