import { SATISFACTION_NOT_PARTICIPANT, type SatisfactionState } from '@congres/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { satisfactionSeed } from '../../../content/satisfaction';
import { accountKey } from '../../../lib/query-client';
import { TOKEN_KEY } from '../../../lib/session';
import { fakeToken } from '../../../test/fake-token';
import { renderWithQueries } from '../../../test/render-with-queries';
import { json, stubFetch } from '../../../test/stub-network';
import { SATISFACTION_KEY } from '../api/satisfaction-api';
import SatisfactionReminder from '../public/satisfaction-reminder';
import { SatisfactionPage } from './satisfaction-page';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const token = fakeToken('Alix Absente');
const stateOf = (participant: boolean): SatisfactionState => ({
  questionnaire: satisfactionSeed(),
  open: true,
  answered: false,
  participant,
});

function renderPage(participant: boolean) {
  stubFetch(() => json(stateOf(participant)));
  return renderWithQueries(
    <MemoryRouter initialEntries={['/quizz/satisfaction']}>
      <SatisfactionPage token={token} />
    </MemoryRouter>,
  );
}

describe('the satisfaction page for an account that signed no half-day (decision 105)', () => {
  it('says why there is no form and what to do, instead of a form it could not send', async () => {
    renderPage(false);
    expect(await screen.findByText(SATISFACTION_NOT_PARTICIPANT)).toBeInTheDocument();
    expect(SATISFACTION_NOT_PARTICIPANT).toMatch(/feuille de présence/);
    expect(SATISFACTION_NOT_PARTICIPANT).toMatch(/demandez à un organisateur/);
    expect(screen.queryByRole('button', { name: 'Envoyer mes réponses' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour aux quiz' })).toHaveAttribute('href', '/quizz');
  });

  it('shows the form to a participant', async () => {
    renderPage(true);
    expect(await screen.findByRole('button', { name: 'Envoyer mes réponses' })).toBeInTheDocument();
    expect(screen.queryByText(SATISFACTION_NOT_PARTICIPANT)).toBeNull();
  });

  it('keeps the banner’s reminder for participants', async () => {
    for (const participant of [false, true]) {
      localStorage.setItem(TOKEN_KEY, token);
      stubFetch(() => json(stateOf(participant)));
      const { queryClient } = renderWithQueries(
        <MemoryRouter initialEntries={['/programme']}>
          <SatisfactionReminder />
        </MemoryRouter>,
      );
      await waitFor(() => expect(queryClient.getQueryData([SATISFACTION_KEY, accountKey(token)])).toBeDefined());
      const reminder = screen.queryByRole('region', { name: 'Rappel du questionnaire de satisfaction' });
      if (participant) expect(reminder).toBeInTheDocument();
      else expect(reminder).toBeNull();
      cleanup();
    }
  });
});
