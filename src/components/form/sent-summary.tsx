import type { Ref } from 'react';
import { Button } from '../ui/button.tsx';

type Props = {
  id: string;
  title: string;
  lead: string;
  /** What was sent, as label and value; empty values are left out. */
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  /** What happens next. */
  next: string;
  againLabel: string;
  onRestart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** 3 inside a landing section, 2 on a page of its own. */
  level?: 2 | 3;
  testId?: string;
};

/**
 * In place of a form once the firm has the request: what was sent and what happens next. Its heading
 * takes focus (the form moves it there), so the visitor hears it as well as sees it: a keyboard visitor
 * sees the thin brass line of what the page focuses for them (the stylesheet's `[tabindex='-1']`), a mouse
 * visitor none.
 */
export function SentSummary({ id, title, lead, rows, next, againLabel, onRestart, headingRef, level = 3, testId }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div data-testid={testId}>
      <Heading
        id={id}
        ref={headingRef}
        tabIndex={-1}
        // As wide as its words: the thin focus line then marks the heading, not a box the card's width like a field.
        className="w-fit font-display text-3xl leading-tight font-medium text-ink sm:text-[2.1rem]"
      >
        {title}
      </Heading>
      <p className="mt-3 text-ink-muted">{lead}</p>
      <dl className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
        {rows
          .filter(([, value]) => value.trim() !== '')
          .map(([term, value]) => (
            <div key={term} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-6">
              <dt className="text-sm font-semibold text-ink">{term}</dt>
              <dd className="text-ink-muted [overflow-wrap:anywhere] whitespace-pre-line">{value.trim()}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-6 border-l-2 border-brass-500 pl-4 text-ink">{next}</p>
      <Button variant="outline" className="mt-8" onClick={onRestart}>
        {againLabel}
      </Button>
    </div>
  );
}
