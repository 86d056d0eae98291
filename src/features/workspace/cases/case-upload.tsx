import { useRef, useState } from 'react';
import { FileDrop } from '../../../components/ui/file-drop.tsx';
import { UploadProgressBar } from '../../../components/ui/upload-progress-bar.tsx';
import {
  DOCUMENT_ACCEPT,
  FREE_ITEM,
  VISIBILITIES,
  isClosed,
  precheckFile,
  type DocumentItem,
  type StaffCase,
  type Visibility,
} from '../../../domain/cases/index.ts';
import { percentOf } from '../../../lib/upload.ts';
import { useStaffUpload } from '../api/cases.ts';
import { SelectField } from '../select-field.tsx';
import { useCaseWords } from './use-case-words.ts';

/** A document from the firm: which item, shared with the client or for the firm only, dropped or chosen. */
export function CaseUpload({ kase }: { kase: StaffCase }) {
  const { p, item, errorText, format } = useCaseWords();
  const upload = useStaffUpload();
  const [chosen, setChosen] = useState<DocumentItem>(FREE_ITEM);
  const [visibility, setVisibility] = useState<Visibility>('shared');
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  if (isClosed(kase.status)) return null;
  const send = async (file: File) => {
    setAnswer(null);
    const refusal = precheckFile(file);
    if (refusal) return setAnswer({ ok: false, text: p.upload[refusal](file.name) });
    abort.current = new AbortController();
    setProgress({ name: file.name, percent: 0 });
    const result = await upload.mutateAsync({
      caseId: kase.id,
      item: chosen,
      visibility,
      file,
      signal: abort.current.signal,
      onProgress: ({ sent, total }) => setProgress({ name: file.name, percent: percentOf(sent, total) }),
    });
    setProgress(null);
    setAnswer(
      result.ok
        ? { ok: true, text: p.upload.sent(file.name) }
        : { ok: false, text: p.upload.refused(file.name, errorText(result.code)) },
    );
  };
  const items: DocumentItem[] = [FREE_ITEM, ...kase.checklist.map((e) => e.item)];
  return (
    <section aria-labelledby="case-upload-title" className="border border-stone-300 px-5 py-6">
      <h3 id="case-upload-title" className="font-display text-2xl text-ink">
        {p.upload.title}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          id="staff-upload-item"
          label={p.upload.item}
          value={chosen}
          onChange={(e) => setChosen(e.target.value as DocumentItem)}
          options={items.map((i) => [i, item(i)] as const)}
        />
        <SelectField
          id="staff-upload-visibility"
          label={p.staff.upload.visibility}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as Visibility)}
          options={VISIBILITIES.map((v) => [v, p.staff.visibility[v]] as const)}
        />
      </div>
      <div className="mt-4">
        <FileDrop
          testId="staff-case-drop"
          accept={DOCUMENT_ACCEPT}
          label={p.upload.choose}
          dropLabel={p.upload.drop}
          hint={p.upload.hint}
          disabled={!!progress}
          onFile={(file) => void send(file)}
        >
          <div aria-live="polite" className="text-sm">
            {progress ? (
              <UploadProgressBar
                percent={progress.percent}
                label={p.upload.sending(progress.name, format.percent(progress.percent, 0))}
                text={p.upload.sending(progress.name, format.percent(progress.percent, 0))}
              />
            ) : null}
            {answer ? <p className={answer.ok ? 'font-semibold text-ink' : 'font-semibold text-danger'}>{answer.text}</p> : null}
          </div>
        </FileDrop>
      </div>
    </section>
  );
}
