import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ADVICE, ADVICE_MAX_CHARS, type Advice, type StaffOffer } from '../../../domain/cases/index.ts';
import { useAdviseOffer } from '../api/dealings.ts';
import { SelectField } from '../select-field.tsx';
import { useDealingWords } from './use-dealing-words.ts';
import { WriteNote, type WriteStatus } from './write-status.tsx';

/** The firm's advice to the seller beside an offer: a choice and a note, which the seller reads with the offer. */
export function OfferAdvice({ caseId, offer, open }: { caseId: string; offer: StaffOffer; open: boolean }) {
  const { s, d, errorText } = useDealingWords();
  const w = s.offers;
  const advise = useAdviseOffer();
  const [advice, setAdvice] = useState<Advice | ''>(offer.advice.advice ?? '');
  const [note, setNote] = useState(offer.advice.note);
  const [status, setStatus] = useState<WriteStatus>(null);
  const id = `advice-${offer.id}`;
  const save = async () => {
    const result = await advise.mutateAsync({ caseId, offerId: offer.id, version: offer.version, advice: advice || null, note });
    setStatus(
      result.ok ? { ok: true, text: w.saved } : { ok: false, text: result.status === 412 ? w.stale : errorText(result.code) },
    );
  };
  // A counter from the seller is the firm's own move: advice is for what the buyer offers.
  if (offer.by !== 'buyer') return null;
  return (
    <form
      aria-label={w.advice}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="grid gap-4 border-l-2 border-brass-500 pl-4 sm:grid-cols-2"
    >
      <SelectField
        id={`${id}-choice`}
        label={w.adviceChoice}
        value={advice}
        disabled={!open}
        onChange={(event) => setAdvice(event.target.value as Advice | '')}
        options={[['', w.noAdvice], ...ADVICE.map((a) => [a, d.advice[a]] as const)]}
      />
      <TextField
        id={`${id}-note`}
        name="note"
        multiline
        maxLength={ADVICE_MAX_CHARS}
        label={w.adviceNote}
        value={note}
        onValueChange={setNote}
        disabled={!open}
      />
      {open ? (
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <Button type="submit" size="sm" variant="outline" disabled={advise.isPending}>
            {w.adviceSave}
          </Button>
          <WriteNote status={status} />
        </div>
      ) : null}
    </form>
  );
}
