import { useReducer, useState } from 'react';
import type { ContentDocument, StudioState } from '../../../domain/content/index.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { useApiRead } from '../../../lib/server-data.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { studioDraftQuery, studioPresenceQuery, studioVersionsQuery } from '../api/studio.ts';
import { CasesEditor } from './cases-editor.tsx';
import { CopyEditor } from './copy-editor.tsx';
import { CredentialsEditor } from './credentials-editor.tsx';
import { draftReducer, fieldOf, isUnsaved, startDraft, type Update } from './draft.ts';
import { FieldErrorsContext } from './field-errors.ts';
import { FilmsEditor } from './films-editor.tsx';
import { IdentityEditor } from './identity-editor.tsx';
import { MarketEditor } from './market-editor.tsx';
import { MediaLibrary } from './media-library.tsx';
import { MergeConflicts } from './merge-conflicts.tsx';
import { itemOfFocus, PresenceContext } from './presence.tsx';
import { PressEditor } from './press-editor.tsx';
import { RegistriesEditor } from './registries-editor.tsx';
import { SeoEditor } from './seo-editor.tsx';
import { ScheduledPublication } from './scheduled-publication.tsx';
import { StudioSearch } from './studio-navigator.tsx';
import { StudioToolbar } from './studio-toolbar.tsx';
import { TeamEditor } from './team-editor.tsx';
import { useAutosave } from './use-autosave.ts';
import { useStudioActions } from './use-studio-actions.ts';
import { VersionsList } from './versions-list.tsx';
import { ZonesEditor } from './zones-editor.tsx';

/**
 * The studio (ADR 0036), the workspace's Contenido / Content view: the firm's cases, zones, films, home
 * copy, identity, registries, team, credentials, press and the valuation's market table, each text in
 * Spanish and English side by side; a draft saved with the tag of the copy it was made on, published once
 * whole in both languages, and every published version restorable in one step.
 */
export function Studio() {
  const copy = useWorkspaceCopy();
  const state = useApiRead(studioDraftQuery(copy.lang));
  if (state.status !== 'ready')
    return <p className="text-sm text-ink-muted">{state.failure ? copy.errorText(state.failure.code) : copy.ui.loading}</p>;
  return <StudioForm read={state.data} />;
}

/**
 * The studio's form. The draft as read starts it, once (the reducer's initial state): from then on the
 * draft is the form's, changed by its edits, its saves and a draft taken afresh (a restore, "reload").
 * `read` stays the live read, for the version the site shows.
 */
function StudioForm({ read }: { read: StudioState }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio;
  const [draft, dispatch] = useReducer(draftReducer, read.draft, startDraft);
  const versions = useApiRead(studioVersionsQuery(copy.lang));
  // The item she last went into (a case, a zone), told to the others by the heartbeat.
  const [openItem, setOpenItem] = useState<string | null>(null);
  const presence = useApiRead(studioPresenceQuery(openItem, copy.lang));
  const actions = useStudioActions(draft, dispatch);
  const unsaved = isUnsaved(draft);
  useAutosave(draft, actions.autosave, actions.stale);
  useLeaveGuard(unsaved, text.leaveWarning);
  const update: Update<ContentDocument> = (change) => dispatch({ type: 'edit', change });
  const identity = fieldOf(update, 'identity');
  const { document } = draft;
  const published = read.published;

  return (
    <FieldErrorsContext.Provider value={actions.errorOf}>
      <PresenceContext.Provider value={presence.data?.present ?? []}>
        {/* Focus moving into a case or a zone names the item she has open (the heartbeat tells the others):
            the handler only watches where focus goes, the controls are inside. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          className="contents"
          onFocus={(event) => {
            const item = itemOfFocus(event);
            if (item) setOpenItem(item);
          }}
        >
          <section aria-labelledby="studio-heading" className="flex flex-col gap-8">
            <div className="flex flex-col gap-2">
              <h2 id="studio-heading" className="font-display text-3xl text-ink">
                {text.heading}
              </h2>
              <p className="max-w-3xl text-sm text-ink-muted">{text.intro}</p>
              <p className="text-sm text-ink">
                {text.published(
                  published.number,
                  copy.when(published.publishedAt),
                  published.publishedByName ?? published.publishedBy,
                )}
              </p>
              <p className="text-sm text-ink-muted" data-testid="draft-status">
                {actions.mergedWith !== undefined && !actions.stale ? `${text.merge.done(actions.mergedWith)} ` : ''}
                {actions.theirs
                  ? text.merge.pending(actions.theirs.updatedBy ?? null)
                  : actions.stale
                    ? text.stale
                    : actions.saving
                      ? text.autosaving
                      : unsaved
                        ? text.unsaved
                        : text.draftSaved(copy.when(draft.updatedAt))}
              </p>
            </div>
            <ScheduledPublication
              document={document}
              draftSavedAt={draft.updatedAt}
              published={published}
              busy={actions.busy}
              onChange={actions.onSchedule}
              onCancel={actions.onUnschedule}
            />
            {actions.theirs ? <MergeConflicts draft={draft} theirs={actions.theirs} onSettle={actions.onSettle} /> : null}
            <StudioToolbar document={document} actions={actions} />
            <StudioSearch document={document} />
            <CasesEditor cases={document.cases} update={fieldOf(update, 'cases')} />
            <ZonesEditor zones={document.zones} update={fieldOf(update, 'zones')} />
            <FilmsEditor hero={document.hero} update={fieldOf(update, 'hero')} />
            <MediaLibrary />
            <CopyEditor
              blocks={document.copy}
              update={fieldOf(update, 'copy')}
              publishedCases={document.cases.filter((c) => c.visible).length}
            />
            <IdentityEditor identity={document.identity} update={identity} />
            <RegistriesEditor identity={document.identity} update={identity} />
            <TeamEditor team={document.identity.team} update={fieldOf(identity, 'team')} />
            <CredentialsEditor credentials={document.identity.credentials} update={fieldOf(identity, 'credentials')} />
            <PressEditor press={document.identity.press} update={fieldOf(identity, 'press')} />
            <MarketEditor market={document.market} update={fieldOf(update, 'market')} />
            <SeoEditor seo={document.seo} update={fieldOf(update, 'seo')} />
            <VersionsList
              versions={versions.data?.versions ?? []}
              kept={versions.data?.keptDrafts ?? []}
              current={published.number}
              onRestore={actions.onRestore}
              onTake={actions.onTake}
              busy={actions.busy}
            />
          </section>
        </div>
      </PresenceContext.Provider>
    </FieldErrorsContext.Provider>
  );
}
