import type { LibraryItem, MediaUse } from '../../../domain/content/index.ts';
import type { WorkspaceCopy } from '../use-workspace-copy.ts';

/** Bytes in a megabyte, as the library states a file's weight. */
const BYTES_PER_MB = 1024 * 1024;

/**
 * The library's words for an upload (ADR 0058): what it is and when it came, its size, the items that use
 * it, and what keeps it from removal, said from the refusal's fields (`draft`, `versions.3`…).
 */
export function mediaWords(copy: WorkspaceCopy) {
  const text = copy.ui.studio.library;
  const list = new Intl.ListFormat(copy.lang === 'es' ? 'es-ES' : 'en-GB', { type: 'conjunction' });
  const megabytes = new Intl.NumberFormat(copy.lang === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 1 });
  const keeper = (field: string) => {
    const [where, number] = field.split('.');
    if (where === 'versions' && number) return text.keptBy.version(Number(number));
    if (where === 'keptDrafts' && number) return text.keptBy.keptDraft(Number(number));
    return where === 'draft' || where === 'published' || where === 'scheduled' ? text.keptBy[where] : undefined;
  };
  return {
    /** "Imagen subida 28 nov 2026, 10:00": the upload's name in the studio. */
    name: (item: LibraryItem) => text.thumbnail(text.kinds[item.kind], copy.when(item.uploadedAt)),
    size: (item: LibraryItem) => text.size(item.width, item.height, megabytes.format(item.bytes / BYTES_PER_MB)),
    uses: (uses: readonly MediaUse[]) =>
      list.format(uses.map((use) => copy.ui.studio.review.item(copy.ui.audit.details.items[use.kind], use.name))),
    /** What else keeps it: the versions, kept drafts and the publication waiting that name it. */
    alsoKept: (item: LibraryItem) =>
      list.format([
        ...(item.usage.scheduled ? [text.keptBy.scheduled] : []),
        ...item.usage.versions.map(text.keptBy.version),
        ...item.usage.keptDrafts.map(text.keptBy.keptDraft),
      ]),
    /** A refusal's fields in words: "la usa el borrador y la versión 3". */
    refused: (fields: Record<string, string>) =>
      text.refused(list.format(Object.keys(fields).flatMap((field) => keeper(field) ?? []))),
  };
}
