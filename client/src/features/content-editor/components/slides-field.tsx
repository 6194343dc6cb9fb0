import type { ProgrammeSlot, SlidesPdf } from '@congres/contracts';
import { SLIDES_MESSAGES, SLIDES_PATH } from '@congres/contracts';
import { useState, type ChangeEvent } from 'react';
import { slidesHref, slidesSizeLabel } from '../../../components/ui/slides-links';
import { postWithProgress } from '../../../lib/post-with-progress';
import { useSession } from '../../../lib/session';
import { useEditorFields } from '../editor-context';
import { fieldId } from '../json-pointer';
import { withSlot } from '../slot-edits';
import { slidesUploadOutcome, startsLikePdf, withSlides } from '../slides-edits';

type Sending = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'sent'; name: string };

/**
 * A slot's presentation (decision 084): a PDF sent at once to the server (which checks it and
 * keeps it), named by the draft; and/or a link. Both reach visitors with the next publication.
 */
export function SlidesField({ base, slot }: { base: string; slot: ProgrammeSlot }) {
  const { change, problems } = useEditorFields();
  const { token } = useSession();
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const pdf = slot.slides?.pdf;
  const fileId = fieldId(`${base}/slides/pdf/src`);
  const pdfProblem = problems.find((entry) => entry.path === `${base}/slides/pdf/src`)?.message;
  const shownProblem = refusal ?? pdfProblem;
  // By the slot's id: an upload may end once the slot has moved to another time, another index.
  const update = (edit: { pdf?: SlidesPdf | null; link?: string | null }) =>
    change((content) => withSlot(content, slot.id, (current) => withSlides(current, edit)));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again after a refusal is a new choice.
    input.value = '';
    if (file === undefined || token === null) return;
    setRefusal(null);
    if (!(await startsLikePdf(file))) {
      setSending({ kind: 'idle' });
      setRefusal(SLIDES_MESSAGES.notPdf);
      return;
    }
    setSending({ kind: 'sending', percent: 0 });
    const form = new FormData();
    form.append('file', file, file.name);
    let outcome: ReturnType<typeof slidesUploadOutcome>;
    try {
      const answer = await postWithProgress(SLIDES_PATH.replace(/^\/api/, ''), form, token, (sent, total) =>
        setSending({ kind: 'sending', percent: Math.floor((sent / total) * 100) }),
      );
      outcome = slidesUploadOutcome(answer.status, answer.body);
    } catch {
      outcome = slidesUploadOutcome(0, undefined);
    }
    if (outcome.ok) {
      update({ pdf: outcome.pdf });
      setSending({ kind: 'sent', name: outcome.pdf.name });
    } else {
      setSending({ kind: 'idle' });
      setRefusal(outcome.message);
    }
  };

  const status =
    sending.kind === 'sending'
      ? `Envoi du PDF… ${sending.percent} %`
      : sending.kind === 'sent'
        ? `« ${sending.name} » est joint à la séance : il sera visible après la publication du brouillon.`
        : '';
  return (
    <fieldset className="content-editor__group slides-field">
      <legend>Présentation (facultative)</legend>
      {pdf === undefined ? null : (
        <p className="slides-field__pdf">
          PDF joint :{' '}
          <a href={slidesHref(pdf.src)} type="application/pdf">
            {pdf.name}
          </a>{' '}
          ({slidesSizeLabel(pdf.bytes)}){' '}
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Retirer le PDF : ${slot.title}`}
            onClick={() => {
              update({ pdf: null });
              setSending({ kind: 'idle' });
            }}
          >
            Retirer le PDF
          </button>
        </p>
      )}
      <div className="field content-field">
        <label htmlFor={fileId}>{pdf === undefined ? 'Joindre les diapositives (PDF)' : 'Remplacer le PDF'}</label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          disabled={sending.kind === 'sending'}
          aria-invalid={shownProblem === undefined ? undefined : true}
          aria-describedby={shownProblem === undefined ? undefined : `${fileId}-probleme`}
          onChange={(event) => void onFile(event)}
        />
        {sending.kind === 'sending' ? (
          <progress max={100} value={sending.percent} aria-label={`Envoi du PDF : ${slot.title}`} />
        ) : null}
        <p role="status" className="slides-field__status">
          {status}
        </p>
        {shownProblem === undefined ? null : (
          <p id={`${fileId}-probleme`} role="alert" className="content-field__problem">
            {shownProblem}
          </p>
        )}
      </div>
      <SlidesLinkField base={base} link={slot.slides?.link} onChange={(link) => update({ link })} />
    </fieldset>
  );
}

/** The slot's external link: empty is no link; a refused one is said under it. */
function SlidesLinkField({
  base,
  link,
  onChange,
}: {
  base: string;
  link: string | undefined;
  onChange: (link: string | null) => void;
}) {
  const { problems } = useEditorFields();
  const pointer = `${base}/slides/link`;
  const id = fieldId(pointer);
  const problem = problems.find((entry) => entry.path === pointer);
  return (
    <div className="field content-field">
      <label htmlFor={id}>Lien vers la présentation en ligne</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        value={link ?? ''}
        aria-invalid={problem === undefined ? undefined : true}
        aria-describedby={[`${id}-aide`, problem === undefined ? '' : `${id}-probleme`].join(' ').trim()}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-aide`} className="field__hint">
        Une adresse en https://, par exemple celle d’un diaporama partagé. Laissez vide s’il n’y en a pas.
      </p>
      {problem === undefined ? null : (
        <p id={`${id}-probleme`} className="content-field__problem">
          {problem.message}
        </p>
      )}
      {link === undefined ? null : (
        <button type="button" className="button button--secondary" onClick={() => onChange(null)}>
          Retirer le lien
        </button>
      )}
    </div>
  );
}
