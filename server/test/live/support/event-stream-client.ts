import http from 'node:http';

/** One message of an event stream as a browser's EventSource parses it, or a comment line. */
export interface StreamMessage {
  event?: string;
  id?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/**
 * A reader of GET /api/events over a real socket (inject cannot hold a stream open): keeps every
 * message in order and lets a test wait for the one it expects. `address` sets X-Forwarded-For.
 */
export async function openStream(
  baseUrl: string,
  options: { lastEventId?: string; query?: string; forwardedFor?: string } = {},
): Promise<EventStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  if (options.forwardedFor !== undefined) headers['x-forwarded-for'] = options.forwardedFor;
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events${options.query ?? ''}`, { headers }, (response) => {
      resolve(new EventStream(request, response));
    });
    request.on('error', reject);
  });
}

export class EventStream {
  readonly messages: StreamMessage[] = [];
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The whole body of a refusal (a stream's is never complete). */
  readonly body: Promise<string>;
  private buffer = '';
  private raw = '';
  private waiters: (() => void)[] = [];
  private ended = false;

  constructor(
    private readonly request: http.ClientRequest,
    response: http.IncomingMessage,
  ) {
    this.status = response.statusCode ?? 0;
    this.headers = response.headers;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.raw += chunk;
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n\n')) >= 0) {
        this.messages.push(parseMessage(this.buffer.slice(0, end)));
        this.buffer = this.buffer.slice(end + 2);
      }
      this.wake();
    });
    this.body = new Promise((resolve) => {
      response.on('end', () => {
        this.ended = true;
        this.wake();
        resolve(this.raw);
      });
      response.on('error', () => resolve(this.raw));
    });
  }

  /** The events (comments and `retry:` alone left out). */
  get events(): StreamMessage[] {
    return this.messages.filter((message) => message.event !== undefined);
  }

  /** Resolves with the first message matching, already received or yet to come. */
  async next(match: (message: StreamMessage) => boolean, what = 'an expected message'): Promise<StreamMessage> {
    for (;;) {
      const found = this.messages.find(match);
      if (found !== undefined) return found;
      if (this.ended) throw new Error(`stream ended before ${what}: ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Waits for the event named `event` (and matching `where`), and returns its data parsed. */
  async event<T = unknown>(event: string, where: (data: T) => boolean = () => true): Promise<T & { $id: string }> {
    const message = await this.next(
      (m) => m.event === event && where(JSON.parse(m.data ?? 'null') as T),
      `event ${event}`,
    );
    return { ...(JSON.parse(message.data ?? 'null') as T), $id: message.id ?? '' };
  }

  /** Resolves once the server has ended the stream. */
  async closed(): Promise<void> {
    await this.body;
  }

  close(): void {
    this.request.destroy();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }
}

function parseMessage(block: string): StreamMessage {
  const message: StreamMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      message.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') message.event = value;
    else if (field === 'id') message.id = value;
    else if (field === 'data') message.data = message.data === undefined ? value : `${message.data}\n${value}`;
    else if (field === 'retry') message.retry = Number(value);
  }
  return message;
}
