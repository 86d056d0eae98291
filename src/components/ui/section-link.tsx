import type { AnchorHTMLAttributes } from 'react';
import { pathFor } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { isPlainLeftClick, useRouter } from '../../lib/router.tsx';
import { scrollToSection, type SectionId } from '../../lib/scroll.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button.tsx';
import type { Placement } from './placement.ts';

export type SectionLinkBaseProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: SectionId;
  /** Runs on every activation before the page moves, e.g. to close the drawer. */
  onNavigate?: () => void;
  /**
   * The section on the current page rather than the home page's: a calculator's page has its own
   * contact section at its foot, which its result card leads to.
   */
  onThisPage?: boolean;
};

/** A button's look (the default: the main call to action), placed by `className`, or a link styled by `className`. */
export type SectionLinkLook<C extends string> =
  | { variant?: ButtonVariant; size?: ButtonSize; className?: Placement<C> }
  | { variant: 'plain'; size?: never; className?: string };

export type SectionLinkProps<C extends string> = SectionLinkBaseProps & SectionLinkLook<C>;

/**
 * The one link to a landing section, for the header, drawer, hero, footer, result cards and calls to
 * action. It is a real link to the home page's anchor (`/#about`, `/en/#about`), so it works before
 * hydration and without JavaScript. Once hydrated, a plain left click scrolls there on the home page,
 * and from any other page navigates in place; the app scrolls once the home page is whole. With
 * `onThisPage` it is the current page's anchor instead, and a click scrolls there.
 */
export function SectionLink<C extends string = never>({
  to,
  onNavigate,
  onThisPage = false,
  onClick,
  children,
  ...props
}: SectionLinkProps<C>) {
  // The look is read from `props` below, where the variant narrows what `className` may hold.
  const { variant: _variant, size: _size, className: _className, ...rest } = props;
  const { lang } = useI18n();
  const router = useRouter();
  const page = onThisPage ? router.pathname : pathFor('home', lang);
  const href = `${page}#${to}`;
  return (
    <a
      {...rest}
      href={href}
      className={
        props.variant === 'plain'
          ? props.className
          : buttonClasses(props.variant ?? 'premium', props.size ?? 'lg', props.className)
      }
      onClick={(event) => {
        onClick?.(event);
        onNavigate?.();
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        // A frame later, so a closing drawer has released its scroll lock.
        if (router.pathname === page) requestAnimationFrame(() => scrollToSection(to));
        else router.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
