import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { pathFor } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';
import { CookieSettings } from './cookie-settings.tsx';
import { useCookieBanner } from './use-cookie-banner.ts';

const policyLink = 'text-ink underline decoration-brass-500 underline-offset-4 hover:decoration-ink';

/** The consent notice: Accept and Reject side by side with equal weight, settings, close, policy links. */
export function CookieBanner() {
  const { t, lang } = useI18n();
  const copy = t.shell.cookieBanner;
  const { visible, answer, dismiss } = useCookieBanner();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const titleId = useId();
  const settingsId = useId();
  if (!visible) return null;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-30 max-h-[calc(100svh-1.5rem)] animate-fade-up overflow-y-auto border border-brass-500/40 bg-ivory text-ink shadow-[0_24px_60px_-20px_rgba(8,16,27,0.45)] sm:right-auto sm:bottom-6 sm:left-6 sm:w-[30rem]"
    >
      <div className="relative px-6 pt-6 pb-6 sm:px-8 sm:pt-8">
        <button
          type="button"
          onClick={dismiss}
          aria-label={copy.close}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center text-ink-muted hover:text-ink"
        >
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="1.25">
            <path d="M1 1l12 12M13 1L1 13" />
          </svg>
        </button>
        <h2 id={titleId} className="pr-10 font-display text-2xl font-medium">
          {copy.title}
        </h2>
        <span aria-hidden="true" className="rule-brass mt-3" />
        <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-muted">{copy.body}</p>
        <p className="mt-3 text-[0.9375rem] text-ink-muted">
          {copy.policyLinks}:{' '}
          <Link to={pathFor('cookiesPolicy', lang)} onClick={dismiss} className={policyLink}>
            {copy.cookiesPolicy}
          </Link>{' '}
          ·{' '}
          <Link to={pathFor('privacyPolicy', lang)} onClick={dismiss} className={policyLink}>
            {copy.privacyPolicy}
          </Link>
        </p>
        {settingsOpen ? <CookieSettings id={settingsId} /> : null}
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button variant="default" onClick={() => answer('rejected')}>
            {copy.reject}
          </Button>
          <Button variant="default" onClick={() => answer('accepted')}>
            {copy.accept}
          </Button>
        </div>
        <Button
          variant="link"
          size="sm"
          className="mt-3"
          aria-expanded={settingsOpen}
          aria-controls={settingsOpen ? settingsId : undefined}
          onClick={() => setSettingsOpen((open) => !open)}
        >
          {copy.configure}
        </Button>
      </div>
    </section>
  );
}
