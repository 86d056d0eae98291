import { DOCUMENT_ACCEPT, type ChecklistEntry, type ClientDocument } from '../../domain/cases/index.ts';
import { FileDrop } from '../../components/ui/file-drop.tsx';
import { documentHref } from './api/cases.ts';
import { CasePanel, StateBadge } from './case-panel.tsx';
import { SendStatus } from './send-status.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useSendDocument } from './use-send-document.ts';

/**
 * The side's checklist: each item with who provides it and whether it is in (received, waiting, or not
 * needed for this case); the client uploads theirs on its row, and downloads what is in.
 */
export function ChecklistPanel({
  caseId,
  checklist,
  documents,
  open,
}: {
  caseId: string;
  checklist: readonly ChecklistEntry[];
  documents: readonly ClientDocument[];
  open: boolean;
}) {
  const { p } = useCaseCopy();
  return (
    <CasePanel id="case-checklist" title={p.checklist.title} intro={p.checklist.intro}>
      <ul className="flex flex-col">
        {checklist.map((entry) => (
          <ChecklistRow
            key={entry.item}
            caseId={caseId}
            entry={entry}
            document={documents.find((d) => d.id === entry.documentId)}
            open={open}
          />
        ))}
      </ul>
    </CasePanel>
  );
}

function ChecklistRow({
  caseId,
  entry,
  document,
  open,
}: {
  caseId: string;
  entry: ChecklistEntry;
  document: ClientDocument | undefined;
  open: boolean;
}) {
  const { p, c, item, actor } = useCaseCopy();
  const upload = useSendDocument(caseId);
  const name = item(entry.item);
  const state = !entry.applies ? 'notNeeded' : document ? 'received' : 'waiting';
  const tone = state === 'received' ? 'done' : state === 'waiting' ? 'waiting' : 'muted';
  const mayUpload = open && entry.applies && (entry.provider === 'client' || entry.provider === 'firmOrClient');
  return (
    <li
      data-testid={`checklist-${entry.item}`}
      data-state={state}
      className="flex flex-col gap-3 border-stone-300 py-4 not-last:border-b"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className={entry.applies ? 'font-semibold text-ink' : 'font-semibold text-ink-muted'}>{name}</h3>
          <p className="mt-1 text-sm text-ink-muted">
            {entry.applies
              ? p.checklist.provides(actor(entry.provider))
              : p.checklist.notNeededWhy(c.conditions[entry.condition])}
          </p>
        </div>
        <StateBadge tone={tone}>{p.checklist[state]}</StateBadge>
      </div>
      {document ? (
        <a
          href={documentHref(caseId, document.id)}
          download
          className="self-start text-sm font-semibold text-brass-700 underline decoration-brass-500 underline-offset-4 hover:text-ink"
        >
          {p.checklist.download(document.name)}
        </a>
      ) : null}
      {mayUpload ? (
        <FileDrop
          compact
          accept={DOCUMENT_ACCEPT}
          label={document ? p.checklist.uploadAgain(name) : p.checklist.upload(name)}
          shortLabel={document ? p.checklist.uploadAgainShort : p.checklist.uploadShort}
          dropLabel={p.upload.drop}
          disabled={upload.state.status === 'sending'}
          onFile={(file) => upload.send(file, entry.item)}
        >
          <SendStatus upload={upload} />
        </FileDrop>
      ) : null}
    </li>
  );
}
