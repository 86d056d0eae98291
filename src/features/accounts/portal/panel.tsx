import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { Loading } from './portal-frame.tsx';
import type { Read } from '../../../lib/server-data.ts';

/** A titled block of a private-area page: fine border, ivory ground, generous padding. */
export function Panel({
  id,
  title,
  intro,
  children,
  className,
  tone = 'plain',
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'danger';
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'border bg-white/60 px-6 py-8 sm:px-8',
        tone === 'danger' ? 'border-danger/40' : 'border-stone-300',
        className,
      )}
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-medium text-ink sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-prose text-ink-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A read's three states: loading, failed (with a way to try again) and its data. */
export function ReadView<T>({ read, children }: { read: Read<T>; children: (data: T) => ReactNode }) {
  const { a } = useAccountsI18n();
  if (read.status === 'loading') return <Loading />;
  if (read.status === 'failed')
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4 border-l-2 border-danger bg-danger/5 px-4 py-3">
        <p className="text-sm font-semibold text-danger">{a.portal.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={read.reload}>
          {a.portal.retry}
        </Button>
      </div>
    );
  return <>{children(read.data)}</>;
}

/** A request's status, as a quiet label: brass once the firm has moved it along. */
export function StatusBadge({ children, moved }: { children: string; moved: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-3 py-0.5 text-xs font-semibold tracking-[0.12em] uppercase',
        moved ? 'border-brass-600 bg-brass-200/40 text-ink' : 'border-ink/25 text-ink/80',
      )}
    >
      {children}
    </span>
  );
}
