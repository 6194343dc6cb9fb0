import type { CongressContent, SatisfactionQuestion, SatisfactionQuestionKind } from '@congres/contracts';
import { useState } from 'react';
import { satisfactionSeed } from '../../../content/satisfaction';
import { useEditorFields } from '../editor-context';
import { withValueAt } from '../json-pointer';
import { ContentField, useFieldNotes } from './content-field';
import { OpeningFields } from './quiz-editor';
import { ReorderableList } from './reorderable-list';

const KIND_LABELS: Record<SatisfactionQuestionKind, string> = {
  scale: 'Une note de 1 à 5',
  choice: 'Un choix parmi plusieurs',
  text: 'Un texte libre',
};

/** At most this many questions (the schema's limit). */
const MAX_QUESTIONS = 30;

/**
 * The satisfaction questionnaire (decision 094): its title, its opening in Bordeaux time, and its
 * questions, each a 1–5 note, a choice or a free text, required or not. The first note is the
 * overall satisfaction, whose 4s and 5s make the rate.
 */
export function SatisfactionEditor() {
  const { content, change } = useEditorFields();
  const questionnaire = content.satisfaction;
  if (questionnaire === undefined) {
    return (
      <>
        <p>Ce contenu n’a pas encore de questionnaire de satisfaction.</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => change((current): CongressContent => ({ ...current, satisfaction: satisfactionSeed() }))}
        >
          Créer le questionnaire
        </button>
      </>
    );
  }
  const addQuestion = () =>
    change((current): CongressContent => {
      const existing = current.satisfaction ?? questionnaire;
      const taken = new Set(existing.questions.map((question) => question.id));
      let n = existing.questions.length + 1;
      while (taken.has(`question-${n}`)) n += 1;
      const added: SatisfactionQuestion = { id: `question-${n}`, kind: 'scale', label: '', required: false };
      return { ...current, satisfaction: { ...existing, questions: [...existing.questions, added] } };
    });
  return (
    <>
      <p className="field__hint">
        Le questionnaire s’ouvre à l’heure choisie, sur la page des quiz ; chaque compte y répond une fois, de façon
        anonyme. La première question notée est la satisfaction globale : le taux publié est la part de ses 4 et 5.
      </p>
      <ContentField pointer="/satisfaction/title" label="Titre du questionnaire" />
      <OpeningFields pointer="/satisfaction/opensAt" opensAt={questionnaire.opensAt} />
      <h3>Questions</h3>
      <ReorderableList<SatisfactionQuestion>
        pointer="/satisfaction/questions"
        nameOf={(question, i) => `la question ${question.label === '' ? i + 1 : `« ${question.label} »`}`}
      >
        {(question, index) => <QuestionFields question={question} index={index} />}
      </ReorderableList>
      {questionnaire.questions.length < MAX_QUESTIONS ? (
        <button type="button" className="button button--secondary" onClick={addQuestion}>
          Ajouter une question
        </button>
      ) : (
        <p>Il y a déjà {MAX_QUESTIONS} questions : retirez-en une pour en ajouter une autre.</p>
      )}
    </>
  );
}

function QuestionFields({ question, index }: { question: SatisfactionQuestion; index: number }) {
  const { change } = useEditorFields();
  const base = `/satisfaction/questions/${index}`;
  const set = (field: string, value: unknown) => change((content) => withValueAt(content, `${base}/${field}`, value));
  const kindId = `satisfaction-question-${index}-type`;
  const requiredId = `satisfaction-question-${index}-obligatoire`;
  return (
    <>
      <ContentField pointer={`${base}/label`} label={`Question ${index + 1}`} />
      <div className="field content-field">
        <label htmlFor={kindId}>Type de réponse</label>
        <select
          id={kindId}
          value={question.kind}
          onChange={(event) => {
            const kind = event.target.value as SatisfactionQuestionKind;
            set('kind', kind);
            if (kind === 'choice' && (question.choices ?? []).length === 0) set('choices', ['Oui', 'Non']);
          }}
        >
          {(Object.keys(KIND_LABELS) as SatisfactionQuestionKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      {question.kind === 'choice' ? (
        <ChoicesField pointer={`${base}/choices`} choices={question.choices ?? []} />
      ) : null}
      <div className="field content-field satisfaction-editor__required">
        <input
          id={requiredId}
          type="checkbox"
          checked={question.required}
          onChange={(event) => set('required', event.target.checked)}
        />
        <label htmlFor={requiredId}>Réponse obligatoire</label>
      </div>
    </>
  );
}

/**
 * A choice's options, one per line. What is typed stays in the field (an empty line while one
 * is being added); the content takes the lines that are not blank.
 */
function ChoicesField({ pointer, choices }: { pointer: string; choices: string[] }) {
  const { change } = useEditorFields();
  const { id, invalid, describedBy, notes } = useFieldNotes(pointer, 'Un choix par ligne, dans l’ordre proposé.');
  const [typed, setTyped] = useState(() => choices.join('\n'));
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  // A new value from elsewhere (a reloaded or restored draft) replaces what the field shows.
  const [shown, setShown] = useState(choices);
  if (shown !== choices) {
    setShown(choices);
    if (lines(typed).join('\n') !== choices.join('\n')) setTyped(choices.join('\n'));
  }
  return (
    <div className="field content-field">
      <label htmlFor={id}>Choix proposés</label>
      <textarea
        id={id}
        value={typed}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => {
          setTyped(event.target.value);
          change((content) => withValueAt(content, pointer, lines(event.target.value)));
        }}
      />
      {notes}
    </div>
  );
}
