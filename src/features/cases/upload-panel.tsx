import { useId, useState } from 'react';
import { FileDrop } from '../../components/ui/file-drop.tsx';
import { FIELD_CONTROL_CLASSES } from '../../components/ui/field.tsx';
import { DOCUMENT_ACCEPT, FREE_ITEM, type ChecklistEntry, type DocumentItem } from '../../domain/cases/index.ts';
import { CasePanel } from './case-panel.tsx';
import { SendStatus } from './send-status.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useSendDocument } from './use-send-document.ts';

/**
 * A free upload: drag a file onto the box or choose it (on a phone, the camera is among the choices),
 * saying which document it is (any of the checklist's that apply, or another).
 */
export function UploadPanel({
  caseId,
  checklist,
  open,
}: {
  caseId: string;
  checklist: readonly ChecklistEntry[];
  open: boolean;
}) {
  const { p, item } = useCaseCopy();
  const selectId = useId();
  const upload = useSendDocument(caseId);
  const [chosen, setChosen] = useState<DocumentItem>(FREE_ITEM);
  const items: DocumentItem[] = [FREE_ITEM, ...checklist.filter((e) => e.applies).map((e) => e.item)];
  return (
    <CasePanel id="case-upload" title={p.upload.title} intro={open ? p.upload.intro : p.upload.closed}>
      {open ? (
        <div className="flex flex-col gap-5">
          <div className="flex max-w-md flex-col gap-2">
            <label htmlFor={selectId} className="text-sm font-semibold text-ink">
              {p.upload.item}
            </label>
            <select
              id={selectId}
              value={chosen}
              onChange={(event) => setChosen(event.currentTarget.value as DocumentItem)}
              className={`${FIELD_CONTROL_CLASSES} min-h-12`}
            >
              {items.map((key) => (
                <option key={key} value={key}>
                  {item(key)}
                </option>
              ))}
            </select>
          </div>
          <FileDrop
            testId="case-drop"
            accept={DOCUMENT_ACCEPT}
            label={p.upload.choose}
            dropLabel={p.upload.drop}
            hint={p.upload.hint}
            disabled={upload.state.status === 'sending'}
            onFile={(file) => upload.send(file, chosen)}
          >
            <SendStatus upload={upload} />
          </FileDrop>
        </div>
      ) : null}
    </CasePanel>
  );
}
