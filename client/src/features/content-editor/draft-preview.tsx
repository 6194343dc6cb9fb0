import type { CongressContent } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { accountKey, dataOf, failureOf, QueryProvider } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { getDraft } from './api/content-api';
import { readLocalEdits } from './draft-storage';
import { partPath } from './editor-parts';
import { DRAFT_KEY } from './use-content-editor';
import './draft-preview.css';

interface Props {
  /** Given the draft's content once known (null before, for anyone but an organiser, and at the end). */
  onContent: (content: CongressContent | null) => void;
}

/**
 * The draft previewed on a page (decision 090), loaded only on `?apercu=brouillon`
 * (preview-request.ts): an organiser sees the page as it will look once published, from what
 * this tab typed and has not saved yet, or else the server's draft; this banner says so and
 * leads back to the editor. Anyone else sees the published page, told the preview is theirs.
 */
export default function DraftPreview(props: Props) {
  return (
    <QueryProvider>
      <Preview {...props} />
    </QueryProvider>
  );
}

function Preview({ onContent }: Props) {
  const { token, user } = useSession();
  const organiser = token !== null && user?.role === 'organiser';
  const query = useQuery({
    queryKey: [DRAFT_KEY, accountKey(token ?? '')],
    queryFn: () => dataOf(getDraft(token ?? '')),
    enabled: organiser,
  });
  // What the editor kept in this tab as it was typed: read once, when the preview opens.
  const [local] = useState(() => readLocalEdits()?.content ?? null);
  const content = organiser ? (local ?? query.data?.content ?? null) : null;
  useEffect(() => {
    onContent(content);
    return () => onContent(null);
  }, [content, onContent]);

  if (!organiser) {
    return (
      <PreviewBanner>
        L’aperçu du brouillon est réservé aux organisateurs connectés : cette page montre la version publiée.
      </PreviewBanner>
    );
  }
  const failure = failureOf(query);
  const status =
    content !== null
      ? 'cette page montre le contenu non publié, tel que les visiteurs le verront après « Publier ».'
      : failure !== null
        ? `le brouillon n’a pas pu être chargé (${failure.message}) : cette page montre la version publiée.`
        : 'chargement du brouillon…';
  return (
    <PreviewBanner>
      <strong>Aperçu du brouillon</strong> : {status} <Link to={partPath('apercu')}>Revenir au contenu</Link>
    </PreviewBanner>
  );
}

function PreviewBanner({ children }: { children: ReactNode }) {
  return (
    <div className="draft-preview" role="status">
      <p>{children}</p>
    </div>
  );
}
