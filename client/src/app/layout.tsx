import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { UpdatePrompt } from '../components/layout/update-prompt';
import { AnnouncementBanner } from '../features/announcements/components/announcement-banner';
import { StarredSlotNotice } from '../features/programme/starred-slot-notice';
import { useStarsAccountSync } from '../features/programme/stars-sync';

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
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <SiteHeader />
      <AnnouncementBanner />
      <StarredSlotNotice />
      <main id="contenu" tabIndex={-1}>
        <Suspense fallback={<p role="status">Chargement…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <UpdatePrompt />
    </>
  );
}
