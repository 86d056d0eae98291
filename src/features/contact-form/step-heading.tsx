import type { Ref } from 'react';

/** The heading of a step; it receives focus when the step changes, so screen readers announce it. */
export function StepHeading({
  id,
  title,
  hint,
  ref,
}: {
  id: string;
  title: string;
  hint?: string;
  ref: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <h3
        id={id}
        ref={ref}
        tabIndex={-1}
        className="font-display text-3xl leading-tight font-medium text-ink outline-none sm:text-[2.1rem]"
      >
        {title}
      </h3>
      {hint ? <p className="mt-2 text-ink-muted">{hint}</p> : null}
    </>
  );
}
