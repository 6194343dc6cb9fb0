import { osmEmbedUrl, osmPageUrl, type MapPoint } from '../../content/map-point';
import './map-frame.css';

/** An embedded OpenStreetMap of one place, with a link to the full map for those who need it. */
export function MapFrame({ point, title }: { point: MapPoint; title: string }) {
  return (
    <div className="map-frame">
      <iframe src={osmEmbedUrl(point)} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
      <a href={osmPageUrl(point)} target="_blank" rel="noopener noreferrer">
        Ouvrir la carte dans OpenStreetMap<span className="visually-hidden"> (nouvel onglet)</span>
      </a>
    </div>
  );
}
