import { SITE_ROUTES } from '@congres/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useEditorFields } from '../editor-context';
import { PARTS, type PartSlug } from '../editor-parts';
import { ImagesEditor, PartnersEditor } from './images-editor';
import { LegalFields } from './legal-fields';
import { PagePreviews } from './page-previews';
import { PlaceFields, TransportLists } from './place-fields';
import { ProgrammePreview } from './programme-preview';
import { QuizzesEditor } from './quiz-editor';
import { SatisfactionEditor } from './satisfaction-editor';
import { ContactFields, EventFields, ItineraryFields, MealFields } from './text-sections';
import { TrainingEditor } from './training-editor';
import { TransferPanel } from './transfer-panel';
import { VersionHistory } from './version-history';

/** What the parts need beyond the draft's fields. */
export interface PartTools {
  token: string;
  busy: boolean;
  onRestore: (version: number, baseVersion: number) => void;
  onImported: (version: number) => void;
  /** The team (features/team, decision 085), drawn by the /contenu route with its own heading. */
  team?: ReactNode;
}

/** The body of the part `slug`; made only when its page is shown. */
function PartBody({ slug, tools }: { slug: PartSlug; tools: PartTools }) {
  const { content } = useEditorFields();
  switch (slug) {
    case 'quizz':
      return <QuizzesEditor />;
    case 'accueil':
      return <EventFields />;
    case 'repas':
      return <MealFields />;
    case 'itineraires':
      return (
        <>
          <ItineraryFields />
          <TransportLists />
        </>
      );
    case 'contact':
      return <ContactFields />;
    case 'lieux':
      return <PlaceFields />;
    case 'pages-legales':
      return <LegalFields />;
    case 'images':
      return <ImagesEditor token={tools.token} />;
    case 'partenaires':
      return <PartnersEditor token={tools.token} />;
    case 'formation':
      return <TrainingEditor />;
    case 'satisfaction':
      return <SatisfactionEditor />;
    case 'apercu':
      return (
        <>
          <PagePreviews />
          <p className="field__hint">Le programme du brouillon, tel que les visiteurs le verront une fois publié.</p>
          <ProgrammePreview content={content} />
        </>
      );
    case 'historique':
      return <VersionHistory busy={tools.busy} onRestore={tools.onRestore} />;
    case 'export-import':
      return <TransferPanel token={tools.token} onImported={tools.onImported} />;
    case 'equipe':
      return tools.team;
  }
}

/** One part of the editor alone, /contenu/{slug} (decision 108), with the way back to the programme. */
export function PartPage({ tools }: { tools: PartTools }) {
  const { part: slug } = useParams();
  const part = PARTS.find((entry) => entry.slug === slug);
  const back = (
    <p>
      <Link to={SITE_ROUTES.content}>Programme et autres parties</Link>
    </p>
  );
  if (part === undefined) {
    return (
      <section className="content-editor__part" aria-labelledby="contenu-partie">
        <h2 id="contenu-partie" tabIndex={-1}>
          Partie introuvable
        </h2>
        <p>Le contenu n’a pas de partie à cette adresse.</p>
        {back}
      </section>
    );
  }
  // The team's section has its own heading.
  if (part.slug === 'equipe') {
    return (
      <>
        {back}
        <PartBody slug={part.slug} tools={tools} />
      </>
    );
  }
  return (
    <section className="content-editor__part" aria-labelledby={part.id}>
      {back}
      <h2 id={part.id} tabIndex={-1}>
        {part.title}
      </h2>
      <PartBody slug={part.slug} tools={tools} />
    </section>
  );
}
