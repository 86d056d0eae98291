import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const TOAST_DURATION_MS = 6000;

export type ToastInput = { title: string; description?: string; variant?: 'success' | 'error' };
type Toast = ToastInput & { id: number };
type ToastApi = { show: (toast: ToastInput) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** A polite live region for success and an assertive one for errors, so screen readers hear both. */
export function ToastProvider({ children, dismissLabel }: { children: ReactNode; dismissLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: ToastInput) => {
      const id = ++nextId.current;
      setToasts((all) => [...all, { ...toast, id }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

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
        at the bottom left.
      */}
      <div className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col gap-3 sm:left-auto sm:w-96 lg:top-auto lg:right-auto lg:bottom-6 lg:left-6">
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
