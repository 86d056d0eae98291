import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** The spec's button variants and sizes. */
export const BUTTON_VARIANTS = {
  default: 'bg-ink text-ivory hover:bg-ink-800',
  destructive: 'bg-danger text-white hover:bg-danger/90',
  outline: 'border border-ink/25 bg-transparent text-ink hover:border-ink hover:bg-ink/5',
  secondary: 'bg-stone-200 text-ink hover:bg-stone-300',
  ghost: 'bg-transparent text-ink hover:bg-ink/5',
  link: 'bg-transparent text-ink underline-offset-4 hover:underline px-0',
  premium: 'bg-brass-500 text-ink hover:bg-brass-400 shadow-[0_1px_0_0_rgba(0,0,0,0.05)]',
  hero: 'border border-ivory/70 bg-ivory/10 text-ivory backdrop-blur-sm hover:bg-ivory hover:text-ink',
} as const;

export const BUTTON_SIZES = {
  default: 'min-h-11 px-6 text-sm',
  sm: 'min-h-11 px-4 text-xs',
  lg: 'min-h-13 px-8 text-base',
  icon: 'size-11 p-0',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'default', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-sm font-semibold tracking-[0.08em] uppercase transition-colors duration-300',
    'disabled:cursor-not-allowed disabled:opacity-50',
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
