import { useState } from 'react';
import { osmEmbedUrl, osmPageUrl, type MapPicture, type MapPoint } from '../../content/map-point';
import { networkReachable } from '../../lib/network-reachable';
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

/** What the frame shows: the plan, the plan while the network is probed, the map, or the plan and why. */
type View = 'plan' | 'checking' | 'map' | 'offline';

export const MAP_NEEDS_CONNECTION =
  'La carte interactive a besoin d’une connexion. Le plan ci-dessus reste disponible.';

/**
 * A plan of a place's surroundings, its address in text, and OpenStreetMap's interactive map
 * only when the visitor asks for it (decision 022): until then no request leaves for a third
 * party, and the plan works without a network. Offline, the plan stays and a line says why
 * the map does not come (decision 030). A link opens the full map in a new tab.
 */
export function MapFrame({ point, title, plan, address }: MapFrameProps) {
  const [view, setView] = useState<View>('plan');

  const onToggle = async () => {
    if (view === 'map') {
      setView('plan');
      return;
    }
    setView('checking');
    setView((await networkReachable()) ? 'map' : 'offline');
  };

  return (
    <div className="map-frame">
      {view === 'map' ? (
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
          aria-busy={view === 'checking'}
          onClick={() => void onToggle()}
        >
          {/* The label says what a press does next. */}
          {view === 'map' ? 'Masquer la carte interactive' : 'Afficher la carte interactive'}
        </button>
        <a href={osmPageUrl(point)} target="_blank" rel="noopener noreferrer">
          Ouvrir la carte dans OpenStreetMap<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      </div>
      {/* Always in the page, so that screen readers announce the line when it appears. */}
      <p className="map-frame__notice" role="status">
        {view === 'offline' ? MAP_NEEDS_CONNECTION : ''}
      </p>
    </div>
  );
}
