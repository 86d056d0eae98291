import { isClosed, type StaffCase, type StaffOffer } from '../../../domain/cases/index.ts';
import { useStaffOffers } from '../api/dealings.ts';
import { OfferItem } from './offer-item.tsx';
import { RecordOffer } from './record-offer.tsx';
import { useDealingWords } from './use-dealing-words.ts';

/** Each negotiation as one chain: the first offer, then every counter in the order made (nothing dropped). */
function chains(offers: readonly StaffOffer[]): StaffOffer[][] {
  const sorted = [...offers].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const ids = new Set(sorted.map((o) => o.id));
  const rootOf = (offer: StaffOffer): string => {
    const seen = new Set<string>();
    let at = offer;
    while (at.counterOf && ids.has(at.counterOf) && !seen.has(at.id)) {
      seen.add(at.id);
      at = sorted.find((o) => o.id === at.counterOf)!;
    }
    return at.id;
  };
  const groups = new Map<string, StaffOffer[]>();
  for (const offer of sorted) {
    const root = rootOf(offer);
    groups.set(root, [...(groups.get(root) ?? []), offer]);
  }
  return [...groups.values()].reverse();
}

/** The offers board: each negotiation newest first, its counters kept in order, the firm's advice beside each offer. */
export function CaseOffers({ kase }: { kase: StaffCase }) {
  const { s, ui, errorText } = useDealingWords();
  const read = useStaffOffers(kase.id);
  const open = !isClosed(kase.status);
  return (
    <section aria-labelledby="case-offers-title" className="flex flex-col gap-4 border border-stone-300 px-5 py-6">
      <div>
        <h3 id="case-offers-title" className="font-display text-2xl text-ink">
          {s.offers.title}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{s.offers.intro}</p>
      </div>
      {open ? <RecordOffer caseId={kase.id} /> : null}
      {read.status === 'loading' ? <p role="status">{ui.loading}</p> : null}
      {read.status === 'failed' ? <p role="alert">{errorText(read.failure.code)}</p> : null}
      {read.status === 'ready' && read.data.offers.length === 0 ? <p className="text-ink-muted">{s.offers.empty}</p> : null}
      {read.status === 'ready' && read.data.offers.length > 0 ? (
        <ul aria-label={s.offers.board} className="flex flex-col gap-6" data-testid="staff-offers">
          {chains(read.data.offers).map((chain) => (
            <li key={chain[0]!.id} className="border-l-2 border-stone-300 pl-4">
              <ol className="flex flex-col">
                {chain.map((offer) => (
                  <OfferItem key={offer.id} caseId={kase.id} offer={offer} open={open} />
                ))}
              </ol>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
