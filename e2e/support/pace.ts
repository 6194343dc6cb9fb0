import { cpuSlowdown } from './cpu-slowdown';

/**
 * How much slower than the machine the browser tests were written on a run leaves room for
 * (decision 113): twice, so that a newcomer's first `npm test` passes on a machine half as fast,
 * times E2E_CPU_SLOWDOWN when the pages' CPU is slowed on purpose. Only the time a test may take
 * before it is called failed grows: a test waits on the states the app shows, never on a delay,
 * so a passing test takes no longer.
 */
export const HOST_ROOM = 2 * cpuSlowdown();

/** A time limit written for the tests' own machine, with room for a slower one. */
export const withRoom = (milliseconds: number): number => milliseconds * HOST_ROOM;
