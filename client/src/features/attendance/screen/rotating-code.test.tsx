import { ATTENDANCE_CODE_PERIOD_MS } from '@congres/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../../test/fake-token';
import { renderWithQueries } from '../../../test/render-with-queries';
import { json, stubFetch } from '../../../test/stub-network';
import { AFTER_CHANGE_MS, nextRefreshDelay, useRotatingCode } from './rotating-code';

const NOW = Date.parse('2025-05-23T08:00:10Z');

describe('nextRefreshDelay', () => {
  it('waits until the server changes the code, and a little after', () => {
    expect(nextRefreshDelay('2025-05-23T08:00:30Z', NOW)).toBe(20_000 + AFTER_CHANGE_MS);
  });

  it('never waits longer than a period, whatever changesAt says', () => {
    expect(nextRefreshDelay('2025-05-23T09:00:00Z', NOW)).toBe(ATTENDANCE_CODE_PERIOD_MS + AFTER_CHANGE_MS);
  });

  it('keeps the period when the screen’s clock is ahead of the server’s (no loop of requests)', () => {
    expect(nextRefreshDelay('2025-05-23T08:00:00Z', NOW)).toBe(ATTENDANCE_CODE_PERIOD_MS);
    expect(nextRefreshDelay(undefined, NOW)).toBe(ATTENDANCE_CODE_PERIOD_MS);
    expect(nextRefreshDelay('pas une date', NOW)).toBe(ATTENDANCE_CODE_PERIOD_MS);
  });
});

/** Lets the answer reach the screen (vi.waitFor moves the fake clock a little at each check). */
const shows = (text: string) => act(() => vi.waitFor(() => expect(screen.getByText(text)).toBeInTheDocument()));
const advanceTo = (instant: number) => act(() => vi.advanceTimersByTimeAsync(instant - Date.now()));

function ShownCode() {
  const code = useRotatingCode(fakeToken('Org', { role: 'organiser' }), 'matin', true);
  return <p>{code.data?.code ?? 'rien'}</p>;
}

describe('useRotatingCode', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the next code when the server said it changes, not before', async () => {
    // The server's windows: the code changes at each multiple of 30 s.
    let served = 0;
    const fetchMock = stubFetch((url) => {
      expect(url).toBe('/api/attendance/matin/code');
      served += 1;
      const changesAt = Math.ceil((Date.now() + 1) / ATTENDANCE_CODE_PERIOD_MS) * ATTENDANCE_CODE_PERIOD_MS;
      return json({
        code: `code-${served}`,
        url: `https://x/emargement/signer?code=${served}`,
        changesAt: new Date(changesAt).toISOString(),
      });
    });
    renderWithQueries(<ShownCode />);
    await shows('code-1');

    // 08:00:10 → the code changes at 08:00:30: nothing asked a moment before, then at once.
    await advanceTo(Date.parse('2025-05-23T08:00:30Z') + AFTER_CHANGE_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advanceTo(Date.parse('2025-05-23T08:00:30Z') + AFTER_CHANGE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await shows('code-2');

    // Then at each change of the server's window, every 30 s.
    await advanceTo(Date.parse('2025-05-23T08:01:00Z') + AFTER_CHANGE_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advanceTo(Date.parse('2025-05-23T08:01:00Z') + AFTER_CHANGE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await shows('code-3');
  });
});
