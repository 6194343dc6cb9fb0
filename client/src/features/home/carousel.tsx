import { useCallback, useEffect, useRef, useState } from 'react';
import { useSwipe } from '../../components/ui/use-swipe';
import type { CarouselImage } from '../../content/home-carousel';
import { useHydrated } from '../../lib/use-hydrated';
import { ImageOverlay } from './image-overlay';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import './carousel.css';

interface CarouselProps {
  images: CarouselImage[];
  intervalMs: number;
  label: string;
}

/**
 * An endless slideshow without thumbnails (spec section 2). It plays on its own unless the
 * visitor prefers reduced motion, and a visible button pauses it (WCAG 2.2.2). Its controls
 * are one compact row under the image, with the position ("1 / 2"); a swipe also moves it.
 */
export function Carousel({ images, intervalMs, label }: CarouselProps) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // null: follow the system preference until the visitor presses pause or play.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [enlarged, setEnlarged] = useState(false);
  const enlargeRef = useRef<HTMLButtonElement>(null);
  // The page's HTML shows every image to everyone (with scripts off, they are one under the
  // other); once the carousel runs, only the current one is exposed.
  const hydrated = useHydrated();

  const show = useCallback((delta: number) => setIndex((current) => (current + delta + count) % count), [count]);

  // One timer per slide, so a manual change also gives the new slide its full time.
  useEffect(() => {
    if (!playing || enlarged || count < 2) return;
    const timer = setTimeout(() => show(1), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, enlarged, count, intervalMs, index, show]);

  // The overlay gives the focus back to the enlarge button once it is gone.
  const closeOverlay = useCallback(() => setEnlarged(false), []);

  const swipe = useSwipe(show);

  const current = images[index];
  if (!current) return null;

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__slides" aria-live={playing ? 'off' : 'polite'} {...swipe}>
        {images.map((image, i) => (
          <div
            key={image.src}
            className={i === index ? 'carousel__slide is-current' : 'carousel__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} sur ${count}`}
            aria-hidden={hydrated ? i !== index : undefined}
          >
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} draggable={false} />
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__button" onClick={() => show(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Précédente image</span>
        </button>
        <p className="carousel__position" aria-hidden="true">
          {index + 1} / {count}
        </p>
        <button type="button" className="carousel__button" onClick={() => show(1)}>
          <span className="visually-hidden">Suivante image</span>
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="carousel__button" onClick={() => setPlayChoice(!playing)}>
          <PlayPauseIcon playing={playing} />
          <span className="visually-hidden">{playing ? 'Mettre en pause' : 'Lancer le défilement'}</span>
        </button>
        <button
          ref={enlargeRef}
          type="button"
          className="carousel__button carousel__enlarge"
          // Its words are hidden on the narrowest phones (the icon stays): the name stays.
          aria-label="Voir en grand"
          onClick={() => setEnlarged(true)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
          <span className="carousel__enlarge-label">Voir en grand</span>
        </button>
      </div>
      {enlarged && <ImageOverlay image={current} onClose={closeOverlay} returnFocusRef={enlargeRef} />}
    </section>
  );
}

/** Two bars while it plays (press to pause), a triangle while it waits (press to play). */
function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={playing ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} fill="currentColor" />
    </svg>
  );
}
