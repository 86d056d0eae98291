import type { ReactNode, Ref } from 'react';
import { StepHeading } from '../../components/form/step-heading.tsx';

/** A step of the brief: a group named by its heading (which takes focus on arrival), and its questions. */
export function StepFrame({
  id,
  title,
  hint,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <div role="group" aria-labelledby={headingId} data-step={id}>
      <StepHeading id={headingId} ref={headingRef} title={title} hint={hint} level={2} />
      <div className="mt-8 flex flex-col gap-8">{children}</div>
    </div>
  );
}
