import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FIELD_CONTROL_CLASSES } from '../../components/ui/field.tsx';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { requestContactPrefill } from '../../lib/contact-prefill.ts';
import { cn } from '../../lib/cn.ts';
import type { Scenario } from './definition.ts';
import { SaveScenario } from './save-scenario.tsx';
import { adviserMessage, scenarioUrl } from './share.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/**
 * The actions at the foot of a result card, each working from the same `scenario`: the adviser, the
 * link to share, saving it to the client's private area.
 */
export function ResultActions({ scenario, inline = false }: { scenario: Scenario; inline?: boolean }) {
  return (
    <div className={cn('flex flex-col gap-3', inline && 'sm:flex-row sm:items-start sm:[&>*]:w-auto')}>
      <AdviserLink scenario={scenario} />
      <CopyLinkButton key={scenario.query} scenario={scenario} />
      <SaveScenario key={`save-${scenario.query}`} scenario={scenario} />
    </div>
  );
}

/** The page's address of a scenario, read when the visitor acts (the origin is the browser's). */
function useScenarioUrl({ calculator, query }: Scenario): () => string {
  const { lang } = useCalculatorsI18n();
  return () => scenarioUrl(window.location.origin, calculator.id, lang, query);
}

/** To the contact section of this page, with the service preselected and the scenario in the message. */
function AdviserLink({ scenario }: { scenario: Scenario }) {
  const { c, format } = useCalculatorsI18n();
  const url = useScenarioUrl(scenario);
  const { calculator, input, result } = scenario;
  return (
    <SectionLink
      to="contact-form"
      onThisPage
      size="default"
      className="w-full text-center"
      onNavigate={() =>
        requestContactPrefill({
          serviceType: calculator.adviserService,
          message: adviserMessage(c, calculator.summarize(input, result, { c, format }), url()),
        })
      }
    >
      {c.actions.contact}
    </SectionLink>
  );
}

type CopyState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

/** Copies the scenario's link; where the clipboard is refused, shows the link to copy by hand. */
function CopyLinkButton({ scenario }: { scenario: Scenario }) {
  const { c } = useCalculatorsI18n();
  const url = useScenarioUrl(scenario);
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const statusId = `${scenario.calculator.id}-copy-status`;
  const copy = async () => {
    const link = url();
    try {
      await navigator.clipboard.writeText(link);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'failed', url: link });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" className="w-full" aria-describedby={statusId} onClick={() => void copy()}>
        {c.actions.copyLink}
      </Button>
      <p id={statusId} aria-live="polite" className={cn('text-sm text-ink-muted', state.kind === 'idle' && 'sr-only')}>
        {state.kind === 'copied' ? c.actions.linkCopied : state.kind === 'failed' ? c.actions.copyFailed : ''}
      </p>
      {state.kind === 'failed' ? (
        <input
          readOnly
          aria-label={c.actions.link}
          value={state.url}
          onFocus={(e) => e.currentTarget.select()}
          className={cn(FIELD_CONTROL_CLASSES, 'h-11 text-sm')}
        />
      ) : null}
    </div>
  );
}
