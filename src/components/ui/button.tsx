import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The spec's button variants and sizes. Square corners, spaced small capitals, slow colour changes:
 * the quiet register of the brand. `premium` (brass) is for the main call to action; `hero` sits on
 * dark media.
 */
export const BUTTON_VARIANTS = {
  default: 'bg-ink text-ivory hover:bg-ink-800',
  destructive: 'bg-danger text-white hover:bg-danger/90',
  outline: 'border border-ink/30 bg-transparent text-ink hover:border-ink hover:bg-ink hover:text-ivory',
  secondary: 'bg-stone-200 text-ink hover:bg-stone-300',
  ghost: 'bg-transparent text-ink hover:bg-ink/5',
  link: 'bg-transparent text-ink underline decoration-brass-500 decoration-1 underline-offset-8 hover:decoration-ink',
  premium: 'bg-brass-500 text-ink hover:bg-brass-300',
  hero: 'border border-ivory/60 bg-ink/20 text-ivory backdrop-blur-sm hover:border-ivory hover:bg-ivory hover:text-ink',
} as const;

export const BUTTON_SIZES = {
  default: 'min-h-12 px-7 text-xs',
  sm: 'min-h-11 px-5 text-[0.6875rem]',
  lg: 'min-h-14 px-9 text-sm',
  icon: 'size-11 p-0',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'default', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-3 rounded-none font-semibold tracking-[0.18em] uppercase transition-colors duration-500 ease-calm',
    'disabled:cursor-not-allowed disabled:opacity-50',
    BUTTON_VARIANTS[variant],
    // A link-style button keeps the height of its size (touch target) but no side padding.
    variant === 'link' ? BUTTON_SIZES[size].replace(/\bpx-\S+/, 'px-0') : BUTTON_SIZES[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
