import { useEffect, type ReactNode } from 'react';
import { formatParisDateTime } from '../../../lib/paris-time';
import { EditorContext } from '../editor-context';
import { ImagesEditor, PartnersEditor } from './images-editor';
import { LazyDetails } from './lazy-details';
import { TransferPanel } from './transfer-panel';
import { isEditable } from '../editable-fields';
import { useContentEditor } from '../use-content-editor';
import { PagePreviews } from './page-previews';
import { LegalFields } from './legal-fields';
import { PlaceFields, TransportLists } from './place-fields';
import { ProgrammeEditor } from './programme-editor';
import { ProgrammePreview } from './programme-preview';
import { PublishPanel } from './publish-panel';
import { QuizzesEditor } from './quiz-editor';
import { SatisfactionEditor } from './satisfaction-editor';
import { ContactFields, EventFields, ItineraryFields, MealFields } from './text-sections';
import { TrainingEditor } from './training-editor';
import { VersionHistory } from './version-history';
import './content-editor.css';

const SECTIONS = [
  ['contenu-programme', 'Programme'],
  ['contenu-quizz', 'Quizz'],
  ['contenu-accueil', 'Accueil'],
  ['contenu-repas', 'Repas'],
  ['contenu-itineraires', 'Itinéraires'],
  ['contenu-contact', 'Contact du secrétariat'],
  ['contenu-lieux', 'Lieux et carte'],
  ['contenu-legal', 'Pages légales'],
  ['contenu-images', 'Images'],
  ['contenu-partenaires', 'Partenaires'],
  ['contenu-apercu', 'Aperçu'],
  ['contenu-historique', 'Historique'],
  ['contenu-transfert', 'Exporter ou importer'],
  ['contenu-formation', 'Formation (émargement)'],
  ['contenu-satisfaction', 'Questionnaire de satisfaction'],
  // Rendered by the /contenu route beside the editor (features/team, decision 085).
  ['contenu-equipe', 'Équipe'],
] as const;

/** Where the pictures' fields are (decision 088): a refusal there opens their part. */
const PICTURE_PARTS = ['/logo/', '/home/carousel/', '/event/venue/plan/', '/meals/dinner/place/plan/'];

/** One part of the editor, reached from the list of parts at the top (a long page on a phone). */
function Section({ index, children }: { index: number; children: ReactNode }) {
  const [id, title] = SECTIONS[index] ?? ['', ''];
  return (
    <section className="content-editor__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The organisers' content editor (decision 081): the draft, its publication and its history;
 * `after` (the team, decision 085) shows below it once the draft has loaded, that is to an organiser.
 */
export function ContentEditorPage({ token, after }: { token: string; after?: ReactNode }) {
  const editor = useContentEditor(token);
  const { editing, problems, refusals } = editor;
  const unplaced = problems.filter((problem) => !isEditable(problem.path));
  const refusedUnder = (parts: readonly string[]) =>
    problems.some((problem) => isEditable(problem.path) && parts.some((part) => problem.path.startsWith(part)));

  // After each refused save, the first refused field gets the focus.
  useEffect(() => {
    if (refusals > 0) document.querySelector<HTMLElement>('.content-editor [aria-invalid="true"]')?.focus();
  }, [refusals]);

  if (editing === null) {
    const failure = editor.loadError;
    if (failure === null) return <p role="status">Chargement du brouillon…</p>;
    const refused = failure.status === 401 || failure.status === 403;
    return (
      <div className="alert alert--error" role="alert">
        <p>{failure.message}</p>
        {refused ? null : (
          <button type="button" className="button button--secondary" onClick={editor.retryLoad}>
            Réessayer
          </button>
        )}
      </div>
    );
  }

  return (
    <EditorContext.Provider value={{ content: editing.content, change: editor.change, problems }}>
      <div className="content-editor">
        <p>
          Vous modifiez le brouillon (à partir de la version {editing.baseVersion}). Les visiteurs ne voient les
          changements qu’une fois publiés.
          {editing.savedBy !== null && editing.savedAt !== null
            ? ` Dernier enregistrement par ${editing.savedBy}, le ${formatParisDateTime(editing.savedAt)}.`
            : null}
        </p>
        <nav aria-label="Parties du contenu">
          <ul className="content-editor__toc">
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <PublishPanel
          dirty={editor.dirty}
          busy={editor.busy}
          conflict={editor.conflict}
          notice={editor.notice}
          review={editor.review}
          onSave={() => void editor.saveNow()}
          onPublish={(note, onPublished) => void editor.publish(note, onPublished)}
          onReload={() => void editor.reload()}
        />
        {unplaced.length > 0 ? (
          <div className="alert alert--error">
            <p>Autres valeurs refusées :</p>
            <ul>
              {unplaced.map((problem) => (
                <li key={problem.path}>
                  {problem.path} : {problem.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Section index={0}>
          <ProgrammeEditor onReorder={editor.forgetProgrammeProblems} />
        </Section>
        <Section index={1}>
          <QuizzesEditor />
        </Section>
        <Section index={2}>
          <EventFields />
        </Section>
        <Section index={3}>
          <MealFields />
        </Section>
        <Section index={4}>
          <ItineraryFields />
          <TransportLists />
        </Section>
        <Section index={5}>
          <ContactFields />
        </Section>
        <Section index={6}>
          <PlaceFields />
        </Section>
        <Section index={7}>
          <LegalFields />
        </Section>
        <Section index={8}>
          <LazyDetails summary="Modifier le logo, le carrousel et les plans" refused={refusedUnder(PICTURE_PARTS)}>
            {() => <ImagesEditor token={token} />}
          </LazyDetails>
        </Section>
        <Section index={9}>
          <LazyDetails summary="Modifier les partenaires" refused={refusedUnder(['/partners/'])}>
            {() => <PartnersEditor token={token} />}
          </LazyDetails>
        </Section>
        <Section index={10}>
          <PagePreviews />
          <p className="field__hint">Le programme du brouillon, tel que les visiteurs le verront une fois publié.</p>
          <ProgrammePreview content={editing.content} />
        </Section>
        <Section index={11}>
          <VersionHistory busy={editor.busy} onRestore={(version, base) => void editor.restore(version, base)} />
        </Section>
        <Section index={12}>
          <TransferPanel token={token} onImported={(version) => void editor.imported(version)} />
        </Section>
        <Section index={13}>
          <TrainingEditor />
        </Section>
        <Section index={14}>
          <LazyDetails summary="Modifier le questionnaire de satisfaction" refused={refusedUnder(['/satisfaction/'])}>
            {() => <SatisfactionEditor />}
          </LazyDetails>
        </Section>
        {after}
      </div>
    </EditorContext.Provider>
  );
}
