/** A fine arrow for Back / Continue, decorative. */
export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.25">
      {direction === 'right' ? <path d="M2 8h11M9 4l4 4-4 4" /> : <path d="M14 8H3M7 4 3 8l4 4" />}
    </svg>
  );
}
