/** Decorative icons for the pause button (its accessible name says which action). */
export function PauseIcon() {
  return (
    <svg aria-hidden="true" width="12" height="14" viewBox="0 0 12 14" fill="currentColor">
      <rect x="1" y="1" width="3" height="12" />
      <rect x="8" y="1" width="3" height="12" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg aria-hidden="true" width="12" height="14" viewBox="0 0 12 14" fill="currentColor">
      <path d="M2 1l9 6-9 6z" />
    </svg>
  );
}
