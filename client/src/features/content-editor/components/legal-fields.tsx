import { useId, useState } from 'react';
import { useEditorFields } from '../editor-context';
import { withValueAt } from '../json-pointer';
import { ContentField } from './content-field';
import { TextListField } from './text-list-field';

const PAGES = [
  ['notice', 'Mentions légales'],
  ['privacy', 'Politique de confidentialité'],
] as const;

/** One legal page: its sections, each a title, paragraphs and an optional list. */
function LegalPage({ page, name }: { page: 'notice' | 'privacy'; name: string }) {
  const { content, change, problems } = useEditorFields();
  const [opened, setOpened] = useState(false);
  const panel = useId();
  const sections = content.legal[page];
  // Shown on demand: some eighty fields a phone need not lay out for a change of time. A refused
  // value of the page opens it, so that its field can be shown and focused.
  const open = opened || problems.some((problem) => problem.path.startsWith(`/legal/${page}/`));
  return (
    <>
      <h3>{name}</h3>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpened(!open)}
      >
        {open ? `Masquer : ${name}` : `Modifier : ${name}`}
      </button>
      <div id={panel} hidden={!open}>
        {open
          ? sections.map((section, index) => {
              const pointer = `/legal/${page}/${index}`;
              const title = section.title.trim() === '' ? `Partie ${index + 1}` : section.title;
              return (
                <fieldset key={index} className="content-editor__group">
                  <legend>
                    {name}, partie {index + 1}
                  </legend>
                  <ContentField pointer={`${pointer}/title`} label={`Titre (${name}, partie ${index + 1})`} />
                  <TextListField
                    pointer={`${pointer}/paragraphs`}
                    itemLabel={(n) => `Paragraphe ${n} de « ${title} »`}
                    addLabel="un paragraphe"
                    multiline
                  />
                  <TextListField
                    pointer={`${pointer}/list`}
                    itemLabel={(n) => `Élément de liste ${n} de « ${title} »`}
                    addLabel="un élément de liste"
                  />
                </fieldset>
              );
            })
          : null}
        {open ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              change((current) =>
                withValueAt(current, `/legal/${page}`, [...current.legal[page], { title: '', paragraphs: [''] }]),
              )
            }
          >
            Ajouter une partie ({name})
          </button>
        ) : null}
      </div>
    </>
  );
}

/** The legal notice and the privacy policy: plain text, as every text of the content. */
export function LegalFields() {
  return (
    <>
      {PAGES.map(([page, name]) => (
        <LegalPage key={page} page={page} name={name} />
      ))}
    </>
  );
}
