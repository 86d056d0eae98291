// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/index.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { MESSAGES } from '../i18n/all-messages.ts';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('render failure');
  return <p>recovered</p>;
}

afterEach(cleanup);

describe('ErrorBoundary', () => {
  it.each([
    ['es', 'Algo salió mal', 'Reintentar', 'Recargar la página'],
    ['en', 'Something went wrong', 'Try again', 'Reload the page'],
  ] as const)('shows the fallback in %s and the retry button clears the error', (lang, title, retry, reload) => {
    shouldThrow = true;
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <I18nProvider lang={lang} messages={MESSAGES[lang]}>
        <ErrorBoundary onError={onError}>
          <Fragile />
        </ErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: reload })).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();

    shouldThrow = false;
    act(() => fireEvent.click(screen.getByRole('button', { name: retry })));
    expect(screen.getByText('recovered')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
  });

  it('reloads the page with the reload button', () => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <I18nProvider lang="es" messages={MESSAGES.es}>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recargar la página' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
