import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  CASE_ACTORS,
  MILESTONE_LABEL_MAX_CHARS,
  VISIBILITIES,
  isClosed,
  type CaseActor,
  type StaffCase,
  type Visibility,
} from '../../../domain/cases/index.ts';
import { useAddMilestone } from '../api/cases.ts';
import { SelectField } from '../select-field.tsx';
import { useCaseWords } from './use-case-words.ts';

/** A step of the firm's own, named in both languages, placed after one of the case's (else last). */
export function AddStep({ kase }: { kase: StaffCase }) {
  const { p, errorText, step, actor } = useCaseWords();
  const copy = p.staff.addStep;
  const add = useAddMilestone();
  const [es, setEs] = useState('');
  const [en, setEn] = useState('');
  const [who, setWho] = useState<CaseActor>('firm');
  const [visibility, setVisibility] = useState<Visibility>('shared');
  const [after, setAfter] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string; fields: Record<string, string> } | null>(null);
  if (isClosed(kase.status)) return null;
  const save = async () => {
    const result = await add.mutateAsync({
      caseId: kase.id,
      label: { es, en },
      actor: who,
      visibility,
      ...(after ? { after } : {}),
    });
    if (result.ok) {
      setEs('');
      setEn('');
      return setAnswer({ ok: true, text: copy.added, fields: {} });
    }
    setAnswer({ ok: false, text: errorText(result.code), fields: result.fields });
  };
  const fieldError = (name: string) => (answer?.fields[name] ? errorText(answer.fields[name]) : undefined);
  return (
    <section aria-labelledby="case-add-step-title" className="border border-stone-300 px-5 py-6">
      <h3 id="case-add-step-title" className="font-display text-2xl text-ink">
        {copy.title}
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          id="add-step-es"
          name="label.es"
          label={copy.labelEs}
          required
          maxLength={MILESTONE_LABEL_MAX_CHARS}
          value={es}
          onValueChange={setEs}
          error={fieldError('label.es')}
        />
        <TextField
          id="add-step-en"
          name="label.en"
          label={copy.labelEn}
          required
          maxLength={MILESTONE_LABEL_MAX_CHARS}
          value={en}
          onValueChange={setEn}
          error={fieldError('label.en')}
        />
        <SelectField
          id="add-step-actor"
          label={copy.actor}
          value={who}
          onChange={(event) => setWho(event.target.value as CaseActor)}
          options={CASE_ACTORS.map((a) => [a, actor(a)] as const)}
        />
        <SelectField
          id="add-step-visibility"
          label={copy.visibility}
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as Visibility)}
          options={VISIBILITIES.map((v) => [v, p.staff.visibility[v]] as const)}
        />
        <SelectField
          id="add-step-after"
          label={copy.after}
          value={after}
          onChange={(event) => setAfter(event.target.value)}
          options={[['', copy.last], ...kase.milestones.map((m) => [m.key, step(m)] as const)]}
        />
        <div className="flex flex-wrap items-end gap-4">
          <Button type="submit" size="sm" variant="outline" disabled={add.isPending}>
            {copy.add}
          </Button>
          <p role={answer && !answer.ok ? 'alert' : 'status'} className="text-sm text-ink empty:hidden">
            {answer?.text ?? ''}
          </p>
        </div>
      </form>
    </section>
  );
}
