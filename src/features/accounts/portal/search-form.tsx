import { useCallback, useState } from 'react';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { BuyerBriefSchema, isContactErrorCode } from '../../../domain/contact/index.ts';
import {
  EMPTY_DETAILED_DRAFT,
  buyerDraft,
  draftOfSavedBrief,
  savedBriefBody,
  SAVED_BRIEF_FIELDS,
  type DetailedDraft,
  type DetailedField,
} from '../../../domain/contact/detailed-steps.ts';
import type { BriefService } from '../../../domain/contact/detailed-limits.ts';
import { contactErrorKey, useI18n } from '../../../i18n/index.tsx';
import type { SavedSearch } from '../../../domain/accounts/index.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { useSaveSearch, useSendSearch } from '../api/search.ts';
import { FormAlert } from '../form/fields.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { Panel } from './panel.tsx';
import { SearchQuestions } from './search-questions.tsx';
/** A new preference changes what phone and availability need: their old verdicts no longer apply. */
const LINKED = { contactPreference: ['phone', 'availability'] } as const;

/**
 * The brief's questions on one page, grouped as the public brief's steps, checked with the same schema
 * as the server (a buyer's: BuyerBriefSchema, which offers no seller's goal or service) before they are
 * saved; the server's verdicts (contact codes) show by their fields. 'Enviar a la firma' saves what
 * changed, then sends.
 */
export function SearchForm({ user, search }: { user: SessionUser; search: SavedSearch | null }) {
  const { a, m, errorText } = useAccountsI18n();
  const { t, tk } = useI18n();
  const { show } = useToast();
  const copy = a.portal.search;
  const toInput = useCallback((draft: DetailedDraft) => savedBriefBody(draft), []);
  // A seller's goal or services kept in the brief are not a buyer's: left out, and saved so before sending.
  const [stored] = useState(() => buyerDraft(draftOfSavedBrief(search?.brief)));
  const form = useSchemaForm({
    schema: BuyerBriefSchema,
    initial: (): DetailedDraft => ({
      ...EMPTY_DETAILED_DRAFT,
      ...stored.draft,
      name: user.name,
      email: user.email,
    }),
    toInput,
    linked: LINKED,
  });
  const draft = form.values;
  const [sending, setSending] = useState(false);
  const saveSearch = useSaveSearch();
  const sendSearch = useSendSearch();

  const errorOf = (field: DetailedField) => {
    const code = form.errorOf(field);
    if (!code) return undefined;
    return isContactErrorCode(code) ? tk(contactErrorKey(code)) : t.contactErrors.unexpected;
  };
  const toggleService = (service: BriefService, checked: boolean) =>
    form.set(
      'services',
      checked ? [...draft.services.filter((s) => s !== service), service] : draft.services.filter((s) => s !== service),
    );

  /** Stores the brief; a refusal shows by its fields (and the form's message). */
  const save = async () => {
    const result = await saveSearch.mutateAsync(savedBriefBody(draft));
    return result.ok ? ({ ok: true } as const) : result;
  };
  const onSave = form.handleSubmit(async () => {
    const outcome = await save();
    if (outcome.ok) show({ title: m.messages.searchSaved });
    return outcome;
  });
  const send = form.handleSubmit(async () => {
    const saved = !form.dirty && !stored.dropped && search ? ({ ok: true } as const) : await save();
    if (!saved.ok) return saved;
    const sent = await sendSearch.mutateAsync();
    if (sent.ok) show({ variant: 'success', title: m.messages.searchSent });
    return sent.ok ? { ok: true } : sent;
  });
  const onSend = async () => {
    setSending(true);
    await send();
    setSending(false);
  };

  const disabled = form.pending;
  const fieldProps = {
    draft,
    errorOf,
    onSet: form.set,
    onLeave: form.leave,
    onToggleService: toggleService,
    disabled,
  };
  const hasErrors = SAVED_BRIEF_FIELDS.some((field) => form.errorOf(field));
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-busy={disabled}
      onSubmit={(e) => void onSave(e)}
      className="flex flex-col gap-8"
      data-testid="search-form"
    >
      <Panel id="search-property" title={copy.sections.property}>
        <SearchQuestions group="property" {...fieldProps} />
      </Panel>
      <Panel id="search-budget" title={copy.sections.budget}>
        <SearchQuestions group="budget" {...fieldProps} />
      </Panel>
      <Panel id="search-services" title={copy.sections.services}>
        <SearchQuestions group="services" {...fieldProps} />
      </Panel>
      <Panel id="search-contact" title={copy.sections.contact} intro={copy.contactAs(user.name, user.email)}>
        <SearchQuestions group="contactWay" {...fieldProps} />
      </Panel>
      <div className="flex flex-col gap-4">
        <p aria-live="polite" className={hasErrors ? 'border-l-2 border-danger pl-4 font-semibold text-danger' : 'sr-only'}>
          {hasErrors ? copy.checkFields : ''}
        </p>
        <FormAlert>{form.formError && !hasErrors ? errorText(form.formError) : null}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="outline" disabled={disabled}>
            {form.pending && !sending ? a.common.saving : copy.save}
          </Button>
          <Button variant="premium" disabled={disabled} onClick={() => void onSend()}>
            {sending ? copy.sending : copy.send}
          </Button>
        </div>
        <p className="max-w-prose text-sm text-ink-muted">{copy.sendNote}</p>
      </div>
    </form>
  );
}
