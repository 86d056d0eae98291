import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { addToast, withoutErrorsOf, type Toast, type ToastInput } from './toast-list.ts';

export type { ToastInput } from './toast-list.ts';

export const TOAST_DURATION_MS = 6000;
type ToastApi = {
  show: (toast: ToastInput) => void;
  /** Takes away a source's error toasts when it succeeds without a toast of its own (an instant result). */
  clearErrors: (source: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** A polite live region for success and an assertive one for errors, so screen readers hear both. */
export function ToastProvider({ children, dismissLabel }: { children: ReactNode; dismissLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = ++nextId.current;
      setToasts((all) => addToast(all, { ...toast, id }));
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  const clearErrors = useCallback((source: string) => setToasts((all) => withoutErrorsOf(all, source)), []);
  const api = useMemo(() => ({ show, clearErrors }), [show, clearErrors]);

  const region = (variant: 'success' | 'error') => (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      aria-live={variant === 'error' ? 'assertive' : 'polite'}
      className="flex flex-col gap-3"
    >
      {toasts
        .filter((t) => (t.variant ?? 'success') === variant)
        .map((t) => (
          <div
            key={t.id}
            data-testid="toast"
            data-variant={variant}
            className={cn(
              'pointer-events-auto flex items-start gap-4 rounded-sm border bg-ivory px-5 py-4 text-ink shadow-lg',
              variant === 'error' ? 'border-danger/60' : 'border-brass-500/60',
            )}
          >
            <div className="flex-1">
              <p className="font-semibold">{t.title}</p>
              {t.description ? <p className="mt-1 text-sm text-ink-muted">{t.description}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="-m-2 min-h-11 min-w-11 text-ink-muted hover:text-ink"
              aria-label={dismissLabel}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/*
        Where toasts cover nothing the visitor needs next: on one-column layouts at the top (over the
        bar, away from the calls to action that end a result card or a form); from 1024 px, where the
        calculators and the contact form keep their results and actions in the right-hand column,
        at the bottom left, above the cookie notice while it shows (its height: COOKIE_NOTICE_HEIGHT_VAR).
      */}
      <div className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col gap-3 sm:left-auto sm:w-96 lg:top-auto lg:right-auto lg:bottom-[calc(var(--cookie-notice-height,0px)+1.5rem)] lg:left-6">
        {region('success')}
        {region('error')}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
