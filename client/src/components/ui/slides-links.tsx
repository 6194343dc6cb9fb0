import type { SlotSlides } from '@congres/contracts';
import { API_BASE_URL } from '../../lib/api-base-url';
import './slides-links.css';

const MEGABYTE = 1024 * 1024;
// Made on first use: a page's first Intl object loads the locale data (decision 113).
let megabytes: Intl.NumberFormat | undefined;

/** A PDF's size as the links say it: "2,4 Mo" (never "0 Mo": 0,1 at least). */
export function slidesSizeLabel(bytes: number): string {
  return `${(megabytes ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })).format(Math.max(0.1, Math.round((bytes / MEGABYTE) * 10) / 10))} Mo`;
}

/** Where a slides PDF is (on API_BASE_URL's host when one is set, like the photos). */
export const slidesHref = (src: string): string => `${API_BASE_URL}${src}`;

/** Whether a slot has a presentation to link (decision 084). */
export const hasSlides = (slides: SlotSlides | undefined): slides is SlotSlides =>
  slides !== undefined && (slides.pdf !== undefined || slides.link !== undefined);

/**
 * A slot's presentation links: its PDF, "Diapositives (PDF, 2,4 Mo)", and/or its external link.
 * Each names the slot for a screen reader, which may list every link of the page at once.
 */
export function SlidesLinks({ slides, title }: { slides: SlotSlides; title: string }) {
  const named = <span className="visually-hidden"> : {title}</span>;
  return (
    <ul className="slides-links">
      {slides.pdf === undefined ? null : (
        <li>
          <a href={slidesHref(slides.pdf.src)} type="application/pdf">
            Diapositives (PDF, {slidesSizeLabel(slides.pdf.bytes)}){named}
          </a>
        </li>
      )}
      {slides.link === undefined ? null : (
        <li>
          <a href={slides.link} rel="noopener noreferrer">
            Présentation en ligne{named}
          </a>
        </li>
      )}
    </ul>
  );
}
