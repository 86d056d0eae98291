import type { MouseEvent, ReactNode } from 'react';
import { scrollToSection, type SectionId } from '../../lib/scroll.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button.tsx';

/**
 * A call to action that leads to a section of the page. It is a real `#anchor` link, so it works
 * before hydration and without JavaScript; once hydrated it scrolls smoothly and moves focus.
 */
export function SectionLink({
  to,
  variant = 'premium',
  size = 'lg',
  className,
  children,
}: {
  to: SectionId;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (scrollToSection(to)) event.preventDefault();
  };
  return (
    <a href={`#${to}`} onClick={onClick} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  );
}
