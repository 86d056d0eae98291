import type { Ref } from 'react';

/** The heading of a step; it receives focus when the step changes, so screen readers announce it. */
export function StepHeading({
  id,
  title,
  hint,
  ref,
  level = 3,
}: {
  id: string;
  title: string;
  hint?: string;
  ref: Ref<HTMLHeadingElement>;
  /** 3 inside a landing section (under its h2), 2 on a page of its own (under its h1). */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading
        id={id}
        ref={ref}
        tabIndex={-1}
        className="font-display text-3xl leading-tight font-medium text-ink outline-none sm:text-[2.1rem]"
      >
        {title}
      </Heading>
      {hint ? <p className="mt-2 text-ink-muted">{hint}</p> : null}
    </>
  );
}
