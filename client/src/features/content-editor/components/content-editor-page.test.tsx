import {
  CLOCK_TIME_MESSAGE,
  CONTENT_CONFLICT,
  CONTENT_INVALID,
  type ContentVersionList,
  type CongressContent,
} from '@congres/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contentSeed } from '../../../content/seed';
import { json, stubFetch } from '../../../test/stub-network';
import {
  bar,
  fakeServer,
  freshTabEachTest,
  openSlot,
  publish,
  renderEditor,
  replaceText,
  rowNames,
  save,
  VERSIONS,
} from '../editor-test-site';

// Decisions 081 and 108: the programme's list at /contenu, one slot per page, the bar that saves
// and publishes, against a stand-in of the server's content routes.
vi.setConfig({ testTimeout: 20_000 });

freshTabEachTest();

/** Version 3, published by another organiser while the page was open on version 2. */
const VERSION_3: ContentVersionList[number] = {
  version: 3,
  publishedAt: '2025-05-20T09:30:00Z',
  note: null,
  restoredFrom: null,
  changes: [],
};

/** The seed with a change of `slot`'s fields. */
function seedWith(changes: Record<string, Partial<CongressContent['programme'][number]>>): CongressContent {
  const content = contentSeed();
  content.programme = content.programme.map((slot) => ({ ...slot, ...changes[slot.id] }));
  return content;
}

describe('the content editor at /contenu', () => {
  it('invites a visitor who is not signed in to sign in, and asks the server nothing', () => {
    const server = fakeServer();
    renderEditor(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Contenu du site' })).toBeInTheDocument();
    expect(screen.getByText(/réservée aux organisateurs du congrès/)).toBeInTheDocument();
    expect(server.mock).not.toHaveBeenCalled();
  });

  it('shows an attendee the server’s French refusal', async () => {
    stubFetch(() => json({ message: 'Cette action est réservée aux organisateurs du congrès.' }, 403));
    renderEditor('attendee');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette action est réservée aux organisateurs du congrès.',
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('says when the draft cannot be loaded, and loads it on "Réessayer"', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger le contenu : vérifiez la connexion puis réessayez.',
    );
    // The network is back.
    fakeServer();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Programme' })).toBeInTheDocument();
  });

  it('opens on the programme as one compact row per slot, each saying how it differs from the published version', async () => {
    const draft = seedWith({ '05': { cancelled: true }, '10': { time: '11h35' }, '18': { cancelled: true } });
    draft.programme = draft.programme.filter((slot) => slot.id !== '02');
    draft.programme.push({ id: 's-nouvo1', time: '16h', title: 'Photo de groupe', icon: 'talk', cancelled: false });
    fakeServer({ content: draft, published: seedWith({ '18': { cancelled: true } }) });
    renderEditor();
    await waitFor(async () => expect(await rowNames()).toContain('11h35 Intervention 4 : titre à venir : Modifié'));
    const rows = await rowNames();
    expect(rows).toHaveLength(18);
    expect(rows[0]).toBe('8h Accueil et inscription');
    expect(rows).toContain('9h30 Intervention 2 : titre à venir : Annulé, Modifié');
    // Already cancelled in the published version: cancelled, not changed.
    expect(rows).toContain('16h Présentation du congrès 2026 : Annulé');
    expect(rows.at(-1)).toBe('16h Photo de groupe : Nouveau');
    expect(
      screen.getByText(/^Supprimées du brouillon, retirées du site à la publication : « Mot d’accueil » \(8h35\)\./),
    );
    // Each row leads to its slot alone; none of the slots' fields is on this page.
    const row = screen.getByRole('link', { name: /^11h35 Intervention 4/ });
    expect(row).toHaveAttribute('href', '/contenu/programme/10');
    expect(screen.queryByLabelText('Heure')).toBeNull();
    // The other parts, one page each.
    const parts = within(screen.getByRole('navigation', { name: 'Parties du contenu' })).getAllByRole('link');
    expect(parts.map((link) => link.getAttribute('href'))).toContain('/contenu/quizz');
    expect(parts).toHaveLength(15);
    expect(bar().getByRole('button', { name: 'Publier' })).toBeInTheDocument();
  });

  it('opens a slot alone from its row, with its fields, its buttons and the bar, and comes back to its row', async () => {
    fakeServer();
    const router = renderEditor();
    const slot = await openSlot('11h15 Intervention 4');
    expect(router.state.location.pathname).toBe('/contenu/programme/10');
    expect(slot.getByRole('heading', { level: 2 })).toHaveTextContent('11h15 · Intervention 4 : titre à venir');
    expect(slot.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getAllByLabelText('Heure')).toHaveLength(1);
    expect(slot.getByLabelText('Heure')).toHaveValue('11h15');
    expect(slot.getByLabelText('Titre')).toHaveValue('Intervention 4 : titre à venir');
    expect(slot.getByLabelText('Pictogramme')).toHaveValue('talk');
    expect(slot.getByLabelText('Joindre les diapositives (PDF)')).toBeInTheDocument();
    expect(
      slot.getByRole('button', { name: 'Annuler la séance : 11h15, Intervention 4 : titre à venir' }),
    ).toBeVisible();
    expect(slot.getByRole('button', { name: 'Supprimer : 11h15, Intervention 4 : titre à venir' })).toBeVisible();
    expect(bar().getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    expect(router.state.location.pathname).toBe('/contenu');
    expect(await screen.findByRole('link', { name: /^11h15 Intervention 4/ })).toHaveFocus();
  });

  it('moves a slot to its place in time order as soon as its time changes, and keeps it on screen', async () => {
    const server = fakeServer();
    renderEditor();
    const slot = await openSlot('10h45 Intervention 3');
    const time = slot.getByLabelText('Heure');
    await replaceText(time, '11h20');
    // Still the same slot, at its new time, the field still in hand.
    expect(slot.getByRole('heading', { level: 2 })).toHaveTextContent('11h20 · Intervention 3 : titre à venir');
    expect(time).toHaveFocus();
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    const rows = await rowNames();
    expect(rows.slice(7, 11)).toEqual([
      '10h25 Pause',
      '11h15 Intervention 4 : titre à venir',
      '11h20 Intervention 3 : titre à venir : Modifié',
      '11h45 Intervention 5 : titre à venir',
    ]);
    await save();
    await screen.findByText('Brouillon enregistré.');
    expect(
      server
        .saved()
        .programme.slice(7, 11)
        .map((entry) => entry.id),
    ).toEqual(['08', '10', '09', '11']);
  });

  it('keeps the order of slots at the same time, and a time that is not one of the day where it was, refused at once', async () => {
    fakeServer();
    renderEditor();
    let slot = await openSlot('11h45 Intervention 5');
    await replaceText(slot.getByLabelText('Heure'), '11h15');
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    // Later in the list, it comes after the slot it now shares its time with.
    expect((await rowNames()).slice(9, 11)).toEqual([
      '11h15 Intervention 4 : titre à venir',
      '11h15 Intervention 5 : titre à venir : Modifié',
    ]);
    slot = await openSlot('12h15 Intervention 6');
    const time = slot.getByLabelText('Heure');
    for (const wrong of ['25h', '11h60', '']) {
      await replaceText(time, wrong);
      await userEvent.tab();
      expect(time).toHaveAttribute('aria-invalid', 'true');
      expect(time).toHaveAccessibleDescription(`Heure de Bordeaux, par exemple 11h15. ${CLOCK_TIME_MESSAGE}`);
    }
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    expect((await rowNames())[11]).toBe('Sans heure Intervention 6 : titre à venir : À corriger, Modifié');
    // Right again, it goes to its place.
    slot = await openSlot('Sans heure Intervention 6');
    await replaceText(slot.getByLabelText('Heure'), '7h');
    expect(slot.getByLabelText('Heure')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    expect((await rowNames()).slice(0, 2)).toEqual([
      '7h Intervention 6 : titre à venir : Modifié',
      '8h Accueil et inscription',
    ]);
  });

  it('edits a slot’s title and saves the draft on its base version', async () => {
    const server = fakeServer();
    renderEditor();
    const slot = await openSlot('10h45 Intervention 3');
    await replaceText(slot.getByLabelText('Heure'), '11h15');
    await replaceText(slot.getByLabelText('Titre'), 'Intervention 3 : la vaccination');
    expect(bar().getByText(/^Modifications non enregistrées/)).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Brouillon enregistré.')).toBeInTheDocument();
    const [put] = server.sent('PUT');
    expect((put?.body as { baseVersion: number }).baseVersion).toBe(2);
    // 11h15, like Intervention 4: it stays before it, as it was.
    expect(server.saved().programme[8]).toMatchObject({
      id: '09',
      time: '11h15',
      title: 'Intervention 3 : la vaccination',
    });
    expect(bar().getByText('Le brouillon est enregistré.')).toBeInTheDocument();
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    expect(screen.getByText(/Dernier enregistrement par Alex Orga, le 20 mai 2025 à 11h\./)).toBeInTheDocument();
  });

  it('adds a slot at the end with a new id, and opens it on its time', async () => {
    const server = fakeServer();
    const router = renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une séance' }));
    expect(router.state.location.pathname).toMatch(/^\/contenu\/programme\/s-[0-9a-z]{6}$/);
    const time = await screen.findByLabelText('Heure');
    expect(time).toHaveFocus();
    await replaceText(screen.getByLabelText('Titre'), 'Photo de groupe');
    await save();
    await screen.findByText('Brouillon enregistré.');
    const slot = server.saved().programme[18];
    expect(slot?.id).toMatch(/^s-[0-9a-z]{6}$/);
    expect(slot).toMatchObject({ title: 'Photo de groupe', cancelled: false, time: '16h' });
  });

  it('cancels a slot ("Annulé" on its page and its row) and restores it', async () => {
    const server = fakeServer();
    renderEditor();
    const slot = await openSlot('9h Intervention 1');
    await userEvent.click(slot.getByRole('button', { name: /^Annuler la séance/ }));
    expect(slot.getByText('État :').closest('p')).toHaveTextContent('État : AnnuléModifié');
    await save();
    await screen.findByText('Brouillon enregistré.');
    expect(server.saved().programme[3]).toMatchObject({ id: '04', cancelled: true });
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    expect((await rowNames())[3]).toBe('9h Intervention 1 : titre à venir : Annulé, Modifié');
    const again = await openSlot('9h Intervention 1');
    await userEvent.click(again.getByRole('button', { name: /^Rétablir/ }));
    expect(again.queryByText('Annulé')).toBeNull();
  });

  it('deletes a slot only once the dialog confirms it, and says so on the list', async () => {
    const server = fakeServer();
    const router = renderEditor();
    const slot = await openSlot('8h35 Mot d’accueil');
    await userEvent.click(slot.getByRole('button', { name: /^Supprimer/ }));
    let dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette séance ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(router.state.location.pathname).toBe('/contenu/programme/02');
    await userEvent.click(slot.getByRole('button', { name: /^Supprimer/ }));
    dialog = screen.getByRole('alertdialog', { name: 'Supprimer cette séance ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la séance' }));
    expect(router.state.location.pathname).toBe('/contenu');
    expect(await screen.findByText('« Mot d’accueil » a été supprimée du brouillon.')).toBeInTheDocument();
    expect(await rowNames()).toHaveLength(17);
    await save();
    await screen.findByText('Brouillon enregistré.');
    expect(server.saved().programme.map((entry) => entry.id)).not.toContain('02');
  });

  it('shows each refused value beside its field, focuses the first, and keeps what was typed', async () => {
    fakeServer({
      put: () =>
        json(
          {
            message: CONTENT_INVALID,
            problems: [
              { path: '/programme/3/time', message: CLOCK_TIME_MESSAGE },
              { path: '/quizzes/0/link', message: 'Le lien doit commencer par http:// ou https://.' },
              { path: '/partners/0/logo/src', message: 'Choisissez une image du site.' },
            ],
          },
          400,
        ),
    });
    renderEditor();
    const slot = await openSlot('9h Intervention 1');
    const time = slot.getByLabelText('Heure');
    await replaceText(time, '9 heures');
    await save();
    expect(await screen.findByText(CONTENT_INVALID)).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(/Écrivez l’heure comme 11h15\./);
    expect(time).toHaveFocus();
    expect(time).toHaveValue('9 heures');
    // The other parts: the quiz's link in its part, the picture without a field on the list.
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    expect((await rowNames())[3]).toBe('9 heures Intervention 1 : titre à venir : À corriger, Modifié');
    expect(screen.getByText('/partners/0/logo/src : Choisissez une image du site.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Quizz' }));
    const link = (await screen.findAllByLabelText('Lien du quiz'))[0]!;
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription('Le lien doit commencer par http:// ou https://.');
  });

  it('opens the part a refused field is in and focuses it, from any page', async () => {
    fakeServer({
      put: () =>
        json(
          {
            message: CONTENT_INVALID,
            problems: [{ path: '/quizzes/1/link', message: 'Le lien doit commencer par http:// ou https://.' }],
          },
          400,
        ),
    });
    const router = renderEditor();
    await openSlot('8h Accueil');
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contenu/quizz'));
    await waitFor(() => expect(document.getElementById('contenu-quizzes-1-link')).toHaveFocus());
    expect(document.activeElement).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toHaveAccessibleName('Lien du quiz');
  });

  it('publishes after one confirmation that says what changes, with a note, saving the draft first', async () => {
    const server = fakeServer();
    renderEditor();
    const slot = await openSlot('11h15 Intervention 4');
    await replaceText(slot.getByLabelText('Heure'), '11h35');
    await replaceText(slot.getByLabelText('Description (facultative)'), 'En salle B.');
    const said = await publish('Intervention 4 déplacée à 11h35');
    expect(said).toContain('Les visiteurs verront aussitôt :');
    expect(said).toContain('« Intervention 4 : titre à venir » : 11h15 → 11h35');
    expect(said).toContain('« Intervention 4 : titre à venir » : description, pictogramme ou présentation modifiés');
    expect(await screen.findByText('Version 3 publiée.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      '/api/content/draft',
      '/api/content/publish',
    ]);
    expect(server.sent('POST')[0]?.body).toEqual({ baseVersion: 2, note: 'Intervention 4 déplacée à 11h35' });
    // The note is gone with its publication.
    await userEvent.click(bar().getByRole('button', { name: 'Publier' }));
    expect(screen.getByLabelText('Note publique (facultative)')).toHaveValue('');
  });

  it('says in the confirmation when nothing changes, and the other parts changed; "Annuler" publishes nothing', async () => {
    const server = fakeServer();
    renderEditor('organiser', '/contenu/repas');
    await userEvent.click(await screen.findByRole('button', { name: 'Publier' }));
    let dialog = within(screen.getByRole('alertdialog', { name: 'Publier le brouillon ?' }));
    expect(dialog.getByText('Rien ne change par rapport à la version publiée.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await replaceText(document.getElementById('contenu-meals-dinner-day')!, 'Samedi 24 mai');
    await userEvent.click(bar().getByRole('button', { name: 'Publier' }));
    dialog = within(screen.getByRole('alertdialog', { name: 'Publier le brouillon ?' }));
    expect(dialog.getByRole('listitem')).toHaveTextContent('Aussi modifié : Repas (dîner et déjeuner).');
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(server.sent('POST')).toEqual([]);
  });

  it('keeps the edits when a save is refused, and "Recharger le brouillon" re-applies them onto the newest version, listing what to check', async () => {
    const conflict = CONTENT_CONFLICT(3, 'Sam Orga');
    // Sam Orga published version 3 in between: the save on version 2 is refused (decision 101).
    const server = fakeServer({
      versions: () => [VERSION_3, ...VERSIONS],
      put: (sent) =>
        sent.baseVersion === 3
          ? json({ baseVersion: 3, content: sent.content, updatedBy: 'Alex Orga', updatedAt: '2025-05-20T09:40:00Z' })
          : json({ message: conflict }, 409),
      publish: () => json({ version: 4 }, 201),
      rebase: (sent) =>
        json({
          baseVersion: 3,
          content: sent.content,
          updatedBy: null,
          updatedAt: null,
          rebasedFrom: 2,
          conflicts: [
            { path: '/programme/1', label: 'Séance « Mot du président »' },
            { path: '/meals', label: 'Repas (dîner et déjeuner)' },
          ],
        }),
    });
    renderEditor();
    const slot = await openSlot('8h35 Mot d’accueil');
    const title = slot.getByLabelText('Titre');
    await replaceText(title, 'Mot du président');
    await publish();
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    expect(title).toHaveValue('Mot du président');
    expect(server.sent('POST')).toEqual([]);
    await userEvent.click(bar().getByRole('button', { name: 'Recharger le brouillon' }));
    expect(
      await screen.findByText(
        'Brouillon repris sur la version 3 : vos changements, faits sur la version 2, s’ajoutent à ce qui a été publié depuis. Les parties changées des deux côtés gardent vos changements : vérifiez-les avant de publier.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/remplacera/)).toBeNull();
    // What was typed is there, still unsaved, on the newest version.
    expect(server.sent('POST')[0]).toMatchObject({ path: '/api/content/draft/rebase', body: { baseVersion: 2 } });
    expect(slot.getByLabelText('Titre')).toHaveValue('Mot du président');
    expect(bar().getByText(/^Modifications non enregistrées/)).toBeInTheDocument();
    await userEvent.click(slot.getAllByRole('link', { name: 'Revenir au programme' })[0]!);
    expect(screen.getByText(/à partir de la version 3\)/)).toBeInTheDocument();
    const toCheck = screen.getByRole('list', { name: /^À vérifier avant de publier : changé aussi dans la version 3/ });
    expect(
      within(toCheck)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Séance « Mot du président »', 'Repas (dîner et déjeuner)']);
    // The confirmation lists them too.
    await userEvent.click(bar().getByRole('button', { name: 'Publier' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Publier le brouillon ?' }));
    expect(dialog.getByRole('list', { name: /^À vérifier avant de publier/ })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Version 4 publiée.')).toBeInTheDocument();
    expect(server.sent('PUT').map((call) => (call.body as { baseVersion: number }).baseVersion)).toEqual([2, 3]);
    expect(server.saved().programme[1]?.title).toBe('Mot du président');
    expect(server.sent('POST').at(-1)?.body).toEqual({ baseVersion: 3 });
  });

  it('takes a saved draft the server gives rebased as unsaved, so that "Publier" saves it on the newest version first', async () => {
    let rebased = false;
    const server = fakeServer({
      versions: () => [VERSION_3, ...VERSIONS],
      // The stored draft is on version 2: the publication is refused, the draft reads rebased.
      publish: () => (rebased ? json({ version: 4 }, 201) : json({ message: CONTENT_CONFLICT(3, 'Sam Orga') }, 409)),
      draft: () =>
        rebased
          ? {
              baseVersion: 3,
              content: contentSeed(),
              updatedBy: 'Sam Orga',
              updatedAt: '2025-05-20T09:00:00Z',
              rebasedFrom: 2,
              conflicts: [],
            }
          : { baseVersion: 2, content: contentSeed(), updatedBy: 'Sam Orga', updatedAt: '2025-05-20T09:00:00Z' },
    });
    renderEditor();
    await rowNames();
    expect(bar().getByText('Le brouillon est enregistré.')).toBeInTheDocument();
    await publish();
    await screen.findByText(CONTENT_CONFLICT(3, 'Sam Orga'));
    rebased = true;
    await userEvent.click(bar().getByRole('button', { name: 'Recharger le brouillon' }));
    expect(
      await screen.findByText(
        'Brouillon repris sur la version 3 : vos changements, faits sur la version 2, s’ajoutent à ce qui a été publié depuis. Relisez-le, puis publiez.',
      ),
    ).toBeInTheDocument();
    expect(bar().getByText(/^Modifications non enregistrées/)).toBeInTheDocument();
    await publish();
    expect(await screen.findByText('Version 4 publiée.')).toBeInTheDocument();
    expect(server.sent('PUT').map((call) => (call.body as { baseVersion: number }).baseVersion)).toEqual([3]);
    expect(server.sent('POST').map((call) => call.body)).toEqual([{ baseVersion: 2 }, { baseVersion: 3 }]);
  });

  it('restores a version from the history after the dialog confirms it', async () => {
    const server = fakeServer();
    renderEditor();
    await rowNames();
    await userEvent.click(screen.getByRole('link', { name: 'Historique' }));
    const older = await screen.findByRole('heading', { level: 3, name: 'Version 1' });
    expect(screen.getByText('« Intervention 3 : titre à venir » déplacée de 10h45 à 11h15')).toBeInTheDocument();
    expect(screen.getByText('Note : Intervention 3 déplacée à 11h15')).toBeInTheDocument();
    await userEvent.click(within(older.closest('li')!).getByRole('button', { name: /^Revenir à cette version/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revenir à la version 1 ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir à cette version' }));
    expect(await screen.findByText('Version 3 publiée (retour à la version 1).')).toBeInTheDocument();
    // On the newest version the history showed (decision 101).
    expect(server.sent('POST')).toEqual([
      { method: 'POST', path: '/api/content/versions/1/restore', body: { baseVersion: 2 } },
    ]);
  });

  it('says who published first when a restore is refused, and offers to reload', async () => {
    const server = fakeServer({ restore: () => json({ message: CONTENT_CONFLICT(3, 'Sam Orga') }, 409) });
    renderEditor('organiser', '/contenu/historique');
    const older = await screen.findByRole('heading', { level: 3, name: 'Version 1' });
    await userEvent.click(within(older.closest('li')!).getByRole('button', { name: /^Revenir à cette version/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revenir à la version 1 ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir à cette version' }));
    expect(await screen.findByText(CONTENT_CONFLICT(3, 'Sam Orga'))).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Recharger le brouillon' })).toBeInTheDocument();
    expect(server.sent('POST')[0]?.body).toEqual({ baseVersion: 2 });
  });

  it('keeps unsaved edits in the tab through a reload, and opens a slot from its address', async () => {
    fakeServer();
    renderEditor();
    const slot = await openSlot('8h Accueil');
    await userEvent.click(slot.getByLabelText('Titre'));
    await userEvent.paste(' (hall B)');
    cleanup();
    renderEditor('organiser', '/contenu/programme/01');
    expect(await screen.findByLabelText('Titre')).toHaveValue('Accueil et inscription (hall B)');
    expect(bar().getByText(/^Modifications non enregistrées/)).toBeInTheDocument();
  });

  it('says so when the address names a slot or a part the draft does not have', async () => {
    fakeServer();
    renderEditor('organiser', '/contenu/programme/s-zzzzzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'Séance introuvable' })).toBeInTheDocument();
    cleanup();
    renderEditor('organiser', '/contenu/nulle-part');
    expect(await screen.findByRole('heading', { level: 2, name: 'Partie introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Programme et autres parties' })).toHaveAttribute('href', '/contenu');
  });
});
