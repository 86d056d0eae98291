/**
 * Pages holding work that is not saved yet (the studio's draft) ask before the visitor leaves them: the
 * app's own navigations (links, back and forward) ask `mayLeave()`, and the browser asks on a reload or a
 * closed tab (`beforeunload`, whose wording is the browser's; `use-leave-guard.ts`). This half is all every
 * public page ships: the hook lives with the pages that hold work.
 */
export const leaveGuards = new Set<string>();

/** True when nothing would be lost, or the person chose to leave anyway. */
export function mayLeave(): boolean {
  const [message] = leaveGuards;
  return message === undefined || window.confirm(message);
}
