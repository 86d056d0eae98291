import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { Read } from '../../lib/server-data.ts';
import { useCaseCopy } from './use-case-copy.ts';

/** A titled block of the case page: fine border, ivory ground, generous padding (the private area's look). */
export function CasePanel({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className="border border-stone-300 bg-white/60 px-5 py-7 sm:px-8">
      <h2 id={`${id}-title`} className="font-display text-2xl font-medium text-ink sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-prose text-ink-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** What shows until the data is known; announced politely. */
export function CaseLoading() {
  const { p } = useCaseCopy();
  return (
    <p role="status" className="flex items-center gap-3 text-ink-muted">
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brass-500" />
      {p.loading}
    </p>
  );
}

/** A read's three states: loading, failed (404 says so; anything else offers to try again) and its data. */
export function CaseRead<T>({ read, children }: { read: Read<T>; children: (data: T) => ReactNode }) {
  const { p } = useCaseCopy();
  if (read.status === 'loading') return <CaseLoading />;
  if (read.status === 'failed')
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4 border-l-2 border-danger bg-danger/5 px-4 py-3">
        <p className="text-sm font-semibold text-danger">{read.failure.status === 404 ? p.notFound : p.loadFailed}</p>
        {read.failure.status === 404 ? null : (
          <Button variant="outline" size="sm" onClick={read.reload}>
            {p.retry}
          </Button>
        )}
      </div>
    );
  return <>{children(read.data)}</>;
}

/** A quiet label (a step's or a checklist item's state): brass once done or received. */
export function StateBadge({ children, tone }: { children: string; tone: 'done' | 'active' | 'waiting' | 'muted' }) {
  const tones = {
    done: 'border-brass-600 bg-brass-200/40 text-ink',
    active: 'border-ink bg-ink text-ivory',
    waiting: 'border-ink/25 text-ink/80',
    muted: 'border-dashed border-ink/25 text-ink-muted',
  };
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-xs font-semibold tracking-[0.12em] uppercase ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Back to the list the page was opened from: a real link, followed in the app (`onBack`) without a reload. */
export function BackLink({ href, onBack, children }: { href: string; onBack: () => void; children: ReactNode }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onBack();
      }}
      className="self-start text-sm font-semibold text-brass-700 underline decoration-brass-500 underline-offset-4 hover:text-ink"
    >
      {children}
    </a>
  );
}
