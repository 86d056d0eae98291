/** A random index in [0, count) other than `current` (spec: never the current video). */
export function pickNextIndex(current: number, count: number, random: () => number = Math.random): number {
  if (count < 2) return current;
  const offset = 1 + Math.floor(random() * (count - 1));
  return (current + Math.min(offset, count - 1)) % count;
}
