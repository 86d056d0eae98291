import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BUTTON_INSETS,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  buttonClasses,
  type ButtonInset,
  type ButtonSize,
  type ButtonVariant,
} from './button.tsx';
import { SectionLink } from './section-link.tsx';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { I18nProvider } from '../../i18n/index.tsx';
import { RouterProvider } from '../../lib/router.tsx';

const VARIANTS = Object.keys(BUTTON_VARIANTS) as ButtonVariant[];
const SIZES = Object.keys(BUTTON_SIZES) as ButtonSize[];
const INSETS = [undefined, ...Object.keys(BUTTON_INSETS)] as Array<ButtonInset | undefined>;

/**
 * What a utility sets, with its state (`hover:`): two classes of one kind on an element race in the
 * stylesheet, where the later rule wins whatever the order of the classes.
 */
function kindOf(name: string): string | undefined {
  const [, state = '', utility = ''] = /^((?:[\w-]+:)*)(.+)$/.exec(name) ?? [];
  const kinds: Array<[string, RegExp]> = [
    ['side padding', /^p[xselr]?-/],
    ['height', /^(min-h|h|size)-/],
    ['background', /^bg-/],
    ['border colour', /^border-(?!\d)/],
    ['type size', /^text-(xs|sm|base|lg|\[)/],
    ['text alignment', /^text-(left|center|right|start|end)$/],
    ['text wrap', /^text-(balance|pretty|wrap|nowrap)$/],
    ['text colour', /^text-/],
  ];
  const kind = kinds.find(([, pattern]) => pattern.test(utility))?.[0];
  return kind && `${state}${kind}`;
}

const kindsOf = (classes: string) => classes.split(' ').flatMap((name) => kindOf(name) ?? []);
const sidePadding = (classes: string) => classes.split(' ').filter((name) => /^p[xselr]?-/.test(name));

describe('button classes', () => {
  it('set each property once, whatever the variant, size and inset', () => {
    for (const variant of VARIANTS)
      for (const size of SIZES)
        for (const inset of INSETS) {
          const kinds = kindsOf(buttonClasses(variant, size, 'mt-8 w-full', inset));
          expect(kinds, `${variant} ${size} ${inset ?? ''}`).toEqual([...new Set(kinds)]);
        }
  });

  it('take the side padding of the inset asked for instead of the size’s', () => {
    expect(sidePadding(buttonClasses('default', 'sm'))).toEqual(['px-5']);
    expect(sidePadding(buttonClasses('default', 'sm', undefined, 'tight'))).toEqual(['px-4']);
    expect(sidePadding(buttonClasses('outline', 'lg', undefined, 'none'))).toEqual(['px-0']);
    // A link-style button keeps its size's height but lines its text up with the column…
    for (const size of SIZES) expect(sidePadding(buttonClasses('link', size)), size).toEqual(['px-0']);
    // …unless asked otherwise.
    expect(sidePadding(buttonClasses('link', 'sm', undefined, 'tight'))).toEqual(['px-4']);
  });

  it('are what a Button and a SectionLink render, with their placement classes', () => {
    expect(renderToStaticMarkup(<Button size="sm" inset="tight" className="mt-8 lg:mr-2" />)).toBe(
      `<button type="button" class="${buttonClasses('default', 'sm', 'mt-8 lg:mr-2', 'tight')}"></button>`,
    );
    const link = renderToStaticMarkup(
      <I18nProvider lang="es" messages={MESSAGES.es}>
        <RouterProvider value={{ pathname: '/', search: '', navigate: () => undefined }}>
          <SectionLink to="contact-form" className="w-full text-center" />
        </RouterProvider>
      </I18nProvider>,
    );
    expect(link).toContain(`class="${buttonClasses('premium', 'lg', 'w-full text-center')}"`);
  });

  it('accept as className only classes that place the button (checked by the type checker)', () => {
    const anyClasses: string = 'px-4';
    const checked = [
      <Button key="placed" className="mt-8 w-full self-start sm:w-auto lg:mr-2 -mt-px shrink-0 text-center text-balance" />,
      // @ts-expect-error side padding competes with the size's: the inset says it
      <Button key="padding" size="sm" className="px-4" />,
      // @ts-expect-error colours compete with the variant's: a variant says them
      <Button key="colour" variant="outline" className="mt-2 text-danger" />,
      // @ts-expect-error a string of unknown classes could hold anything
      <Button key="unknown" className={anyClasses} />,
      // @ts-expect-error the same for the anchors that look like buttons
      <SectionLink key="link" to="contact-form" className="px-4" />,
      // A plain SectionLink has no button look, so its className is free.
      <SectionLink key="plain" to="contact-form" variant="plain" className="px-4 text-ink" />,
    ];
    // @ts-expect-error buttonClasses checks its placement classes too
    expect(buttonClasses('default', 'sm', 'bg-ink')).toContain('bg-ink');
    expect(checked).toHaveLength(6);
  });
});
