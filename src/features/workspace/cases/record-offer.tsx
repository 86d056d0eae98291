import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FINANCING, OFFER_MAX_EUROS, OFFER_MIN_EUROS, OFFER_NOTE_MAX_CHARS } from '../../../domain/cases/index.ts';
import { useRecordOffer } from '../api/dealings.ts';
import { SelectField } from '../select-field.tsx';
import { useDealingWords } from './use-dealing-words.ts';
import { WriteNote, type WriteStatus } from './write-status.tsx';

type Financing = (typeof FINANCING)[number];

/** An offer as it reached the firm: the amount in euros, the buyer's name (the seller reads "Ana G."), financing, conditions. */
export function RecordOffer({ caseId }: { caseId: string }) {
  const { s, d, errorText } = useDealingWords();
  const w = s.offers;
  const record = useRecordOffer();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<WriteStatus>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const financing = value('financing') as Financing | '';
    const note = value('note');
    const buyerName = value('buyerName');
    const result = await record.mutateAsync({
      caseId,
      amount: Number(value('amount')),
      conditions: { ...(financing ? { financing } : {}), ...(note ? { note } : {}) },
      ...(buyerName ? { buyerName } : {}),
    });
    if (result.ok) {
      form.reset();
      setFields({});
      return setStatus({ ok: true, text: w.recorded });
    }
    setFields(
      Object.fromEntries(Object.entries(result.fields).map(([k, code]) => [k.replace('conditions.', ''), errorText(code)])),
    );
    setStatus({ ok: false, text: errorText(result.code) });
  };
  return (
    <form
      aria-labelledby="record-offer-title"
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 bg-stone-100/60 p-4 sm:grid-cols-2"
    >
      <h4 id="record-offer-title" className="font-semibold text-ink sm:col-span-2">
        {w.record}
      </h4>
      <TextField
        id="offer-amount"
        name="amount"
        type="number"
        required
        min={OFFER_MIN_EUROS}
        max={OFFER_MAX_EUROS}
        step="0.01"
        label={w.amount}
        error={fields.amount}
      />
      <TextField
        id="offer-buyer"
        name="buyerName"
        maxLength={120}
        autoComplete="off"
        label={w.buyerName}
        error={fields.buyerName}
      />
      <SelectField
        id="offer-financing"
        name="financing"
        label={w.financing}
        defaultValue=""
        options={[['', w.noFinancing], ...FINANCING.map((f) => [f, d.pages.offers.financing[f]] as const)]}
      />
      <TextField
        id="offer-note"
        name="note"
        multiline
        maxLength={OFFER_NOTE_MAX_CHARS}
        label={w.conditions}
        error={fields.note}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="sm" disabled={record.isPending}>
          {w.record}
        </Button>
        <WriteNote status={status} />
      </div>
    </form>
  );
}
