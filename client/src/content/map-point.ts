/** A drawn plan of a place's surroundings: shown instead of a third party's map until asked for. */
export interface MapPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A place on the map, in WGS 84 degrees. */
export interface MapPoint {
  lat: number;
  lon: number;
}

/**
 * The OpenStreetMap embed address centred on a point with a marker (no key needed; the
 * server's CSP allows frames from www.openstreetmap.org only). `span` is the half-width in degrees.
 */
export function osmEmbedUrl({ lat, lon }: MapPoint, span = 0.006): string {
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** A link to the same point on openstreetmap.org, for "voir en plus grand". */
export function osmPageUrl({ lat, lon }: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
