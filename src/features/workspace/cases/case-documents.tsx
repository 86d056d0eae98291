import type { StaffCase, StaffDocument } from '../../../domain/cases/index.ts';
import { staffDocumentHref } from '../api/cases.ts';
import { useCaseWords } from './use-case-words.ts';

/** The case's documents, current first, each with its history (earlier versions) and who may see it. */
export function CaseDocuments({ kase }: { kase: StaffCase }) {
  const { p } = useCaseWords();
  const current = kase.documents.filter((d) => d.current);
  return (
    <section aria-labelledby="case-documents-title" className="border border-stone-300 px-5 py-6">
      <h3 id="case-documents-title" className="font-display text-2xl text-ink">
        {p.documents.title}
      </h3>
      {current.length === 0 ? (
        <p className="mt-4 text-ink-muted">{p.documents.empty}</p>
      ) : (
        <ul className="mt-4 flex flex-col" data-testid="staff-case-documents">
          {current.map((doc) => (
            <DocumentRow key={doc.id} caseId={kase.id} doc={doc} history={historyOf(doc, kase.documents)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The versions a document replaced, newest first. */
function historyOf(doc: StaffDocument, documents: readonly StaffDocument[]): StaffDocument[] {
  const chain: StaffDocument[] = [];
  for (let previous = doc.replaces; previous;) {
    const found = documents.find((d) => d.id === previous);
    if (!found || chain.includes(found)) break;
    chain.push(found);
    previous = found.replaces;
  }
  return chain;
}

function DocumentRow({ caseId, doc, history }: { caseId: string; doc: StaffDocument; history: StaffDocument[] }) {
  const { p, item, party, when, size } = useCaseWords();
  const facts = (d: StaffDocument) =>
    [item(d.item), size(d.size), when(d.createdAt), party(d.uploadedBy), p.staff.visibility[d.visibility]].join(' · ');
  return (
    <li className="flex flex-col gap-1 border-stone-200 py-3 not-last:border-b">
      <a
        href={staffDocumentHref(caseId, doc.id)}
        download
        className="self-start font-semibold break-all text-ink underline decoration-brass-500 underline-offset-4"
      >
        {doc.name}
      </a>
      <p className="text-sm text-ink-muted">{facts(doc)}</p>
      {history.length > 0 ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 text-ink-muted">
            {p.staff.documents.history(p.documents.earlier(history.length))}
          </summary>
          <ul className="flex flex-col gap-2 pl-4">
            {history.map((d) => (
              <li key={d.id}>
                <a href={staffDocumentHref(caseId, d.id)} download className="break-all text-ink underline underline-offset-4">
                  {d.name}
                </a>
                <span className="block text-ink-muted">{facts(d)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
