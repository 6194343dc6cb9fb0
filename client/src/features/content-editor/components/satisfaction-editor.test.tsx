import type { CongressContent } from '@congres/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { contentSeed } from '../../../content/seed';
import { EditorContext } from '../editor-context';
import { SatisfactionEditor } from './satisfaction-editor';

afterEach(cleanup);

/** The editor's section on a content of its own; `seen` holds the content after each change. */
function renderEditor(start: CongressContent) {
  const seen: { content: CongressContent } = { content: start };
  function Harness() {
    const [content, setContent] = useState(start);
    seen.content = content;
    return (
      <EditorContext.Provider
        value={{ content, change: (update) => setContent((current) => update(current)), problems: [] }}
      >
        <SatisfactionEditor />
      </EditorContext.Provider>
    );
  }
  render(<Harness />);
  return seen;
}

it('adds a question, makes it a required choice written one option per line', async () => {
  const user = userEvent.setup();
  const seen = renderEditor(contentSeed());
  const before = seen.content.satisfaction?.questions.length ?? 0;
  await user.click(screen.getByRole('button', { name: 'Ajouter une question' }));
  const card = screen.getAllByRole('listitem').at(-1);
  if (card === undefined) throw new Error('no question card');
  await user.click(within(card).getByLabelText(`Question ${before + 1}`));
  await user.paste('Le lieu vous a-t-il convenu ?');
  await user.selectOptions(within(card).getByLabelText('Type de réponse'), 'Un choix parmi plusieurs');
  const choices = within(card).getByLabelText('Choix proposés');
  await user.clear(choices);
  await user.paste('Oui\n');
  await user.type(choices, '{Enter}');
  await user.paste('Non, trop loin\n');
  // The empty line being typed stays in the field; the content keeps the options only.
  expect(choices).toHaveValue('Oui\n\nNon, trop loin\n');
  await user.click(within(card).getByLabelText('Réponse obligatoire'));
  expect(seen.content.satisfaction?.questions.at(-1)).toEqual({
    id: `question-${before + 1}`,
    kind: 'choice',
    label: 'Le lieu vous a-t-il convenu ?',
    required: true,
    choices: ['Oui', 'Non, trop loin'],
  });
}, 15_000);

it('creates the questionnaire for a content published before it existed', async () => {
  const user = userEvent.setup();
  const older = contentSeed();
  delete older.satisfaction;
  const seen = renderEditor(older);
  await user.click(screen.getByRole('button', { name: 'Créer le questionnaire' }));
  expect(seen.content.satisfaction).toEqual(contentSeed().satisfaction);
  expect(screen.getByLabelText('Titre du questionnaire')).toHaveValue('Questionnaire de satisfaction');
});
