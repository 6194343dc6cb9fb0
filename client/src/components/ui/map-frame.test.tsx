import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { EVENT } from '../../content/event';
import { MapFrame } from './map-frame';

it('shows the drawn plan and the address, and loads the interactive map only when asked', async () => {
  render(<MapFrame point={EVENT.venue.point} title="Carte : institut" plan={EVENT.venue.plan} address="25 rue X" />);
  expect(screen.getByRole('img', { name: /^Plan du quartier/ })).toHaveAttribute('src', EVENT.venue.plan.src);
  expect(screen.getByText('25 rue X')).toBeInTheDocument();
  // Nothing from a third party until the visitor asks.
  expect(document.querySelector('iframe')).toBeNull();

  const toggle = screen.getByRole('button', { name: 'Afficher la carte interactive' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTitle('Carte : institut')).toHaveAttribute(
    'src',
    expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/),
  );
  expect(screen.queryByRole('img', { name: /^Plan du quartier/ })).toBeNull();

  await userEvent.click(toggle);
  expect(document.querySelector('iframe')).toBeNull();
});
