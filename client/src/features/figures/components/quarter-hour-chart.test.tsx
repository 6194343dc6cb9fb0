import { FIGURES_QUARTERS, QUARTER_HOUR_MS, type QuarterHour } from '@congres/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chartSummary, QuarterHourChart, shownQuarters } from './quarter-hour-chart';

/** The 96 quarters ending with the one starting at `last` (UTC), with photos where `counts` says. */
function quarters(last: string, counts: Record<string, number> = {}): QuarterHour[] {
  const end = Date.parse(last);
  return Array.from({ length: FIGURES_QUARTERS }, (_v, i) => {
    const start = new Date(end - (FIGURES_QUARTERS - 1 - i) * QUARTER_HOUR_MS).toISOString();
    return { start, photos: counts[start] ?? 0 };
  });
}

// 23 May 2025, summer time: 08:15Z is 10h15 in Bordeaux.
const DAY = quarters('2025-05-23T12:00:00.000Z', {
  '2025-05-23T07:00:00.000Z': 3,
  '2025-05-23T08:15:00.000Z': 12,
  '2025-05-23T11:45:00.000Z': 1,
});

describe('photos per quarter hour', () => {
  it('says the total and the busiest quarter hour in Bordeaux time, or that there is none', () => {
    expect(chartSummary(DAY)).toBe(
      '16 photos publiées ces dernières 24 heures ; le quart d’heure le plus actif : 10h15 – 10h30 (12 photos).',
    );
    expect(chartSummary(quarters('2025-05-23T12:00:00.000Z'))).toBe('Aucune photo publiée ces dernières 24 heures.');
    expect(chartSummary(quarters('2025-05-23T12:00:00.000Z', { '2025-05-23T12:00:00.000Z': 1 }))).toBe(
      '1 photo publiée ces dernières 24 heures ; le quart d’heure le plus actif : 14h – 14h15 (1 photo).',
    );
  });

  it('draws from the first quarter with a photo to the one in progress, and at least the last two hours', () => {
    const shown = shownQuarters(DAY);
    expect(shown[0]?.start).toBe('2025-05-23T07:00:00.000Z');
    expect(shown.at(-1)?.start).toBe('2025-05-23T12:00:00.000Z');
    expect(shown).toHaveLength(21);
    const late = shownQuarters(quarters('2025-05-23T12:00:00.000Z', { '2025-05-23T12:00:00.000Z': 2 }));
    expect(late).toHaveLength(8);
  });

  it('draws one bar per quarter with photos, hidden from screen readers, and lists the same in a table', async () => {
    const { container } = render(<QuarterHourChart quarters={DAY} />);
    const drawing = container.querySelector('svg');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing?.querySelectorAll('rect')).toHaveLength(3);
    // The highest bar is the busiest quarter, and reaches the top of the plot.
    const heights = [...(drawing?.querySelectorAll('rect') ?? [])].map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[1]);
    expect(screen.getByRole('figure')).toHaveAccessibleName(chartSummary(DAY));

    await userEvent.click(screen.getByText('Détail par quart d’heure'));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['9h – 9h153', '10h15 – 10h3012', '13h45 – 14h1']);
  });

  it('shows only the sentence when there is no photo', () => {
    const { container } = render(<QuarterHourChart quarters={quarters('2025-05-23T12:00:00.000Z')} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Aucune photo publiée ces dernières 24 heures.')).toBeInTheDocument();
  });
});
