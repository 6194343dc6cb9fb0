import { QUARTER_HOUR_MS, type QuarterHour } from '@congres/contracts';
import { useId } from 'react';
import { formatParisTime } from '../../../lib/paris-time';

/** The chart always shows at least the last two hours, so that a quiet morning still has a shape. */
const MIN_QUARTERS_SHOWN = 8;
/** At most this many hour labels under the bars: readable on a 320 px phone. */
const MAX_HOUR_LABELS = 6;

const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);
/** "10h15 – 10h30", in Bordeaux time. */
export const quarterLabel = (quarter: QuarterHour) => {
  const start = Date.parse(quarter.start);
  return `${formatParisTime(start)} – ${formatParisTime(start + QUARTER_HOUR_MS)}`;
};

/** The quarters worth drawing: from the first with a photo (or the last two hours) to the one in progress. */
export function shownQuarters(quarters: readonly QuarterHour[]): QuarterHour[] {
  const first = quarters.findIndex((quarter) => quarter.photos > 0);
  const from = first === -1 ? quarters.length : Math.min(first, quarters.length - MIN_QUARTERS_SHOWN);
  return quarters.slice(Math.max(0, from));
}

/** What the chart says, in one French sentence: the total, and the busiest quarter hour. */
export function chartSummary(quarters: readonly QuarterHour[]): string {
  const total = quarters.reduce((sum, quarter) => sum + quarter.photos, 0);
  if (total === 0) return 'Aucune photo publiée ces dernières 24 heures.';
  const busiest = quarters.reduce((best, quarter) => (quarter.photos > best.photos ? quarter : best));
  return `${photos(total)} publiée${total > 1 ? 's' : ''} ces dernières 24 heures ; le quart d’heure le plus actif : ${quarterLabel(busiest)} (${photos(busiest.photos)}).`;
}

// The drawing's own units: the SVG scales to the width it is given, text with it.
const WIDTH = 320;
const HEIGHT = 150;
const LEFT = 24;
const BOTTOM = 20;
const TOP = 8;

/**
 * Photos per quarter hour (decision 064), drawn by us: one bar a quarter, hours in Bordeaux time
 * underneath, the highest count on the side. The drawing is hidden from screen readers: the
 * sentence under it and the table ("Détail par quart d’heure") say the same.
 */
export function QuarterHourChart({ quarters }: { quarters: readonly QuarterHour[] }) {
  const id = useId();
  const shown = shownQuarters(quarters);
  const busy = quarters.filter((quarter) => quarter.photos > 0);
  const max = Math.max(1, ...shown.map((quarter) => quarter.photos));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = plotWidth / Math.max(1, shown.length);
  const hourEvery = Math.max(1, Math.ceil(shown.length / 4 / MAX_HOUR_LABELS));
  const hourTicks = shown
    .map((quarter, index) => ({ index, start: Date.parse(quarter.start) }))
    .filter(({ start }) => formatParisTime(start).endsWith('h'))
    .filter((_tick, n) => n % hourEvery === 0);

  return (
    <figure className="quarter-chart" aria-labelledby={`${id}-summary`}>
      {busy.length > 0 ? (
        <svg
          className="quarter-chart__drawing"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          aria-hidden="true"
          focusable="false"
          data-bars={shown.length}
        >
          <line className="quarter-chart__axis" x1={LEFT} x2={WIDTH} y1={TOP + plotHeight} y2={TOP + plotHeight} />
          <text className="quarter-chart__label" x={LEFT - 4} y={TOP + 8} textAnchor="end">
            {max}
          </text>
          <text className="quarter-chart__label" x={LEFT - 4} y={TOP + plotHeight} textAnchor="end">
            0
          </text>
          {shown.map((quarter, index) => {
            const height = (quarter.photos / max) * plotHeight;
            return quarter.photos === 0 ? null : (
              <rect
                key={quarter.start}
                className="quarter-chart__bar"
                x={LEFT + index * step + step * 0.1}
                y={TOP + plotHeight - height}
                width={Math.max(1, step * 0.8)}
                height={height}
              >
                <title>{`${quarterLabel(quarter)} : ${photos(quarter.photos)}`}</title>
              </rect>
            );
          })}
          {hourTicks.map(({ index, start }) => (
            <text
              key={start}
              className="quarter-chart__label"
              x={LEFT + index * step}
              y={HEIGHT - 4}
              textAnchor="middle"
            >
              {formatParisTime(start)}
            </text>
          ))}
        </svg>
      ) : null}
      <figcaption id={`${id}-summary`}>{chartSummary(quarters)}</figcaption>
      {busy.length > 0 ? (
        <details className="quarter-chart__details">
          <summary>Détail par quart d’heure</summary>
          <table className="figures-table">
            <thead>
              <tr>
                <th scope="col">Quart d’heure</th>
                <th scope="col">Photos</th>
              </tr>
            </thead>
            <tbody>
              {busy.map((quarter) => (
                <tr key={quarter.start}>
                  <th scope="row">{quarterLabel(quarter)}</th>
                  <td>{quarter.photos}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
