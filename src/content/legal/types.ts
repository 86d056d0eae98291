import type { Bilingual } from '../types.ts';

/** A run of text, or a link (`mailto:`, `tel:`, a site path or an external address). */
export type Inline = string | { readonly text: string; readonly href: string };

export type Block =
  | { readonly kind: 'p'; readonly content: readonly Inline[] }
  | { readonly kind: 'ul'; readonly items: readonly (readonly Inline[])[] }
  | { readonly kind: 'dl'; readonly items: readonly { readonly term: string; readonly details: readonly Inline[] }[] }
  | { readonly kind: 'h3'; readonly text: string };

export type SectionCopy = { readonly heading: string; readonly blocks: readonly Block[] };

/** One numbered section of a legal document; both languages live in the same entry. */
export type LegalSection = { readonly id: string } & Bilingual<SectionCopy>;

export type LegalDocument = {
  readonly intro: Bilingual<readonly Block[]>;
  readonly sections: readonly LegalSection[];
};
