import { CERTIFICATE_NOT_CLOSED, type AccountBody } from '@congres/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/stub-network';
import { CertificateSection } from './certificate-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const account: AccountBody = {
  id: 1,
  email: 'camille@exemple.fr',
  username: 'Camille Martin',
  role: 'attendee',
  photoCount: 0,
  createdAt: '2025-05-20T08:00:00.000Z',
};

describe('CertificateSection (decision 103)', () => {
  it('says, in French, that the certificate waits for the trainer to close the half-day', async () => {
    const calls: string[] = [];
    stubFetch((url) => {
      calls.push(url);
      return json({ message: CERTIFICATE_NOT_CLOSED, error: CERTIFICATE_NOT_CLOSED }, 409);
    });
    render(<CertificateSection account={account} token="jeton" />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mon attestation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_NOT_CLOSED);
    expect(CERTIFICATE_NOT_CLOSED).toMatch(/^Votre attestation sera disponible quand le formateur aura clos/);
    expect(calls).toEqual([expect.stringMatching(/\/api\/account\/certificate\.pdf$/)]);
    // Tried again later: the button is there again, not stuck.
    expect(screen.getByRole('button', { name: 'Télécharger mon attestation' })).toBeEnabled();
  });
});
