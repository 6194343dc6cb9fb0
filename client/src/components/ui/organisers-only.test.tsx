import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { OrganisersOnly } from './organisers-only';

/** The login page, as far as this test needs: where it would go back to. */
function LoginStub() {
  const { state } = useLocation() as { state: { returnTo?: string } | null };
  return <p>Retour prévu : {state?.returnTo ?? 'aucun'}</p>;
}

it('invites a signed-out visitor to sign in, and the login comes back to this page with its query', async () => {
  render(
    <MemoryRouter initialEntries={['/emargement/ecran?demi-journee=matin']}>
      <Routes>
        <Route path="/emargement/ecran" element={<OrganisersOnly>{() => <p>Écran</p>}</OrganisersOnly>} />
        <Route path="/login" element={<LoginStub />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.queryByText('Écran')).toBeNull();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Se connecter' }));
  expect(screen.getByText('Retour prévu : /emargement/ecran?demi-journee=matin')).toBeInTheDocument();
});
