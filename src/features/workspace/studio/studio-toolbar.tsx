import { Button } from '../../../components/ui/button.tsx';
import type { ContentDocument } from '../../../domain/content/index.ts';
import { FormMessage } from '../form-message.tsx';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { describeField } from './describe-field.ts';
import { PresenceLine } from './presence.tsx';
import { PreviewLinks } from './preview-links.tsx';
import { PublishReview } from './publish-review.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { SectionMenu } from './studio-navigator.tsx';
import type { useStudioActions } from './use-studio-actions.ts';

const SCHEDULE_FIELDS = new Set(['date', 'time']);

/**
 * The studio's bar, kept in sight while the sections scroll: save, publish, the previews, and what the
 * last action said, a refusal's fields listed in words.
 */
export function StudioToolbar({
  document,
  actions,
}: {
  document: ContentDocument;
  actions: ReturnType<typeof useStudioActions>;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio;
  const { busy, outcome } = actions;
  // A schedule's day and time are told on their own fields (schedule-form.tsx).
  const problems = Object.entries(outcome.fields ?? {}).filter(([path]) => !(actions.scheduling && SCHEDULE_FIELDS.has(path)));
  return (
    <div data-testid="studio-bar" className="sticky top-header z-10 flex flex-col gap-2 border-b border-stone-300 bg-ivory py-3">
      <div className="flex flex-wrap gap-3">
        <Button size="sm" variant="outline" onClick={actions.onSave} disabled={busy}>
          {text.save}
        </Button>
        <Button size="sm" onClick={actions.onPublish} disabled={busy || actions.reviewing} aria-expanded={actions.reviewing}>
          {text.publish}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={actions.onSchedule}
          disabled={busy || actions.scheduling}
          aria-expanded={actions.scheduling}
        >
          {text.schedule.open}
        </Button>
        {outcome.code === 'draftChanged' ? (
          <Button size="sm" variant="link" onClick={actions.onReload}>
            {text.reload}
          </Button>
        ) : null}
      </div>
      {actions.reviewing ? (
        <PublishReview
          document={document}
          publishing={busy}
          onConfirm={actions.onConfirmPublish}
          onCancel={actions.onCancelPublish}
        />
      ) : null}
      {actions.scheduling ? (
        <ScheduleForm
          document={document}
          busy={busy}
          fields={outcome.fields}
          onConfirm={actions.onConfirmSchedule}
          onCancel={actions.onCancelScheduling}
        />
      ) : null}
      <PresenceLine />
      <PreviewLinks />
      <SectionMenu />
      <FormMessage error={outcome.code && copy.errorText(outcome.code)} done={outcome.done} />
      {problems.length > 0 ? (
        <div>
          <p className="text-sm text-ink">{text.problems}</p>
          <ul className="list-disc pl-5 text-sm text-ink">
            {problems.map(([path, code]) => (
              <li key={path}>
                {describeField(path, document, copy)}: {copy.errorText(code)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
