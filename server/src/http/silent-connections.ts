import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Connections that have not sent a single byte yet: a browser's preconnect, a proxy's spare
 * connection. Node does not count them as idle (it waits for their request until
 * headersTimeout), so `closeIdleConnections()` leaves them and they would hold a graceful
 * stop for a minute. Nothing is in flight on them: on shutdown they are closed like idle ones.
 */
export function trackSilentConnections(server: Server): { closeSilent: () => void } {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return {
    closeSilent: () => {
      for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    },
  };
}
