// One way to stop what the tools start (engines, nginx, the built server): SIGTERM, then
// SIGKILL if the child is still there after 5 s, and done only once it has exited.
import { spawn } from 'node:child_process';

/** Stops `child` (whose exit `exited` resolves on): SIGTERM, SIGKILL after 5 s; nothing if already gone. */
export async function stopGracefully(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Spawns a child with a promise of its exit and a `stop` (see stopGracefully). */
export function spawnStoppable(command, args, options) {
  const child = spawn(command, args, options);
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  return { child, exited, stop: () => stopGracefully(child, exited) };
}
