import { CONTENT_INVALID, SLIDES_MESSAGES } from '@congres/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contentSeed } from '../../../content/seed';
import { json } from '../../../test/stub-network';
import { fakeServer, freshTabEachTest, named, renderEditor, replaceText, save, SLIDES_PDF } from '../editor-test-site';

// The editor's parts, each a page of its own (decisions 081, 108): a slot's slides, the quizzes,
// the places, transport lists and legal pages, the training action.
vi.setConfig({ testTimeout: 20_000 });

freshTabEachTest();

/** A field by its JSON pointer's id, once the page shows it. */
async function field(id: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.getElementById(id)).not.toBeNull());
  return document.getElementById(id)!;
}

describe('a slot’s slides', () => {
  it('attaches a slot’s PDF, says each refusal, saves it with a link, and removes both', async () => {
    let answer = () => json({ message: 'Ce PDF dépasse 50 Mo : réduisez-le.' }, 413);
    const server = fakeServer({ slides: () => answer() });
    renderEditor('organiser', '/contenu/programme/06');
    const card = within(await screen.findByRole('group', { name: 'Présentation (facultative)' }));
    const input = card.getByLabelText('Joindre les diapositives (PDF)');
    const pdf = new File(['%PDF-1.7\n…'], 'Labo 2025.pdf', { type: 'application/pdf' });

    // Not a PDF by its first bytes: said at once, nothing sent.
    await userEvent.upload(input, new File(['<!doctype html>'], 'diapos.pdf', { type: 'application/pdf' }));
    expect(await card.findByRole('alert')).toHaveTextContent(SLIDES_MESSAGES.notPdf);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.filter((call) => call.path === '/api/content/slides')).toHaveLength(0);

    // The server's refusal, in its words.
    await userEvent.upload(input, pdf);
    expect(await card.findByRole('alert')).toHaveTextContent('Ce PDF dépasse 50 Mo : réduisez-le.');

    answer = () => json(SLIDES_PDF, 201);
    await userEvent.upload(input, pdf);
    expect(await card.findByRole('status')).toHaveTextContent(
      '« Labo 2025.pdf » est joint à la séance : il sera visible après la publication du brouillon.',
    );
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
    expect(card.getByText('Labo 2025.pdf', { selector: 'a' })).toHaveAttribute('href', SLIDES_PDF.src);
    expect(card.getByLabelText('Remplacer le PDF')).toBeInTheDocument();

    await userEvent.click(card.getByLabelText('Lien vers la présentation en ligne'));
    await userEvent.paste('https://example.org/labo');
    await save();
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    expect(server.saved().programme[5]?.slides).toEqual({ pdf: SLIDES_PDF, link: 'https://example.org/labo' });

    // Removed, the slot is as in the seed again.
    await userEvent.click(card.getByRole('button', { name: /^Retirer le PDF/ }));
    await userEvent.click(card.getByRole('button', { name: 'Retirer le lien' }));
    await save();
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(2));
    expect(server.saved().programme[5]).not.toHaveProperty('slides');
  });

  it('attaches a PDF that arrives after its slot moved to another time to that slot', async () => {
    let arrive: (answer: Response) => void = () => undefined;
    const server = fakeServer({ slides: () => new Promise<Response>((resolve) => (arrive = resolve)) as never });
    renderEditor('organiser', '/contenu/programme/06');
    const input = await screen.findByLabelText('Joindre les diapositives (PDF)');
    await userEvent.upload(input, new File(['%PDF-1.7\n…'], 'Labo 2025.pdf', { type: 'application/pdf' }));
    // 10h becomes 8h: the slot is now the first of the programme.
    await replaceText(screen.getByLabelText('Heure'), '8h');
    arrive(json(SLIDES_PDF, 201));
    expect(await screen.findByText('Labo 2025.pdf', { selector: 'a' })).toBeInTheDocument();
    await save();
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const programme = server.saved().programme;
    expect(programme.find((slot) => slot.id === '06')?.slides?.pdf).toEqual(SLIDES_PDF);
    expect(programme.filter((slot) => slot.slides !== undefined)).toHaveLength(1);
  });
});

describe('the quizzes in the editor', () => {
  it('edits a quiz’s opening in Bordeaux time and saves it in UTC', async () => {
    const server = fakeServer();
    renderEditor('organiser', '/contenu/quizz');
    const date = named(await field('contenu-quizzes-0-opensAt'), 'Date');
    const time = named(document.getElementById('contenu-quizzes-0-opensAt-heure'), 'Heure');
    await replaceText(date, '2025-05-23');
    await replaceText(time, '08:00');
    await save();
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    expect(server.saved().quizzes[0]?.opensAt).toBe('2025-05-23T06:00:00Z');
  });
});

describe('the places, transport lists and legal pages in the editor', () => {
  /** The "Retirer" button of a list item, by the id of its field. */
  const removeButton = async (id: string) =>
    (await field(id)).closest('.content-editor__text-list-item')!.querySelector<HTMLElement>(':scope > button')!;

  it('saves a map point typed with a comma as a number, and a departure’s new name', async () => {
    const server = fakeServer();
    renderEditor('organiser', '/contenu/lieux');
    const latitude = named(await field('contenu-event-venue-point-lat'), 'Latitude (lieu du congrès)');
    await replaceText(latitude, '44,8301');
    expect(latitude).toHaveValue('44,8301');
    await replaceText(await field('contenu-itineraries-directionsFrom-0-label'), 'Gare Saint-Jean, sortie Belcier');
    await save();
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const saved = server.saved();
    expect(saved.event.venue.point.lat).toBe(44.8301);
    expect(saved.itineraries.directionsFrom[0]?.label).toBe('Gare Saint-Jean, sortie Belcier');
  });

  it('shows the server’s refusal of a coordinate under its field, focused, with what was typed', async () => {
    fakeServer({
      put: () =>
        json(
          {
            message: CONTENT_INVALID,
            problems: [
              { path: '/meals/dinner/place/point/lon', message: 'Écrivez un nombre, comme 44,8268 ou -0.6037.' },
            ],
          },
          400,
        ),
    });
    renderEditor('organiser', '/contenu/lieux');
    const longitude = await field('contenu-meals-dinner-place-point-lon');
    await replaceText(longitude, 'ouest');
    await save();
    await waitFor(() => expect(longitude).toHaveAttribute('aria-invalid', 'true'));
    expect(longitude).toHaveAccessibleDescription(/Écrivez un nombre, comme 44,8268 ou -0\.6037\./);
    expect(longitude).toHaveFocus();
    expect(longitude).toHaveValue('ouest');
  });

  it('edits, adds and removes a legal paragraph, a bus line and a train time, on two parts', async () => {
    const server = fakeServer();
    renderEditor('organiser', '/contenu/pages-legales');
    const seed = contentSeed();
    await screen.findByRole('heading', { level: 2, name: 'Pages légales' });
    expect(document.getElementById('contenu-legal-notice-0-paragraphs-0')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Modifier : Mentions légales' }));
    await replaceText(await field('contenu-legal-notice-0-paragraphs-0'), 'Association Santé Bordeaux, loi 1901.');
    await userEvent.click(await removeButton('contenu-legal-notice-0-paragraphs-1'));
    // Another part: what was typed in this one stays.
    await userEvent.click(screen.getByRole('link', { name: 'Programme et autres parties' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Itinéraires' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une ligne de bus' }));
    const newLine = seed.itineraries.busLines.length;
    await replaceText(await field(`contenu-itineraries-busLines-${newLine}-line`), '9');
    await replaceText(await field(`contenu-itineraries-busLines-${newLine}-stop`), 'Hôpital');
    await userEvent.click(await removeButton('contenu-itineraries-train-departures-0'));
    await save();
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const saved = server.saved();
    expect(saved.legal.notice[0]?.paragraphs).toEqual([
      'Association Santé Bordeaux, loi 1901.',
      ...(seed.legal.notice[0]?.paragraphs.slice(2) ?? []),
    ]);
    expect(saved.itineraries.busLines.at(-1)).toEqual({ line: '9', stop: 'Hôpital' });
    expect(saved.itineraries.train.departures).toEqual(seed.itineraries.train.departures.slice(1));
  });
});

describe('the training action in the editor', () => {
  /** The "Formation (émargement)" part's queries. */
  const trainingSection = async () => {
    const heading = await screen.findByRole('heading', { level: 2, name: 'Formation (émargement)' });
    return within(heading.closest('section')!);
  };
  /** The card of half-day `n` (from 1). */
  const halfDay = async (n: number) => {
    const section = await trainingSection();
    return within(section.getByRole('heading', { level: 3, name: new RegExp(`^Demi-journée ${n}`) }).closest('li')!);
  };

  it('edits the title, a half-day’s trainer, times and slots, and saves them in the draft', async () => {
    const server = fakeServer();
    renderEditor('organiser', '/contenu/formation');
    const section = await trainingSection();
    await replaceText(section.getByLabelText('Intitulé de l’action de formation'), 'Vaccination en pratique');
    const afternoon = await halfDay(2);
    expect(afternoon.getByLabelText('Nom de la demi-journée')).toHaveValue('Après-midi');
    await replaceText(afternoon.getByLabelText('Formateur ou formatrice'), 'Dr Claire Martin');
    await replaceText(afternoon.getByLabelText('Début'), '14h');
    await replaceText(afternoon.getByLabelText('Fin'), '17h15');
    const slots = within(afternoon.getByRole('group', { name: 'Séances de la demi-journée' }));
    const seventeenth = slots.getAllByRole('checkbox')[16]!;
    expect(seventeenth).toBeChecked();
    await userEvent.click(seventeenth);
    // Slot 14 (the lunch) joins the afternoon, in the programme's order.
    await userEvent.click(slots.getAllByRole('checkbox')[13]!);
    await save();
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const training = server.saved().training!;
    expect(training.title).toBe('Vaccination en pratique');
    expect(training.halfDays[1]).toEqual({
      id: 'apres-midi',
      label: 'Après-midi',
      startsAt: '14h',
      endsAt: '17h15',
      slotIds: ['14', '15', '16', '18'],
      trainer: 'Dr Claire Martin',
    });
    expect(training.halfDays[0]).toEqual(contentSeed().training!.halfDays[0]);
  });

  it('starts a draft without training from the seed’s, which the save writes into the draft', async () => {
    const older = contentSeed();
    delete older.training;
    const server = fakeServer({ content: older });
    renderEditor('organiser', '/contenu/formation');
    const morning = await halfDay(1);
    expect(morning.getByLabelText('Début')).toHaveValue('8h');
    expect(morning.getByLabelText('Fin')).toHaveValue('13h');
    expect(morning.getByLabelText('Formateur ou formatrice')).toHaveValue(contentSeed().training!.halfDays[0]!.trainer);
    await replaceText(morning.getByLabelText('Formateur ou formatrice'), 'Dr Paul Durand');
    await save();
    await waitFor(() => expect(server.sent('PUT')).toHaveLength(1));
    const training = server.saved().training!;
    expect(training.title).toBe(contentSeed().training!.title);
    expect(training.halfDays.map((entry) => entry.id)).toEqual(['matin', 'apres-midi']);
    expect(training.halfDays[0]?.trainer).toBe('Dr Paul Durand');
  });

  it('shows the server’s refusal of a half-day’s end time and of its slots under their fields', async () => {
    fakeServer({
      put: () =>
        json(
          {
            message: CONTENT_INVALID,
            problems: [
              { path: '/training/halfDays/0/endsAt', message: 'Écrivez l’heure comme 11h15.' },
              { path: '/training/halfDays/1/slotIds/0', message: 'Cette valeur n’a pas la bonne forme.' },
            ],
          },
          400,
        ),
    });
    renderEditor('organiser', '/contenu/formation');
    const end = (await halfDay(1)).getByLabelText('Fin');
    await replaceText(end, 'midi');
    await save();
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription(/Écrivez l’heure comme 11h15\./);
    expect(end).toHaveValue('midi');
    const slots = (await halfDay(2)).getByRole('group', { name: 'Séances de la demi-journée' });
    expect(within(slots).getByText('Cette valeur n’a pas la bonne forme.')).toBeInTheDocument();
    expect(within(slots).getAllByRole('checkbox')[0]).toHaveAccessibleDescription(
      'Cette valeur n’a pas la bonne forme.',
    );
    expect(screen.queryByText(/^\/training\//)).toBeNull();
  });
});
