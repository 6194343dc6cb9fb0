import { encode } from 'uqr';

/**
 * A QR code drawn here as SVG (uqr, no third party, no network): one path of dark squares,
 * with the four-module quiet zone the readers need. Shared by the photo wall and the room's
 * attendance screen (decision 092).
 */
export function QrCode({ text, label, className }: { text: string; label: string; className: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
