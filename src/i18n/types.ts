/**
 * Spanish is the source language. `Messages` is the shape of the Spanish resources with every
 * literal widened to `string`, so `en` must provide exactly the same keys: a missing or extra key
 * fails the typecheck.
 */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Widen<R>
        : T extends readonly (infer U)[]
          ? readonly Widen<U>[]
          : { readonly [K in keyof T]: Widen<T[K]> };

/** Dotted paths to every string leaf, e.g. `'contact.errors.emailInvalid'`. */
export type LeafKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[] | ((...args: never[]) => unknown)
      ? never
      : LeafKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
