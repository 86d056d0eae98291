import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ScenarioRenameSchema } from '../../../domain/accounts/scenarios.ts';
import type { SavedScenario } from '../../../domain/accounts/index.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { useDeleteScenario, useRenameScenario, useScenarios } from '../api/scenarios.ts';
import { AccountForm, FormAlert } from '../form/fields.tsx';
import { useAccountForm } from '../form/use-account-form.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { ReadView } from './panel.tsx';

/**
 * Where a saved scenario reopens: its calculator's page with the scenario in the address. Given by the
 * app (it knows the calculators' fields; features do not import each other), resolved once loaded.
 */
export type ScenarioHref = (scenario: SavedScenario, lang: Lang) => Promise<string>;

/**
 * A saved scenario's result at a glance, its card's leading figure named and written in `lang`, calculated
 * again from the saved inputs by the calculator's own function; `null` when it cannot be. Given by the app.
 */
export type ScenarioHeadline = (scenario: SavedScenario, lang: Lang) => Promise<{ label: string; value: string } | null>;

/** What `resolve` made of the scenario in the page's language; `null` until then (or when it fails). */
function useResolved<T>(
  scenario: SavedScenario,
  resolve: ((scenario: SavedScenario, lang: Lang) => Promise<T>) | undefined,
): T | null {
  const { lang } = useAccountsI18n();
  const [made, setMade] = useState<{ for: SavedScenario; lang: Lang; value: T } | null>(null);
  useEffect(() => {
    if (!resolve) return;
    let current = true;
    void resolve(scenario, lang).then(
      (value) => current && setMade({ for: scenario, lang, value }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [scenario, resolve, lang]);
  return made?.for === scenario && made.lang === lang ? made.value : null;
}

/** Mis escenarios: the calculations saved from the calculators, to reopen, rename or delete. */
export function ScenariosSection({
  scenarioHref,
  scenarioHeadline,
}: {
  scenarioHref?: ScenarioHref;
  scenarioHeadline?: ScenarioHeadline;
}) {
  const read = useScenarios();
  const { a } = useAccountsI18n();
  return (
    <ReadView read={read}>
      {({ scenarios }) =>
        scenarios.length === 0 ? (
          <p className="border border-dashed border-stone-300 px-6 py-10 text-ink-muted">{a.portal.scenarios.empty}</p>
        ) : (
          <ul className="flex flex-col gap-5" data-testid="scenarios-list">
            {scenarios.map((scenario) => (
              <ScenarioItem
                key={scenario.id}
                scenario={scenario}
                scenarioHref={scenarioHref}
                scenarioHeadline={scenarioHeadline}
              />
            ))}
          </ul>
        )
      }
    </ReadView>
  );
}

type Mode = 'view' | 'rename' | 'delete';

type ItemProps = { scenario: SavedScenario; scenarioHref?: ScenarioHref; scenarioHeadline?: ScenarioHeadline };

function ScenarioItem({ scenario, scenarioHref, scenarioHeadline }: ItemProps) {
  const { a, format } = useAccountsI18n();
  const href = useResolved(scenario, scenarioHref);
  const headline = useResolved(scenario, scenarioHeadline);
  const copy = a.portal.scenarios;
  const [mode, setMode] = useState<Mode>('view');
  const actions = useRef<HTMLDivElement>(null);
  const back = () => {
    setMode('view');
    requestAnimationFrame(() => actions.current?.querySelector<HTMLElement>('a, button')?.focus());
  };
  return (
    <li data-testid="scenario" className="border border-stone-300 bg-white/60 px-6 py-6 sm:px-8">
      <p className="eyebrow text-brass-700">{copy.calculators[scenario.calculator]}</p>
      <h2 className="mt-2 font-display text-2xl font-medium break-words text-ink">{scenario.name}</h2>
      <p className="mt-1 text-sm text-ink-muted">{copy.savedOn(format.day(scenario.createdAt))}</p>
      {headline ? (
        <dl className="mt-4 flex flex-col gap-1" data-testid="scenario-result">
          <dt className="text-sm text-ink-muted">{headline.label}</dt>
          <dd className="font-display text-2xl leading-tight font-medium text-ink lining-nums tabular-nums sm:text-3xl">
            {headline.value}
          </dd>
        </dl>
      ) : null}
      {mode === 'rename' ? <RenameForm scenario={scenario} onDone={back} /> : null}
      {mode === 'delete' ? <DeleteConfirmation scenario={scenario} onDone={(deleted) => (deleted ? undefined : back())} /> : null}
      {mode === 'view' ? (
        <div ref={actions} role="group" aria-label={copy.actionsFor(scenario.name)} className="mt-5 flex flex-wrap gap-3">
          {href ? (
            <a href={href} className={buttonClasses('default', 'sm')}>
              {copy.open}
            </a>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setMode('rename')}>
            {copy.rename}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('delete')}>
            {copy.delete}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Once saved, the list is read again (the write says it changes it). */
function RenameForm({ scenario, onDone }: { scenario: SavedScenario; onDone: () => void }) {
  const { a, m, errorText } = useAccountsI18n();
  const { show } = useToast();
  const rename = useRenameScenario();
  const form = useAccountForm({ schema: ScenarioRenameSchema, initial: { name: scenario.name } });
  useEffect(() => form.formRef.current?.querySelector('input')?.focus(), [form.formRef]);
  const submit = form.handleSubmit(async ({ name }) => {
    const result = await rename.mutateAsync({ id: scenario.id, name });
    if (!result.ok) return result;
    show({ title: m.messages.scenarioRenamed });
    onDone();
    return { ok: true };
  });
  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      submit={{ label: a.common.save, pending: a.common.saving }}
      size="sm"
      alert={form.formError === 'scenarioNameLength' ? '' : undefined}
      className="mt-5 flex flex-col gap-4"
      actions={
        <Button variant="ghost" size="sm" onClick={onDone}>
          {a.common.cancel}
        </Button>
      }
    >
      <TextField
        {...form.textField('name', errorText)}
        required
        label={a.portal.scenarios.renameLabel}
        hint={a.portal.scenarios.renameHint}
      />
    </AccountForm>
  );
}

function DeleteConfirmation({ scenario, onDone }: { scenario: SavedScenario; onDone: (deleted: boolean) => void }) {
  const { a, m, errorText } = useAccountsI18n();
  const { show } = useToast();
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteScenario();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  const remove = async () => {
    const result = await deletion.mutateAsync(scenario.id);
    if (!result.ok) return setError(errorText(result.code));
    show({ title: m.messages.scenarioDeleted });
    onDone(true);
  };
  return (
    <div className="mt-5 flex flex-col gap-4 border-l-2 border-danger pl-4">
      <p ref={question} tabIndex={-1} className="font-semibold text-ink outline-none">
        {a.portal.scenarios.confirmDelete(scenario.name)}
      </p>
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" size="sm" disabled={deletion.isPending} onClick={() => void remove()}>
          {a.portal.scenarios.confirm}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDone(false)}>
          {a.common.cancel}
        </Button>
      </div>
    </div>
  );
}
