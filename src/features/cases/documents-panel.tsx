import type { ClientDocument } from '../../domain/cases/index.ts';
import { documentHref } from './api/cases.ts';
import { CasePanel } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';

/**
 * Every document the client may see, newest first: the current version of each, its earlier versions
 * folded under it; each downloads with the session only (an attachment, never a public address).
 */
export function DocumentsPanel({ caseId, documents }: { caseId: string; documents: readonly ClientDocument[] }) {
  const { p } = useCaseCopy();
  const current = documents.filter((d) => d.current);
  return (
    <CasePanel id="case-documents" title={p.documents.title} intro={p.documents.intro}>
      {current.length === 0 ? (
        <p className="text-ink-muted">{p.documents.empty}</p>
      ) : (
        <ul className="flex flex-col" data-testid="case-documents-list">
          {current.map((doc) => (
            <DocumentRow key={doc.id} caseId={caseId} doc={doc} earlier={earlierOf(doc, documents)} />
          ))}
        </ul>
      )}
    </CasePanel>
  );
}

/** The versions a document replaced, newest first, following its chain. */
export function earlierOf<D extends { id: string; replaces: string | null }>(doc: D, documents: readonly D[]): D[] {
  const chain: D[] = [];
  let previous = doc.replaces;
  while (previous) {
    const found = documents.find((d) => d.id === previous);
    if (!found || chain.includes(found)) break;
    chain.push(found);
    previous = found.replaces;
  }
  return chain;
}

function DocumentRow({ caseId, doc, earlier }: { caseId: string; doc: ClientDocument; earlier: ClientDocument[] }) {
  const { p, item, party, format, size } = useCaseCopy();
  const facts = (d: ClientDocument) => [item(d.item), size(d.size), format.day(d.createdAt), party(d.uploadedBy)].join(' · ');
  const downloadSuffix = ` (${p.documents.download})`;
  return (
    <li className="flex flex-col gap-1 border-stone-300 py-4 not-last:border-b">
      <a
        href={documentHref(caseId, doc.id)}
        download
        className="self-start font-semibold break-all text-ink underline decoration-brass-500 underline-offset-4 hover:decoration-ink"
      >
        {doc.name}
        <span className="sr-only">{downloadSuffix}</span>
      </a>
      <p className="text-sm text-ink-muted">{facts(doc)}</p>
      {earlier.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 text-ink-muted">{p.documents.earlier(earlier.length)}</summary>
          <ul className="flex flex-col gap-2 pl-4">
            {earlier.map((d) => (
              <li key={d.id}>
                <a href={documentHref(caseId, d.id)} download className="break-all text-ink underline underline-offset-4">
                  {d.name}
                </a>
                <span className="text-ink-muted">{[' ', facts(d)].join('· ')}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
