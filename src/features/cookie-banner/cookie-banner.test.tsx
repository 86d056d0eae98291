// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_BANNER_AFTER_PX, COOKIE_BANNER_TAP_GRACE_MS } from '../../config/ui.ts';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { I18nProvider } from '../../i18n/index.tsx';
import { LANGS, type Lang } from '../../i18n/languages.ts';
import { RouterProvider } from '../../lib/router.tsx';
import { CookieBanner } from './cookie-banner.tsx';

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

/** The utilities that set a side's padding: two of them on one element race in the stylesheet. */
const sidePadding = (element: HTMLElement) => [...element.classList].filter((name) => /^p[xselr]?-/.test(name));

/** The notice as the layout renders it on the home page, in `lang`. */
const renderNotice = (lang: Lang) =>
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider value={{ pathname: '/', search: '', navigate: () => undefined }}>
        <CookieBanner />
      </RouterProvider>
    </I18nProvider>,
  );

describe.each(LANGS)('the cookie notice (%s)', (lang) => {
  it('gives Reject and Accept the tight padding of a slim bar, and no other padding that could win over it', async () => {
    const copy = MESSAGES[lang].shell.cookieBanner;
    renderNotice(lang);
    window.scrollTo(0, COOKIE_BANNER_AFTER_PX + 1);
    const notice = await screen.findByTestId('cookie-banner');
    for (const name of [copy.reject, copy.accept])
      expect(sidePadding(within(notice).getByRole('button', { name })), name).toEqual(['px-4']);
  });

  it('lets taps through to the page for a moment after it appears (it appears under a finger on its way), then takes them', async () => {
    // The notice's classes as it is added to the page, read in the same task (a mutation record), not by a poll.
    const atFirst: string[] = [];
    const observer = new MutationObserver(() => {
      const notice = document.querySelector('[data-testid="cookie-banner"]');
      if (notice && atFirst.length === 0) atFirst.push(...notice.classList);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderNotice(lang);
    const shownAt = Date.now();
    window.scrollTo(0, COOKIE_BANNER_AFTER_PX + 1);
    const notice = await screen.findByTestId('cookie-banner');
    observer.disconnect();
    expect(atFirst).toContain('pointer-events-none');
    await waitFor(() => expect(notice.classList).not.toContain('pointer-events-none'));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(COOKIE_BANNER_TAP_GRACE_MS);
  });
});
