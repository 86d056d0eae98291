import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type Tone = 'ivory' | 'stone' | 'ink';

const TONES: Record<Tone, string> = {
  ivory: 'bg-ivory text-ink',
  stone: 'bg-stone-100 text-ink',
  ink: 'bg-ink text-ivory',
};

/**
 * A landing section: anchor id, generous vertical rhythm, centred content column. Sections follow a page's
 * first screen (the hero, a calculator), so each is rendered only as it nears the viewport (`content-deferred`),
 * but for a page's last one (`deferred={false}`): seen with the footer at the end of the page, where a jump
 * lands, it must not be a placeholder that grows and pushes the footer away (ADR 0038).
 */
export function Section({
  id,
  tone = 'ivory',
  className,
  children,
  labelledBy,
  deferred = true,
}: {
  id: string;
  tone?: Tone;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
  deferred?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy ?? `${id}-heading`}
      className={cn(deferred && 'content-deferred', 'relative py-20 sm:py-28', TONES[tone], className)}
      // `data-rendered` may be set before a section's island hydrates (src/lib/deferred-parts.ts).
      suppressHydrationWarning
    >
      <div className="mx-auto max-w-7xl px-6 sm:px-10">{children}</div>
    </section>
  );
}

/** Eyebrow, serif heading and optional intro; the heading's id labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
  tone = 'ivory',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: Tone;
}) {
  const onDark = tone === 'ink';
  return (
    <header className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className={cn('text-xs font-semibold tracking-[0.28em] uppercase', onDark ? 'text-brass-300' : 'text-brass-700')}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={`${id}-heading`} className="mt-4 font-display text-4xl leading-tight font-medium sm:text-5xl">
        {title}
      </h2>
      {intro ? <div className={cn('mt-6 text-lg', onDark ? 'text-ivory/80' : 'text-ink-muted')}>{intro}</div> : null}
    </header>
  );
}
