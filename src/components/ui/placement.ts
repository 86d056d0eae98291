/**
 * Classes that place a primitive in its parent (margin, width, alignment in a flex or grid parent, text
 * alignment and wrapping) and set nothing of its look. A primitive whose look comes from typed variants
 * takes only these as `className`: in the stylesheet the later rule of two utilities for one property
 * wins, whatever the order of the classes, so `px-4` given to a button whose size sets `px-5` would lose.
 * Types only: no bytes reach the browser (tailwind-merge would resolve such pairs at run time, for about
 * 8 KB on every page, which the 85 KB budget has no room for; ADR 0042).
 */
type Breakpoint = '' | 'sm:' | 'md:' | 'lg:' | 'xl:' | '2xl:';

type Margin = `${'' | '-'}${'m' | 'mx' | 'my' | 'mt' | 'mr' | 'mb' | 'ml' | 'ms' | 'me'}-${string}`;
type Sizing = `${'w' | 'min-w' | 'max-w' | 'basis'}-${string}`;
type SelfAlignment = `${'self' | 'justify-self' | 'place-self' | 'order'}-${string}`;
type GridCell = `${'col-span' | 'col-start' | 'col-end' | 'row-span' | 'row-start' | 'row-end'}-${string}`;
type Flex = 'grow' | 'grow-0' | 'shrink' | 'shrink-0' | 'flex-1' | 'flex-auto' | 'flex-none';
type Text = `text-${'left' | 'center' | 'right' | 'start' | 'end' | 'balance' | 'pretty' | 'wrap' | 'nowrap'}`;

export type PlacementClass = `${Breakpoint}${Margin | Sizing | SelfAlignment | GridCell | Flex | Text}`;

type Refused<Name extends string> = `"${Name}" is not a placement class: the look comes from the variants`;

type EachPlaces<Rest extends string, All extends string> = Rest extends `${infer Head} ${infer Tail}`
  ? Head extends PlacementClass | ''
    ? EachPlaces<Tail, All>
    : Refused<Head>
  : Rest extends PlacementClass | ''
    ? All
    : Refused<Rest>;

/**
 * `Classes` itself when every space-separated class in it is a placement class, otherwise a message
 * naming the first that is not. Used as `className?: Placement<C>` with `C extends string` inferred
 * from the literal: a conditional or a literal union passes, and a `string` of unknown classes does not.
 */
export type Placement<Classes extends string> = EachPlaces<Classes, Classes>;
