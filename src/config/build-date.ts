/**
 * The build's date: what the footer's copyright year follows. `SOURCE_DATE_EPOCH` (seconds since 1970,
 * the reproducible-builds convention) pins it; otherwise it is the moment of the build. Read once by
 * vite.config.ts, which bakes it into the bundle as `__BUILD_DATE__` (src/config/build.ts).
 */
export function buildDate(env: { SOURCE_DATE_EPOCH?: string | undefined }, now: Date): Date {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  if (!epoch) return now;
  if (!/^\d+$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}"`);
  return new Date(Number(epoch) * 1000);
}
