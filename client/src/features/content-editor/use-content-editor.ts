import type { ContentDraft, ContentProblem, CongressContent } from '@congres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { seedTraining } from '../../content/training';
import { accountKey, dataOf, failureOf, useInvalidateOnLiveEvents } from '../../lib/query-client';
import { useSharedSubmit } from '../../lib/use-shared-submit';
import {
  getDraft,
  getPublished,
  LOAD_FAILURE_MESSAGE,
  publishDraft,
  rebaseDraft,
  restoreVersion,
  saveDraft,
  type SaveResult,
} from './api/content-api';
import { keepLocalEdits, readLocalEdits } from './draft-storage';
import { reloadNotice, reviewOf, type RebaseReview } from './rebase-review';
import { followSlots } from './slot-order';

/** The draft as the page edits it, and the content the server holds (to know what is unsaved). */
interface Editing {
  baseVersion: number;
  content: CongressContent;
  savedJson: string;
  /** Who saved the server's draft last, and when (null: the published content, unchanged). */
  savedBy: string | null;
  savedAt: string | null;
  /** A draft the server rebased onto a newer version: the parts to check, until published (decision 101). */
  review: RebaseReview | null;
}

/** What the page says after an action: a success (role=status) or a failure (role=alert). */
export type Notice = { kind: 'success' | 'error'; text: string } | null;

export const DRAFT_KEY = 'content-draft';
export const VERSIONS_KEY = ['content-versions'] as const;
const PUBLISHED_KEY = ['content-published'] as const;

/** The refusals of the last save, and the programme's order (slot ids) their paths count in. */
interface Refusals {
  list: ContentProblem[];
  order: string[];
}
const idsOf = (content: CongressContent) => content.programme.map((slot) => slot.id);

/**
 * A draft whose versions predate the training action has none: the server then uses the
 * seed's (decision 091), so the page starts from the same values, which any save writes.
 */
const withTraining = (content: CongressContent): CongressContent =>
  content.training === undefined ? { ...content, training: seedTraining() } : content;

const fromDraft = (draft: ContentDraft): Editing => {
  const content = withTraining(draft.content);
  const review = reviewOf(draft);
  return {
    baseVersion: draft.baseVersion,
    content,
    // A rebased draft is not what the server holds (its row stays on the older base, never
    // published as it is): unsaved, so that "Publier" saves it on the newest version first.
    savedJson: review === null ? JSON.stringify(content) : '',
    savedBy: draft.updatedBy,
    savedAt: draft.updatedAt,
    review,
  };
};
const isDirty = (editing: Editing) => JSON.stringify(editing.content) !== editing.savedJson;

/**
 * The organisers' draft (decision 081): read through the query client, edited in the page and
 * kept in sessionStorage until saved, saved (PUT), published (POST) and restored. No failure
 * drops what was typed: a refused save keeps the edits and names the refused fields, a
 * conflict keeps them until the organiser chooses "Recharger le brouillon".
 */
export function useContentEditor(token: string) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: [DRAFT_KEY, accountKey(token)], queryFn: () => dataOf(getDraft(token)) });
  const [editing, setEditing] = useState<Editing | null>(null);
  // What the draft is compared with (decision 108): another organiser's publication shows at once.
  const published = useQuery({ queryKey: PUBLISHED_KEY, queryFn: () => dataOf(getPublished()) });
  useInvalidateOnLiveEvents(['content-published'], PUBLISHED_KEY);
  const [refusals, setRefusalList] = useState<Refusals>({ list: [], order: [] });
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState(false);
  // Saving, publishing, reloading, restoring and importing share one submission (decision 117):
  // one busy state, and a second tap refused before React re-renders. Their messages are the notice.
  const submission = useSharedSubmit();
  const busy = submission.locked;
  const [refusalCount, setRefusalCount] = useState(0);

  // The server's draft replaces the page's only while nothing typed is unsaved (adjusted while
  // rendering, as React advises for state that follows a prop).
  const [adopted, setAdopted] = useState<ContentDraft | undefined>(undefined);
  const draft = query.data;
  if (draft !== undefined && draft !== adopted) {
    setAdopted(draft);
    if (editing === null) {
      const kept = readLocalEdits();
      setEditing(
        kept === null
          ? fromDraft(draft)
          : { ...fromDraft(draft), ...kept, content: withTraining(kept.content), review: null },
      );
    } else if (!isDirty(editing)) setEditing(fromDraft(draft));
  }

  useEffect(() => {
    if (editing !== null) keepLocalEdits(isDirty(editing) ? editing : null);
  }, [editing]);

  const change = useCallback((update: (content: CongressContent) => CongressContent) => {
    setEditing((previous) => (previous === null ? previous : { ...previous, content: update(previous.content) }));
  }, []);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [DRAFT_KEY] }),
      client.invalidateQueries({ queryKey: VERSIONS_KEY }),
      client.invalidateQueries({ queryKey: PUBLISHED_KEY }),
    ]);

  /**
   * Shows a refused save or rebase of `sent`: its message, its refused fields (their slots found
   * by id in the programme's order of `sent`), and after a 409 the way to reload.
   */
  const refused = (result: Extract<SaveResult, { ok: false }>, sent: CongressContent) => {
    setRefusalList({ list: result.problems, order: idsOf(sent) });
    setRefusalCount((count) => count + 1);
    setNotice({ kind: 'error', text: result.message });
    if (result.status === 409) setConflict(true);
  };

  /** Saves the draft; null when refused (the problems and message are shown). */
  const save = async (current: Editing): Promise<Editing | null> => {
    const result = await saveDraft(token, current.baseVersion, current.content);
    if (!result.ok) {
      refused(result, current.content);
      return null;
    }
    setRefusalList({ list: [], order: [] });
    // The parts to check stay listed until the publication.
    const saved = { ...fromDraft(result.draft), review: current.review };
    // What was typed while the save was on its way stays, unsaved.
    setEditing((previous) =>
      previous?.content === current.content ? saved : { ...saved, content: previous!.content },
    );
    return saved;
  };

  const run = (action: () => Promise<void>) =>
    submission.send(async () => {
      setNotice(null);
      await action();
      return { ok: true, data: '' };
    });

  const saveNow = () =>
    run(async () => {
      if (editing === null) return;
      if (await save(editing)) setNotice({ kind: 'success', text: 'Brouillon enregistré.' });
    });

  const publish = (note: string, onPublished: () => void) =>
    run(async () => {
      if (editing === null) return;
      const current = isDirty(editing) ? await save(editing) : editing;
      if (current === null) return;
      const result = await publishDraft(token, current.baseVersion, note);
      if (!result.ok) {
        setConflict(result.status === 409);
        setNotice({ kind: 'error', text: result.message });
        return;
      }
      setConflict(false);
      keepLocalEdits(null);
      setNotice({ kind: 'success', text: `Version ${result.data.version} publiée.` });
      onPublished();
      await refresh();
    });

  /**
   * After a conflict (decision 101): the page's unsaved edits re-applied by the server onto the
   * newest version, or without any, the saved draft read again (rebased by the server when it was
   * saved on an older version). Nothing typed is dropped; the parts both sides changed are listed.
   */
  const reload = () =>
    run(async () => {
      if (editing === null) return;
      let next: Editing;
      if (isDirty(editing)) {
        const result = await rebaseDraft(token, editing.baseVersion, editing.content);
        if (!result.ok) return refused(result, editing.content);
        // Still unsaved: the server's draft is what it was.
        const { savedJson, savedBy, savedAt } = editing;
        next = { ...fromDraft(result.draft), savedJson, savedBy, savedAt };
      } else {
        try {
          const draft = (await query.refetch({ throwOnError: true })).data!;
          // Adopted here: the render must not take the same draft again.
          setAdopted(draft);
          next = fromDraft(draft);
        } catch (error) {
          setNotice({ kind: 'error', text: error instanceof Error ? error.message : LOAD_FAILURE_MESSAGE });
          return;
        }
      }
      setEditing(next);
      setRefusalList({ list: [], order: [] });
      setConflict(false);
      setNotice({ kind: 'success', text: reloadNotice(next.review) });
      await client.invalidateQueries({ queryKey: VERSIONS_KEY });
    });

  /** Publishes version `version` again, on `baseVersion`: the newest the history showed (decision 101). */
  const restore = (version: number, baseVersion: number) =>
    run(async () => {
      const result = await restoreVersion(token, version, baseVersion);
      if (!result.ok) {
        setNotice({ kind: 'error', text: result.message });
        if (result.status === 409) {
          setConflict(true);
          await client.invalidateQueries({ queryKey: VERSIONS_KEY });
        }
        return;
      }
      // The server leaves the draft as it is; the page takes it again unless edits are unsaved.
      await refresh();
      setNotice({ kind: 'success', text: `Version ${result.data.version} publiée (retour à la version ${version}).` });
    });

  /** After an import published here (decision 089): the page takes the server's draft again unless edits are unsaved. */
  const imported = (version: number) =>
    run(async () => {
      await refresh();
      setNotice({ kind: 'success', text: `Contenu importé : version ${version} publiée.` });
    });

  // Compared once per edit, not once per render: the content holds the legal texts too.
  const dirty = useMemo(() => editing !== null && isDirty(editing), [editing]);
  // A slot moved to its time, added or deleted since the save: each refusal stays on its slot.
  const programme = editing?.content.programme;
  const problems = useMemo(
    () => (programme === undefined ? refusals.list : followSlots(refusals.list, refusals.order, programme)),
    [refusals, programme],
  );

  return {
    editing,
    dirty,
    loadError: editing === null ? failureOf(query) : null,
    retryLoad: () => void query.refetch(),
    change,
    /** The published content, what the draft is compared with; null until read (or unreadable). */
    published: published.data?.content ?? null,
    problems,
    /** Counts the refused saves: the page shows and focuses the first refused field after each. */
    refusals: refusalCount,
    notice,
    conflict,
    /** The parts of a rebased draft to check before publishing (decision 101), or null. */
    review: editing?.review ?? null,
    busy,
    saveNow,
    publish,
    reload,
    restore,
    imported,
  };
}
