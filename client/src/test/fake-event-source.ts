// Test support (not used by the app): the browser's EventSource, driven by the test.
import type { LiveEventData, LiveEventName } from '@congres/contracts';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export class TestEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    TestEventSource.opened.push(this);
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
}

/** Installs the fake as `EventSource`, with no stream opened yet. */
export function stubEventSource(): void {
  TestEventSource.opened = [];
  vi.stubGlobal('EventSource', TestEventSource);
}

let nextId = 1000;
/** The server's side: sends `name` on every open stream (a test expects exactly one). */
export function sendLiveEvent<N extends LiveEventName>(name: N, data: LiveEventData[N]): number {
  const open = TestEventSource.opened.filter((source) => source.readyState !== TestEventSource.CLOSED);
  nextId += 1;
  act(() => {
    for (const source of open) {
      source.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data), lastEventId: String(nextId) }));
    }
  });
  return open.length;
}
