import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, requestUrl, stubFetch } from '../test/stub-network';
import { callApi, serverMessageOr } from './api-result';
import { useSharedSubmit } from './use-shared-submit';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Two buttons of one panel, as the attendance and transfer panels have: one lock, one message. */
function Panel() {
  const panel = useSharedSubmit();
  const action = (path: string, done: string) => async () => {
    const result = await callApi(path, { method: 'POST' }, null, serverMessageOr('L’action a échoué.'));
    return result.ok ? { ok: true as const, data: done } : result;
  };
  return (
    <div aria-busy={panel.pending}>
      <button type="button" onClick={() => panel.send(action('/ouvrir', 'Ouvert.'))}>
        Ouvrir
      </button>
      <button type="button" onClick={() => panel.send(action('/exporter', 'Exporté.'))}>
        Exporter
      </button>
      {panel.error !== null ? <p role="alert">{panel.error}</p> : null}
      {panel.success !== null ? <p role="status">{panel.success}</p> : null}
    </div>
  );
}

describe('useSharedSubmit', () => {
  it('sends one action at a time, whichever button is tapped, and shows the message of the one sent', async () => {
    const answers: ((response: Response) => void)[] = [];
    const fetch = stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const user = userEvent.setup();
    render(<Panel />);

    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(fetch).toHaveBeenCalledTimes(1);

    answers.shift()?.(json({}, 200));
    expect(await screen.findByRole('status')).toHaveTextContent('Ouvert.');

    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requestUrl(fetch.mock.calls[1]![0])).toContain('/exporter');
    answers.shift()?.(json({ message: 'Export impossible pour le moment.' }, 409));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export impossible pour le moment.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
