import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import type { Placement } from './placement.ts';

/**
 * The spec's button variants and sizes. Square corners, spaced small capitals, slow colour changes:
 * the quiet register of the brand. `premium` (brass) is for the main call to action; `hero` sits on
 * dark media; `outline-destructive` is the quiet way into an irreversible step (the step itself is
 * `destructive`).
 */
export const BUTTON_VARIANTS = {
  default: 'bg-ink text-ivory hover:bg-ink-800',
  destructive: 'bg-danger text-white hover:bg-danger/90',
  outline: 'border border-ink/30 bg-transparent text-ink hover:border-ink hover:bg-ink hover:text-ivory',
  'outline-destructive':
    'border border-danger/60 bg-transparent text-danger hover:border-danger hover:bg-danger hover:text-ivory',
  secondary: 'bg-stone-200 text-ink hover:bg-stone-300',
  ghost: 'bg-transparent text-ink hover:bg-ink/5',
  link: 'bg-transparent text-ink underline decoration-brass-500 decoration-1 underline-offset-8 hover:decoration-ink',
  premium: 'bg-brass-500 text-ink hover:bg-brass-300',
  hero: 'border border-ivory/60 bg-ink/20 text-ivory backdrop-blur-sm hover:border-ivory hover:bg-ivory hover:text-ink',
} as const;

/** Each size's height (a touch target) and type; its side padding is its `inset`. */
export const BUTTON_SIZES = {
  default: { box: 'min-h-12 py-3 text-xs', inset: 'px-7' },
  sm: { box: 'min-h-11 py-2.5 text-[0.6875rem]', inset: 'px-5' },
  lg: { box: 'min-h-14 py-4 text-sm', inset: 'px-9' },
  icon: { box: 'size-11 py-0', inset: 'px-0' },
} as const;

/**
 * Side padding other than the size's: `none` lines a link-style button's text up with its column (the
 * `link` variant's own), `tight` fits two buttons side by side in a slim bar (the cookie notice).
 */
export const BUTTON_INSETS = { none: 'px-0', tight: 'px-4' } as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;
export type ButtonInset = keyof typeof BUTTON_INSETS;

/**
 * A button's classes: each property set once, by the variant, the size or the inset, so no two of its
 * classes compete in the stylesheet. `className` only places it (margin, width, alignment).
 */
export function buttonClasses<C extends string = never>(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'default',
  className?: Placement<C>,
  inset: ButtonInset | undefined = variant === 'link' ? 'none' : undefined,
): string {
  return cn(
    // A label too long for one line wraps in even lines (no word left alone), spaced from the edges, and
    // letter-spaced less on a phone, where the spacing alone made a long one take three lines.
    'inline-flex items-center justify-center gap-3 rounded-none text-center leading-snug font-semibold tracking-[0.12em] text-balance uppercase transition-colors duration-500 ease-calm sm:tracking-[0.18em]',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size].box,
    inset ? BUTTON_INSETS[inset] : BUTTON_SIZES[size].inset,
    className,
  );
}

type ButtonProps<C extends string> = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  inset?: ButtonInset;
  /** Placement only (`mt-8`, `w-full`, `self-start`); the look comes from `variant`, `size` and `inset`. */
  className?: Placement<C>;
};

export function Button<C extends string = never>({ variant, size, inset, className, type = 'button', ...rest }: ButtonProps<C>) {
  return <button type={type} className={buttonClasses(variant, size, className, inset)} {...rest} />;
}
