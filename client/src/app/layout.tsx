import { publicContent, type CongressContent } from '@congres/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { UpdatePrompt } from '../components/layout/update-prompt';
import { ContentPreview } from '../lib/published-content';
import { AnnouncementBanner } from '../features/announcements/components/announcement-banner';
import { usePreviewRequested } from '../features/content-editor/preview-request';
import { StarredSlotNotice } from '../features/programme/starred-slot-notice';
import { useStarsAccountSync } from '../features/programme/stars-sync';

const DraftPreview = lazy(() => import('../features/content-editor/draft-preview'));

/** Header, the current page, footer: the frame of every route. */
export function Layout() {
  // Said on the document once the app has taken over the page's HTML: a page whose HTML paints
  // before its code (every prerendered page, the gallery's first page) is fully interactive from
  // then on. Browser tests wait for it rather than for a delay.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // "Mon programme" follows a signed-in attendee from page to page and device to device.
  useStarsAccountSync();
  // `?apercu=brouillon`: an organiser sees this page with the draft (decision 090); its code
  // loads only then.
  const previewRequested = usePreviewRequested();
  const [draftContent, setDraftContent] = useState<CongressContent | null>(null);
  // The pages read the public shape (decision 102), the draft's too.
  const preview = useMemo(() => (draftContent === null ? null : publicContent(draftContent)), [draftContent]);
  return (
    <ContentPreview value={previewRequested ? preview : null}>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <SiteHeader />
      <AnnouncementBanner />
      <StarredSlotNotice />
      <main id="contenu" tabIndex={-1}>
        {previewRequested ? (
          <Suspense fallback={null}>
            <DraftPreview onContent={setDraftContent} />
          </Suspense>
        ) : null}
        <Suspense fallback={<p role="status">Chargement…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <UpdatePrompt />
    </ContentPreview>
  );
}
