import { CONTENT_IMPORT_INVALID } from '@congres/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/stub-network';
import { ImageChooser } from './picture-field';
import { TransferPanel } from './transfer-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zipFile = new File(['PK'], 'contenu.zip', { type: 'application/zip' });

it('imports only once confirmed, and lists every problem of a refused archive in French', async () => {
  const sent: string[] = [];
  stubFetch((url, init) => {
    sent.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://site').pathname}`);
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    return json(
      {
        message: CONTENT_IMPORT_INVALID,
        problems: [
          { path: '/programme/2/time', message: 'Écrivez l’heure comme 11h15.' },
          { path: 'images/logo.svg', message: 'Cette image SVG contient du script.' },
        ],
      },
      400,
    );
  });
  const onImported = vi.fn();
  render(<TransferPanel token="jeton" onImported={onImported} />);
  expect(screen.getByRole('button', { name: 'Importer' })).toBeDisabled();
  await userEvent.upload(screen.getByLabelText(/^Fichier à importer/), zipFile);
  await userEvent.click(screen.getByRole('button', { name: 'Importer' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remplacer le contenu ?' });
  expect(dialog).toHaveTextContent('comme une nouvelle version');
  expect(sent).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Importer et publier' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(CONTENT_IMPORT_INVALID);
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '/programme/2/time : Écrivez l’heure comme 11h15.',
    'images/logo.svg : Cette image SVG contient du script.',
  ]);
  expect(sent).toEqual(['POST /api/content/import']);
  expect(onImported).not.toHaveBeenCalled();
});

it('says the new version once an import is published', async () => {
  stubFetch(() => json({ version: 7 }, 201));
  const onImported = vi.fn();
  render(<TransferPanel token="jeton" onImported={onImported} />);
  await userEvent.upload(screen.getByLabelText(/^Fichier à importer/), zipFile);
  await userEvent.click(screen.getByRole('button', { name: 'Importer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Importer et publier' }));
  expect(await screen.findByText('Contenu importé : la version 7 est publiée.')).toBeInTheDocument();
  expect(onImported).toHaveBeenCalledWith(7);
});

it('hands back the stored picture, or says why the server refused the image', async () => {
  let answer = json({ message: 'Ce fichier n’est pas une image lisible.', error: 'x' }, 415);
  stubFetch(() => answer);
  const onStored = vi.fn();
  render(<ImageChooser token="jeton" label="Ajouter une image au carrousel" onStored={onStored} />);
  const input = screen.getByLabelText('Ajouter une image au carrousel');
  await userEvent.upload(input, new File(['%PDF'], 'affiche.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier n’est pas une image lisible.');
  expect(input).toHaveAccessibleDescription('Ce fichier n’est pas une image lisible.');
  expect(onStored).not.toHaveBeenCalled();

  const picture = { src: `/uploads/content/${'a'.repeat(32)}.webp`, alt: '', width: 800, height: 600 };
  answer = json(picture, 201);
  await userEvent.upload(input, new File(['png'], 'salle.png', { type: 'image/png' }));
  expect(await screen.findByText(/^Image « salle\.png » envoyée/)).toBeInTheDocument();
  expect(onStored).toHaveBeenCalledWith(picture);
  expect(screen.queryByRole('alert')).toBeNull();
});
