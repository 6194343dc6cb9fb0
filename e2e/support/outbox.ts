import fs from 'node:fs';
import path from 'node:path';

/** The .eml files the server wrote to DATA_DIR/outbox (email delivery without SMTP_URL). */
export function outboxFiles(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(outbox, name));
}

/** The decoded text of a message (quoted-printable soft breaks and escapes undone). */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/((?:=[0-9A-F]{2})+)/g, (encoded) => Buffer.from(encoded.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The reset link of the message sent to `to`, if the outbox holds one. */
export function resetLinkFor(dataDir: string, to: string): string | undefined {
  for (const file of outboxFiles(dataDir)) {
    const text = mailText(fs.readFileSync(file, 'utf8'));
    if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
    const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(text)?.[0];
    if (link !== undefined) return link;
  }
  return undefined;
}
