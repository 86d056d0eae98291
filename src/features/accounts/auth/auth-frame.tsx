import type { ReactNode } from 'react';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

/** The element around a page's form: the anchor of its island. */
export const AUTH_FORM_ID = 'account-form';

/** Holds the form's place while its code loads, if React had to drop the prerendered form. */
export function FormFallback() {
  return <div className="min-h-96" />;
}

/**
 * The frame of the sign-in, sign-up and recovery pages: the form on ivory, with a quiet ink panel
 * beside it (below it on a phone) saying what the private area is for. The title is 38 px on a phone,
 * where each title breaks the same in its fallback and in the display face at the common widths
 * (docs/performance.md, issue 24: at 36 px the English sign-in title moved the page when the face arrived).
 */
export function AuthFrame({
  eyebrow,
  title,
  intro,
  children,
  footer,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { a } = useAccountsI18n();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:px-10 sm:py-20 lg:grid-cols-12 lg:gap-16 lg:py-24">
      <div className="lg:col-span-7 xl:col-span-6">
        <p className="eyebrow text-brass-700">{eyebrow}</p>
        <h1 className="mt-4 font-display text-[2.375rem] leading-tight font-medium text-ink sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-prose text-lg text-ink-muted">{intro}</p>
        <div id={AUTH_FORM_ID} className="mt-10">
          {children}
        </div>
        {footer ? <div className="mt-10 border-t border-stone-300 pt-6 text-ink-muted">{footer}</div> : null}
      </div>
      <aside
        aria-labelledby="account-aside-title"
        className="self-start bg-ink px-8 py-10 text-ivory lg:col-span-5 lg:col-start-8 xl:col-span-5 xl:col-start-8"
      >
        <p className="eyebrow text-brass-300">{a.aside.eyebrow}</p>
        <span className="rule-brass mt-4" />
        <h2 id="account-aside-title" className="mt-6 font-display text-3xl leading-snug font-medium">
          {a.aside.title}
        </h2>
        <ul className="mt-8 space-y-5">
          {a.aside.points.map((point) => (
            <li key={point} className="flex gap-4 text-ivory/85">
              <span aria-hidden="true" className="mt-3 h-px w-5 shrink-0 bg-brass-400" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <p className="mt-10 border-t border-ivory/15 pt-6 text-sm text-ivory/70">{a.aside.privacy}</p>
      </aside>
    </div>
  );
}

/** A line of the frame's footer: a question and its link. */
export function FrameLink({ question, children }: { question: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span>{question}</span>
      {children}
    </p>
  );
}

export const INLINE_LINK_CLASSES =
  'inline-flex min-h-11 items-center font-semibold text-ink underline decoration-brass-500 underline-offset-4 hover:decoration-ink';
