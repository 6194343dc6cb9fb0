import { matchPath, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { SITE_ROUTES } from '@congres/contracts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatParisDateTime } from '../../../lib/paris-time';
import { publicationSummary } from '../change-summary';
import { EditorContext } from '../editor-context';
import { placeOfProblem, type Arrival } from '../editor-parts';
import { isEditable } from '../editable-fields';
import { useContentEditor } from '../use-content-editor';
import { PartPage } from './part-page';
import { ProgrammeHome } from './programme-home';
import { slotRowId } from './slot-row';
import { PublishBar } from './publish-bar';
import { PublishDialog } from './publish-dialog';
import { ReviewNote } from './review-note';
import { SlotPage } from './slot-page';
import './content-editor.css';

/** The first refused field of the page shown: what the organiser corrects first. */
const focusFirstRefused = () => document.querySelector<HTMLElement>('.content-editor [aria-invalid="true"]')?.focus();

/**
 * Where the focus goes as the organiser moves between the editor's pages (decision 108): after a
 * refused save, to the first refused field of the page that shows it; else to what the
 * navigation names (a new slot's time), the row of the slot just left when back on the list, or
 * the new page's heading. Nothing moves on the first page shown.
 */
function useArrivalFocus(refusals: number, place: () => string | null) {
  const location = useLocation();
  const pathname = location.pathname;
  const arrival = location.state as Arrival | null;
  const navigate = useNavigate();
  const shown = useRef<string | null>(null);
  const refusedShown = useRef(refusals);
  const toRefused = useRef(false);

  useEffect(() => {
    if (refusals === refusedShown.current) return;
    refusedShown.current = refusals;
    const target = place();
    // A refusal without a field (a conflict) moves nothing.
    if (target === null) return;
    if (target === pathname) focusFirstRefused();
    else {
      toRefused.current = true;
      void navigate(target);
    }
  }, [refusals, place, pathname, navigate]);

  useEffect(() => {
    const from = shown.current;
    if (from === pathname) return;
    shown.current = pathname;
    if (toRefused.current) {
      toRefused.current = false;
      focusFirstRefused();
      return;
    }
    if (from === null) return;
    const left = matchPath(SITE_ROUTES.contentSlot, from)?.params.slotId;
    const named = arrival?.focus ?? (pathname === SITE_ROUTES.content && left ? slotRowId(left) : null);
    const target = named === null ? null : document.getElementById(named);
    if (target !== null) return target.focus();
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('.content-editor h2[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [pathname, arrival]);
}

/** The page of the editor its address names, under /contenu. */
function EditorPages({ pages }: { pages: RouteObject[] }) {
  return useRoutes(pages);
}

/**
 * The organisers' content editor (decisions 081, 108): the programme's list at /contenu, one slot
 * or one part per page below it, and on every page the bar that saves and publishes. The draft
 * lives here, above its pages: moving between them loses nothing. `team` (decision 085) is the
 * "Équipe" part.
 */
export function ContentEditorPage({ token, team }: { token: string; team?: ReactNode }) {
  const editor = useContentEditor(token);
  const { editing, problems, published } = editor;
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const content = editing?.content;
  const publishedSlots = useMemo(
    () => (published === null ? null : new Map(published.programme.map((slot) => [slot.id, slot]))),
    [published],
  );
  const first = problems.find((problem) => isEditable(problem.path)) ?? problems[0];
  const place = () => (first === undefined || content === undefined ? null : placeOfProblem(first.path, content));
  useArrivalFocus(editor.refusals, place);

  if (editing === null || content === undefined) {
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

  const intro = (
    <>
      <p className="content-editor__intro">
        Vous modifiez le brouillon (à partir de la version {editing.baseVersion}). Les visiteurs ne voient les
        changements qu’une fois publiés.
        {editing.savedBy !== null && editing.savedAt !== null
          ? ` Dernier enregistrement par ${editing.savedBy}, le ${formatParisDateTime(editing.savedAt)}.`
          : null}
      </p>
      <ReviewNote review={editor.review} />
    </>
  );
  const tools = {
    token,
    busy: editor.busy,
    onRestore: (version: number, base: number) => void editor.restore(version, base),
    onImported: (version: number) => void editor.imported(version),
    team,
  };
  // The editor's own pages (decision 108), as route objects: the router's `<Routes>` would bring
  // its children's reader into the chunk every page shares, for this page alone.
  const pages: RouteObject[] = [
    {
      index: true,
      element: <ProgrammeHome intro={intro} unplaced={problems.filter((problem) => !isEditable(problem.path))} />,
    },
    { path: 'programme/:slotId', element: <SlotPage /> },
    { path: ':part', element: <PartPage tools={tools} /> },
  ];
  return (
    <EditorContext.Provider value={{ content, change: editor.change, problems, published: publishedSlots }}>
      <div className="content-editor">
        <EditorPages pages={pages} />
        <PublishBar
          dirty={editor.dirty}
          busy={editor.busy}
          conflict={editor.conflict}
          notice={editor.notice}
          onSave={() => void editor.saveNow()}
          onPublish={() => setConfirming(true)}
          onReload={() => void editor.reload()}
        />
        {confirming ? (
          <PublishDialog
            changes={published === null ? null : publicationSummary(published, content)}
            review={editor.review}
            note={note}
            onNote={setNote}
            busy={editor.busy}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void editor.publish(note, () => setNote(''));
            }}
          />
        ) : null}
      </div>
    </EditorContext.Provider>
  );
}
