import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  OFFER_ACTIONS,
  OFFER_MAX_EUROS,
  OFFER_MIN_EUROS,
  isOpenOffer,
  type OfferAction,
  type StaffOffer,
} from '../../../domain/cases/index.ts';
import { useChangeOffer, useCounterOffer } from '../api/dealings.ts';
import { OfferAdvice } from './offer-advice.tsx';
import { useDealingWords } from './use-dealing-words.ts';
import { WriteNote, type WriteStatus } from './write-status.tsx';

/** One offer of a chain: its amount, who made it, its terms and status; while open, the moves and a counter; the advice beside it. */
export function OfferItem({ caseId, offer, open }: { caseId: string; offer: StaffOffer; open: boolean }) {
  const { s, d, madrid, euros, format } = useDealingWords();
  const w = s.offers;
  const { conditions } = offer;
  const terms = [
    conditions.financing ? d.pages.offers.financing[conditions.financing] : null,
    conditions.deedBy ? d.pages.offers.deedBy(format.day(`${conditions.deedBy}T12:00:00Z`)) : null,
    conditions.note ?? null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-4" data-testid={`staff-offer-${offer.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-display text-2xl text-ink">{euros(offer.amount)}</p>
        <p className="text-sm font-semibold text-brass-700">{d.offerStatuses[offer.status]}</p>
      </div>
      <p className="text-sm text-ink-muted">
        {[
          w.by[offer.by],
          offer.buyer.name ? w.from(offer.buyer.name) : null,
          madrid(offer.createdAt),
          offer.counterOf ? w.answers : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {terms.length > 0 ? <p className="text-ink/85">{terms.join(' · ')}</p> : null}
      {open && isOpenOffer(offer.status) ? <OfferMoves caseId={caseId} offer={offer} /> : null}
      <OfferAdvice caseId={caseId} offer={offer} open={open} />
    </li>
  );
}

function OfferMoves({ caseId, offer }: { caseId: string; offer: StaffOffer }) {
  const { s, errorText, euros } = useDealingWords();
  const w = s.offers;
  const change = useChangeOffer();
  const counter = useCounterOffer();
  const [countering, setCountering] = useState(false);
  const [status, setStatus] = useState<WriteStatus>(null);
  const answer = (result: { ok: boolean; status: number; code?: string }) =>
    setStatus(
      result.ok
        ? { ok: true, text: w.saved }
        : { ok: false, text: result.status === 412 ? w.stale : errorText(result.code ?? '') },
    );
  const move = async (action: OfferAction) =>
    answer(await change.mutateAsync({ caseId, offerId: offer.id, version: offer.version, action }));
  const sendCounter = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = Number(new FormData(event.currentTarget).get('amount'));
    const result = await counter.mutateAsync({ caseId, offerId: offer.id, version: offer.version, amount });
    answer(result);
    if (result.ok) setCountering(false);
  };
  const busy = change.isPending || counter.isPending;
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={w.actionsOf(euros(offer.amount))} className="flex flex-wrap items-center gap-3">
        {OFFER_ACTIONS.map((action) => (
          <Button key={action} size="sm" variant="outline" disabled={busy} onClick={() => void move(action)}>
            {w.actions[action]}
          </Button>
        ))}
        <Button size="sm" variant="outline" aria-expanded={countering} onClick={() => setCountering(!countering)}>
          {w.counter}
        </Button>
        <WriteNote status={status} />
      </div>
      {countering ? (
        <form
          aria-label={w.counter}
          onSubmit={(e) => void sendCounter(e)}
          className="flex flex-wrap items-end gap-4 bg-stone-100/60 p-4"
        >
          <TextField
            id={`counter-${offer.id}`}
            name="amount"
            type="number"
            required
            min={OFFER_MIN_EUROS}
            max={OFFER_MAX_EUROS}
            step="0.01"
            label={w.counterAmount}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {w.counterSave}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
