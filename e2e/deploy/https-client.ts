import https from 'node:https';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agents = new Map<string, https.Agent>();

/**
 * One HTTPS request from a chosen loopback address (127.0.0.2, 127.0.0.3...), so that nginx
 * sees several clients; the test's self-signed certificate is accepted. Keep-alive per address.
 */
export function httpsRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<Answer> {
  const from = options.from ?? '127.0.0.1';
  let agent = agents.get(from);
  if (!agent) {
    agent = new https.Agent({ keepAlive: true, localAddress: from, rejectUnauthorized: false });
    agents.set(from, agent);
  }
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Closes the kept-alive connections. */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
