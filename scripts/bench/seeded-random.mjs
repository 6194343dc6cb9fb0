/**
 * A repeatable stream of numbers in [0, 1) for `seed` (a linear congruential generator): the
 * bench's synthetic photos are the same from one run to the next.
 * @param {number} seed
 * @returns {() => number}
 */
export function seededRandom(seed) {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
