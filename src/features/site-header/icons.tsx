/** Hairline icons, drawn to match the brass rules (decorative: the buttons carry the names). */
export function MenuIcon() {
  return (
    <svg aria-hidden="true" width="26" height="14" viewBox="0 0 26 14" fill="none" stroke="currentColor" strokeWidth="1.25">
      <path d="M0 1h26M8 7h18M0 13h26" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.25">
      <path d="M2 2l16 16M18 2L2 18" />
    </svg>
  );
}
