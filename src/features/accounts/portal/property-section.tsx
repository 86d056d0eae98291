import { useState } from 'react';
import { labelOf, optionLabelsOf } from '../../../components/form/spec-fields/field-spec.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { pathFor } from '../../../config/routes.ts';
import type { Valuation } from '../../../domain/accounts/index.ts';
import { CALCULATORS_MESSAGES } from '../../../i18n/calculators.ts';
import { Link } from '../../../lib/router.tsx';
import type { SessionUser } from '../../../lib/session.ts';
import { useAddValuation, useProperty } from '../api/property.ts';
import { INLINE_LINK_CLASSES } from '../auth/auth-frame.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { Panel, ReadView } from './panel.tsx';
import { PROPERTY_FIELDS, PropertyForm } from './property-form.tsx';
import { ValuationHistory } from './valuation-history.tsx';

/** Mi propiedad (sellers): the home's details saved once; each valuation adds a dated point to its history. */
export function PropertySection({ user }: { user: SessionUser }) {
  const { a, lang } = useAccountsI18n();
  const read = useProperty();
  const [editing, setEditing] = useState(false);
  if (user.clientType !== 'seller')
    return (
      <div className="flex flex-col items-start gap-4 border border-dashed border-stone-300 px-6 py-10">
        <p className="max-w-prose text-ink-muted">{a.portal.property.notSeller}</p>
        <Link to={pathFor('portalAccount', lang)} className={INLINE_LINK_CLASSES}>
          {a.portal.property.toAccount}
        </Link>
      </div>
    );
  return (
    <ReadView read={read}>
      {({ property, valuations }) => {
        const saved = () => setEditing(false);
        if (!property || editing)
          return (
            <Panel id="property-form" title={a.portal.property.formTitle}>
              <PropertyForm
                saved={property?.inputs ?? null}
                onSaved={saved}
                onCancel={property ? () => setEditing(false) : undefined}
              />
            </Panel>
          );
        return (
          <div className="flex flex-col gap-8">
            <LatestValuation latest={valuations[valuations.length - 1]} />
            {valuations.length > 0 ? (
              <div className="border border-stone-300 bg-white/60 px-6 py-8 sm:px-8">
                <ValuationHistory valuations={valuations} />
              </div>
            ) : null}
            <Panel id="property-details" title={a.portal.property.formTitle}>
              <PropertySummary inputs={property.inputs} />
              <Button variant="outline" size="sm" className="mt-6" onClick={() => setEditing(true)}>
                {a.portal.property.editData}
              </Button>
            </Panel>
          </div>
        );
      }}
    </ReadView>
  );
}

/** The latest range, large, and the way to add a new valuation. */
function LatestValuation({ latest }: { latest: Valuation | undefined }) {
  const { a, m, format, errorText } = useAccountsI18n();
  const { show } = useToast();
  const valuation = useAddValuation();
  const pending = valuation.isPending;
  const copy = a.portal.property;
  const valueNow = async () => {
    const result = await valuation.mutateAsync();
    if (!result.ok) return show({ variant: 'error', title: errorText(result.code) });
    show({ title: m.messages.valuationAdded });
  };
  return (
    <section
      aria-labelledby="latest-valuation"
      className="bg-ink px-6 py-8 text-ivory sm:px-10 sm:py-10"
      data-testid="latest-valuation"
    >
      <p id="latest-valuation" className="eyebrow text-brass-300">
        {copy.latest}
      </p>
      {latest ? (
        <>
          <p className="mt-4 font-display text-4xl leading-tight font-medium lining-nums tabular-nums sm:text-5xl">
            <span className="sr-only">{copy.range} </span>
            {copy.rangeValue(format.money(latest.low), format.money(latest.high))}
          </p>
          <dl className="mt-6 grid gap-4 text-sm text-ivory/80 sm:grid-cols-3">
            <div>
              <dt>{copy.estimate}</dt>
              <dd className="mt-1 text-lg font-semibold text-ivory tabular-nums">{format.money(latest.estimatedValue)}</dd>
            </div>
            <div>
              <dt>{copy.confidence}</dt>
              <dd className="mt-1 text-lg font-semibold text-ivory tabular-nums">{format.percent(latest.confidence, 0)}</dd>
            </div>
            <div>
              <dt className="sr-only">{copy.date}</dt>
              <dd className="sm:mt-6">{copy.valuedOn(format.day(latest.valuedAt))}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="mt-4 max-w-prose text-ivory/85">{copy.noValuations}</p>
      )}
      <Button variant="premium" className="mt-8" disabled={pending} onClick={() => void valueNow()}>
        {pending ? copy.valuing : copy.valueNow}
      </Button>
      <p className="mt-4 text-xs text-ivory/70">{copy.note}</p>
    </section>
  );
}

/** The saved details as a list, in the calculators' words. */
function PropertySummary({ inputs }: { inputs: Record<string, unknown> }) {
  const { a, lang, format } = useAccountsI18n();
  const c = CALCULATORS_MESSAGES[lang];
  const rows = PROPERTY_FIELDS.flatMap((field) => {
    const saved = inputs[field.name];
    const label = labelOf(field, c);
    const labels = optionLabelsOf(field, c) ?? {};
    if (field.kind === 'checkbox') return saved === true ? [[label, a.common.yes] as const] : [];
    if (field.kind === 'checklist')
      return Array.isArray(saved) && saved.length
        ? [[label, saved.map((v) => labels[String(v)] ?? String(v)).join(', ')] as const]
        : [];
    if (field.kind === 'select') return typeof saved === 'string' && saved ? [[label, labels[saved] ?? saved] as const] : [];
    if (typeof saved !== 'number') return [];
    const text =
      field.kind === 'number' && field.unit
        ? format.area(saved)
        : field.name === 'constructionYear'
          ? String(saved)
          : format.number(saved);
    return [[label, text] as const];
  });
  return (
    <dl className="grid gap-x-8 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-stone-300 py-2.5">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-right font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
