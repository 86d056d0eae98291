import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { COOKIE_NOTICE_HEIGHT_VAR } from '../../config/ui.ts';
import { cn } from '../../lib/cn.ts';
import { pathFor } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';
import { useReservedHeight } from '../../lib/use-reserved-height.ts';
import { CookieSettings } from './cookie-settings.tsx';
import { useCookieBanner } from './use-cookie-banner.ts';
import { useFirstTabStop } from './use-first-tab-stop.ts';

const policyLink = 'text-ink underline decoration-brass-500 underline-offset-4 hover:decoration-ink';

/**
 * The consent notice: a slim bar across the foot of the window whose height the page reserves (issue 24),
 * so it covers no heading and no call to action. Accept and Reject side by side with equal weight,
 * settings, close, policy links. The layout renders it right after the skip link: its controls are the
 * first Tab stops after it, and the next Tab stop when it appears while the visitor tabs down the page.
 */
export function CookieBanner() {
  const { t, lang } = useI18n();
  const copy = t.shell.cookieBanner;
  const { visible, armed, answer, dismiss } = useCookieBanner();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const titleId = useId();
  const settingsId = useId();
  const bar = useRef<HTMLElement>(null);
  useReservedHeight(bar, visible, COOKIE_NOTICE_HEIGHT_VAR);
  useFirstTabStop(bar, visible);
  if (!visible) return null;

  return (
    <section
      ref={bar}
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      // A tap already on its way to the page lands there (COOKIE_BANNER_TAP_GRACE_MS); the keyboard is not held back.
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 max-h-[70svh] animate-fade-in overflow-y-auto border-t border-brass-500/40 bg-ivory text-ink shadow-[0_-12px_32px_-24px_rgba(8,16,27,0.4)]',
        !armed && 'pointer-events-none',
      )}
    >
      <div className="relative mx-auto max-w-7xl px-6 py-3 sm:px-10 lg:py-4">
        <div className="lg:flex lg:items-center lg:gap-10">
          <div className="pr-10 lg:flex-1 lg:pr-0">
            <h2 id={titleId} className="eyebrow text-brass-700">
              {copy.title}
            </h2>
            <p className="mt-1 text-sm leading-snug text-ink-muted">
              {copy.body}{' '}
              <Link to={pathFor('cookiesPolicy', lang)} onClick={dismiss} className={policyLink}>
                {copy.cookiesPolicy}
              </Link>{' '}
              ·{' '}
              <Link to={pathFor('privacyPolicy', lang)} onClick={dismiss} className={policyLink}>
                {copy.privacyPolicy}
              </Link>
            </p>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 lg:mt-0 lg:shrink-0">
            <Button
              variant="link"
              size="sm"
              className="mr-auto lg:mr-2"
              aria-expanded={settingsOpen}
              aria-controls={settingsOpen ? settingsId : undefined}
              onClick={() => setSettingsOpen((open) => !open)}
            >
              {copy.configure}
            </Button>
            <Button variant="default" size="sm" inset="tight" onClick={() => answer('rejected')}>
              {copy.reject}
            </Button>
            <Button variant="default" size="sm" inset="tight" onClick={() => answer('accepted')}>
              {copy.accept}
            </Button>
            <button
              type="button"
              onClick={dismiss}
              aria-label={copy.close}
              className="absolute top-1 right-3 inline-flex size-11 items-center justify-center text-ink-muted hover:text-ink sm:right-7 lg:static lg:-mr-3"
            >
              <svg
                aria-hidden="true"
                width="14"
                height="14"
                viewBox="0 0 14 14"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.25"
              >
                <path d="M1 1l12 12M13 1L1 13" />
              </svg>
            </button>
          </div>
        </div>
        {settingsOpen ? <CookieSettings id={settingsId} /> : null}
      </div>
    </section>
  );
}
