import { useState } from 'react';
import { osmEmbedUrl, osmPageUrl, type MapPicture, type MapPoint } from '../../content/map-point';
import './map-frame.css';

interface MapFrameProps {
  point: MapPoint;
  /** The interactive map's title ("Carte : …"). */
  title: string;
  /** The drawn plan shown first: it comes with the page, offline too. */
  plan: MapPicture;
  /** The place's address, in text under the plan. */
  address: string;
}

/**
 * A plan of a place's surroundings, its address in text, and OpenStreetMap's interactive map
 * only when the visitor asks for it (decision 022): until then no request leaves for a third
 * party, and the plan works without a network. A link opens the full map in a new tab.
 */
export function MapFrame({ point, title, plan, address }: MapFrameProps) {
  const [interactive, setInteractive] = useState(false);
  return (
    <div className="map-frame">
      {interactive ? (
        <iframe src={osmEmbedUrl(point)} title={title} referrerPolicy="strict-origin-when-cross-origin" />
      ) : (
        <img
          className="map-frame__plan"
          src={plan.src}
          alt={plan.alt}
          width={plan.width}
          height={plan.height}
          loading="lazy"
        />
      )}
      <p className="map-frame__address">{address}</p>
      <div className="map-frame__actions">
        <button
          type="button"
          className="button button--secondary map-frame__toggle"
          aria-pressed={interactive}
          onClick={() => setInteractive((shown) => !shown)}
        >
          Afficher la carte interactive
        </button>
        <a href={osmPageUrl(point)} target="_blank" rel="noopener noreferrer">
          Ouvrir la carte dans OpenStreetMap<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      </div>
    </div>
  );
}
