import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare function stopGracefully(child: ChildProcess, exited: Promise<unknown>): Promise<void>;
export declare function spawnStoppable(
  command: string,
  args: string[],
  options: SpawnOptions,
): { child: ChildProcess; exited: Promise<void>; stop: () => Promise<void> };
