/**
 * An event of the live stream as it travels between instances: its id (ordered across
 * instances: the event log's row, decision 057), its name and its data already in JSON, so that
 * it is serialised once, not once per open stream.
 */
export interface LiveEvent {
  id: number;
  type: string;
  data: string;
}

/**
 * Carries each event to every instance of the site, this one included. One interface, three
 * ways (create-event-bus.ts picks one from the settings): this process only, Redis pub/sub,
 * PostgreSQL LISTEN/NOTIFY. A bus delivers at most once and keeps nothing: what an instance
 * misses while its bus is cut, it reads from the event log when the bus comes back (`onResume`).
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis' | 'postgres';
  /** Sends to every subscriber of every instance; resolves once handed over (not once delivered). */
  publish(event: LiveEvent): Promise<void>;
  /** The listener of this instance (one: the live plugin, which fans out to its streams). */
  subscribe(listener: (event: LiveEvent) => void): void;
  /** Told when the bus is back after a cut, when events may have been missed. */
  onResume(listener: () => void): void;
  close(): Promise<void>;
}

/** Parses an event received from another instance; undefined when it is not one (logged by the caller). */
export function parseLiveEvent(message: string): LiveEvent | undefined {
  try {
    const event = JSON.parse(message) as Partial<LiveEvent>;
    if (Number.isSafeInteger(event.id) && typeof event.type === 'string' && typeof event.data === 'string')
      return event as LiveEvent;
  } catch {
    // Not JSON: someone else's message on our channel.
  }
  return undefined;
}

/** The default: one process, no engine. Delivered on a later tick, as by the other buses. */
export function createMemoryBus(): EventBus {
  const listeners: ((event: LiveEvent) => void)[] = [];
  return {
    kind: 'memory',
    publish: async (event) => {
      queueMicrotask(() => listeners.forEach((listener) => listener(event)));
    },
    subscribe: (listener) => listeners.push(listener),
    onResume: () => {},
    close: async () => {
      listeners.length = 0;
    },
  };
}
