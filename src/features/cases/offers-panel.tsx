import type { ClientOffer } from '../../domain/cases/index.ts';
import { CENTS_PER_EURO } from '../../domain/cases/index.ts';
import { CasePanel, StateBadge } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useDealingsCopy } from './use-dealings-copy.ts';

/** The offers: each as it arrived, its conditions, a counter-offer marked, the firm's advice (the seller's view). */
export function OffersPanel({ offers }: { offers: ClientOffer[] }) {
  const { d } = useDealingsCopy();
  return (
    <CasePanel id="case-offers" title={d.pages.offers.title} intro={d.pages.offers.intro}>
      {offers.length === 0 ? (
        <p className="text-ink-muted">{d.pages.offers.empty}</p>
      ) : (
        <ul className="flex flex-col gap-5">
          {offers.map((o) => (
            <OfferRow key={o.id} offer={o} />
          ))}
        </ul>
      )}
    </CasePanel>
  );
}

function OfferRow({ offer }: { offer: ClientOffer }) {
  const { d, when } = useDealingsCopy();
  const { format } = useCaseCopy();
  const w = d.pages.offers;
  const { conditions } = offer;
  const terms = [
    conditions.financing ? w.financing[conditions.financing] : null,
    conditions.deedBy ? w.deedBy(format.day(`${conditions.deedBy}T12:00:00Z`)) : null,
    conditions.note ?? null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 pb-4" data-testid={`offer-${offer.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-display text-2xl text-ink">{format.moneyExact(offer.amount / CENTS_PER_EURO)}</p>
        <StateBadge tone={offer.status === 'received' ? 'active' : 'waiting'}>{d.offerStatuses[offer.status]}</StateBadge>
      </div>
      <p className="text-sm text-ink-muted">
        <time dateTime={offer.createdAt}>{when(offer.createdAt)}</time>
        {offer.buyer ? ` · ${w.from(offer.buyer)}` : null}
        {offer.counterOf ? ` · ${w.counter}` : null}
      </p>
      {terms.length > 0 ? <p className="text-ink/85">{terms.join(' · ')}</p> : null}
      {offer.advice ? (
        <div className="border-l-2 border-brass-500 pl-3">
          <p className="text-sm font-semibold text-ink">{w.advice}</p>
          {offer.advice.advice ? <p className="text-ink">{d.advice[offer.advice.advice]}</p> : null}
          {offer.advice.note ? <p className="text-ink/85">{offer.advice.note}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
