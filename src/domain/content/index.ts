/** Public entry of the content domain: the document the studio edits and publishes (ADR 0036). */
export * from './content-document.ts';
export * from './edit.ts';
export * from './price-band.ts';
export * from './film-jobs.ts';
export * from './studio-answers.ts';
export * from './go-live.ts';
export * from './registry-place.ts';
export * from './changes.ts';
export * from './find-items.ts';
export * from './merge.ts';
export * from './presence.ts';
export * from './focal-crop.ts';
export * from './zone-ids.ts';
export * from './seo.ts';
export * from './count-text.ts';
export * from './media-library.ts';
