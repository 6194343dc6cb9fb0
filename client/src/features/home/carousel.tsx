import { useCallback, useEffect, useRef, useState } from 'react';
import type { CarouselImage } from '../../content/home-carousel';
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
 * visitor prefers reduced motion, and a visible button pauses it (WCAG 2.2.2).
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

  const show = useCallback((delta: number) => setIndex((current) => (current + delta + count) % count), [count]);

  // One timer per slide, so a manual change also gives the new slide its full time.
  useEffect(() => {
    if (!playing || enlarged || count < 2) return;
    const timer = setTimeout(() => show(1), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, enlarged, count, intervalMs, index, show]);

  // The overlay gives the focus back to the enlarge button once it is gone.
  const closeOverlay = useCallback(() => setEnlarged(false), []);

  const current = images[index];
  if (!current) return null;

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__controls">
        <button
          type="button"
          className="button button--secondary carousel__play"
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? 'Mettre en pause' : 'Lancer le défilement'}
        </button>
        <button type="button" className="button button--secondary" onClick={() => show(-1)}>
          <span aria-hidden="true">‹</span> Précédente
          <span className="visually-hidden"> image</span>
        </button>
        <button type="button" className="button button--secondary" onClick={() => show(1)}>
          Suivante<span className="visually-hidden"> image</span> <span aria-hidden="true">›</span>
        </button>
        <button ref={enlargeRef} type="button" className="button carousel__enlarge" onClick={() => setEnlarged(true)}>
          Voir en grand
        </button>
      </div>
      <div className="carousel__slides" aria-live={playing ? 'off' : 'polite'}>
        {images.map((image, i) => (
          <div
            key={image.src}
            className={i === index ? 'carousel__slide is-current' : 'carousel__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} sur ${count}`}
            aria-hidden={i !== index}
          >
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
          </div>
        ))}
      </div>
      {enlarged && <ImageOverlay image={current} onClose={closeOverlay} returnFocusRef={enlargeRef} />}
    </section>
  );
}
