import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { pathFor } from '../../config/routes.ts';
import { cn } from '../../lib/cn.ts';
import { signInPathFor } from '../../lib/next-path.ts';
import { Link } from '../../lib/router.tsx';
import { sessionStore, useSession } from '../../lib/session.ts';
import type { Scenario } from './definition.ts';
import { scenarioUrl } from './share.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; text: string } | { kind: 'failed'; text: string };

const LINK_CLASSES =
  'inline-flex min-h-11 items-center text-sm font-semibold text-ink underline decoration-brass-500 underline-offset-4';

/**
 * 'Guardar en mi área' (issue 10): a signed-in client keeps the scenario in the private area (its
 * inputs, a name to change there, the date). A visitor who is not signed in is offered to sign in and
 * come back to this scenario; while the page does not yet know, nothing shows (no dead control).
 * The accounts' client and messages load on the click, never with the calculator.
 */
export function SaveScenario({ scenario }: { scenario: Scenario }) {
  const { c, lang, format } = useCalculatorsI18n();
  const session = useSession();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const statusId = `${scenario.calculator.id}-save-status`;

  if (session === undefined) return null;
  if (session === null) {
    const back = scenarioUrl('', scenario.calculator.id, lang, scenario.query);
    return (
      <Link to={signInPathFor(back, lang)} className={LINK_CLASSES}>
        {c.actions.signInToSave}
      </Link>
    );
  }

  const save = async () => {
    setState({ kind: 'saving' });
    const [{ saveScenario }, { messageOf }, { ACCOUNTS_MESSAGES }] = await Promise.all([
      import('../../lib/scenarios-api.ts'),
      import('../../lib/api-client.ts'),
      import('../../i18n/accounts.ts'),
    ]);
    const m = ACCOUNTS_MESSAGES[lang];
    const name = c.actions.scenarioName(c.tabs[scenario.calculator.copy], format.day(new Date().toISOString()));
    const result = await saveScenario({ calculator: scenario.calculator.id, name, inputs: scenario.input }, lang);
    if (result.ok) return setState({ kind: 'saved', text: m.messages.scenarioSaved });
    if (result.status === 401) sessionStore.set(null);
    setState({ kind: 'failed', text: messageOf(m.errors, result.code, 'internal') });
  };

  const saved = state.kind === 'saved';
  return (
    <div className="flex flex-col gap-2">
      {saved ? null : (
        <Button
          variant="outline"
          className="w-full"
          aria-describedby={statusId}
          disabled={state.kind === 'saving'}
          onClick={() => void save()}
        >
          {state.kind === 'saving' ? c.actions.saving : c.actions.save}
        </Button>
      )}
      <p
        id={statusId}
        aria-live="polite"
        className={cn(
          'text-sm',
          state.kind === 'failed' ? 'font-semibold text-danger' : 'text-ink-muted',
          !('text' in state) && 'sr-only',
        )}
      >
        {'text' in state ? state.text : ''}
      </p>
      {saved ? (
        <Link to={pathFor('portalScenarios', lang)} className={LINK_CLASSES}>
          {c.actions.seeSaved}
        </Link>
      ) : null}
    </div>
  );
}
