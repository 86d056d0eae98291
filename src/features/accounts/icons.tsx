import { ICON_STROKE as STROKE } from '../../components/ui/icon-stroke.ts';

/** Hairline icons in the site's register (decorative: the controls carry the names). */

export function KeyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" {...STROKE}>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
    </svg>
  );
}

/** The private area's sections, one drawing each. */
export function SectionIcon({
  section,
}: {
  section: 'summary' | 'requests' | 'scenarios' | 'search' | 'property' | 'case' | 'account';
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="shrink-0" {...STROKE}>
      {section === 'summary' ? <path d="M4 5h16M4 12h10M4 19h13" /> : null}
      {section === 'requests' ? (
        <>
          <rect x="3.5" y="5.5" width="17" height="13" rx="1" />
          <path d="M4 6.5l8 6 8-6" />
        </>
      ) : null}
      {section === 'scenarios' ? (
        <>
          <rect x="5" y="3.5" width="14" height="17" rx="1" />
          <path d="M8 8h8M8 12h2M12 12h2M8 16h2M12 16h4" />
        </>
      ) : null}
      {section === 'search' ? (
        <>
          <circle cx="10.5" cy="10.5" r="6" />
          <path d="M15 15l5.5 5.5M8 10.5h5" />
        </>
      ) : null}
      {section === 'property' ? (
        <>
          <path d="M3.5 11L12 4l8.5 7" />
          <path d="M6 9.5V20h12V9.5M10 20v-5h4v5" />
        </>
      ) : null}
      {section === 'case' ? (
        <>
          <path d="M3.5 7.5h6l1.5 2h9.5V19H3.5z" />
          <path d="M8 14.5l2.5 2.5 5-5" />
        </>
      ) : null}
      {section === 'account' ? (
        <>
          <circle cx="12" cy="9" r="3.5" />
          <path d="M5.5 19.5c1-3.3 3.5-5 6.5-5s5.5 1.7 6.5 5" />
        </>
      ) : null}
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" {...STROKE}>
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function ExitIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" {...STROKE}>
      <path d="M14 4H5v16h9M10 12h10M16.5 8.5L20 12l-3.5 3.5" />
    </svg>
  );
}
