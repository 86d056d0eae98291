import { useRef, useState, type FormEvent } from 'react';
import { BudgetFields, ContactWayFields, PropertyFields, ServiceFields } from '../../../components/form/brief-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import {
  EMPTY_DETAILED_DRAFT,
  SAVED_BRIEF_FIELDS,
  draftOfSavedBrief,
  savedBriefBody,
  savedBriefErrors,
  type DetailedDraft,
  type DetailedField,
  type DetailedFieldErrors,
  type DetailedValueField,
} from '../../../domain/contact/detailed-steps.ts';
import type { BriefService } from '../../../domain/contact/detailed-limits.ts';
import { contactErrorKey, useI18n } from '../../../i18n/index.tsx';
import { apiRequest, PORTAL_API } from '../../../lib/account-api.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { FormAlert } from '../form/fields.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { Panel } from './panel.tsx';
import type { SavedSearch } from './portal-types.ts';

type Pending = 'save' | 'send' | null;

/**
 * The brief's questions on one page, grouped as the public brief's steps, checked with the same schema
 * (SavedBriefSchema) before they are saved. 'Enviar a la firma' saves what changed, then sends.
 */
export function SearchForm({
  user,
  search,
  onChanged,
}: {
  user: SessionUser;
  search: SavedSearch | null;
  onChanged: () => void;
}) {
  const { a, m, lang, errorText } = useAccountsI18n();
  const { tk } = useI18n();
  const { show } = useToast();
  const copy = a.portal.search;
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<DetailedDraft>(() => ({
    ...EMPTY_DETAILED_DRAFT,
    ...draftOfSavedBrief(search?.brief),
    name: user.name,
    email: user.email,
  }));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<DetailedFieldErrors>({});
  const [pending, setPending] = useState<Pending>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const errorOf = (field: DetailedField) => (errors[field] ? tk(contactErrorKey(errors[field])) : undefined);
  const forget = (...fields: DetailedField[]) =>
    setErrors((all) => {
      const rest = { ...all };
      for (const field of fields) delete rest[field];
      return rest;
    });
  const set = (field: DetailedValueField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setDirty(true);
    setFormError(null);
    // A new preference changes what phone and availability need: their old errors no longer apply.
    forget(field, ...(field === 'contactPreference' ? (['phone', 'availability'] as const) : []));
  };
  const toggleService = (service: BriefService, checked: boolean) => {
    setDraft((d) => ({
      ...d,
      services: checked ? [...d.services.filter((s) => s !== service), service] : d.services.filter((s) => s !== service),
    }));
    setDirty(true);
    setFormError(null);
    forget('services');
  };

  /** Checks with the shared schema and stores the brief; false (errors shown, focus moved) if it could not. */
  const save = async (): Promise<boolean> => {
    const found = savedBriefErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = SAVED_BRIEF_FIELDS.find((field) => found[field]);
      const form = formRef.current;
      requestAnimationFrame(() =>
        (
          form?.querySelector<HTMLElement>(`[name="${first}"]:checked`) ?? form?.querySelector<HTMLElement>(`[name="${first}"]`)
        )?.focus(),
      );
      return false;
    }
    const result = await apiRequest(`${PORTAL_API}/search`, { method: 'PUT', body: savedBriefBody(draft), lang });
    if (!result.ok) {
      setFormError(errorText(result.code));
      return false;
    }
    setDirty(false);
    return true;
  };

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending('save');
    const saved = await save();
    setPending(null);
    if (!saved) return;
    show({ title: m.messages.searchSaved });
    onChanged();
  };

  const onSend = async () => {
    if (pending) return;
    setPending('send');
    const saved = !dirty && search ? true : await save();
    if (!saved) return setPending(null);
    const result = await apiRequest(`${PORTAL_API}/search/send`, { method: 'POST', body: {}, lang });
    setPending(null);
    if (!result.ok) {
      setFormError(errorText(result.code));
      return;
    }
    show({ variant: 'success', title: m.messages.searchSent });
    onChanged();
  };

  const disabled = pending !== null;
  const fieldProps = { draft, errorOf, onSet: set, onToggleService: toggleService, disabled };
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={disabled}
      onSubmit={(e) => void onSave(e)}
      className="flex flex-col gap-8"
      data-testid="search-form"
    >
      <Panel id="search-property" title={copy.sections.property}>
        <div className="flex flex-col gap-8">
          <PropertyFields {...fieldProps} />
        </div>
      </Panel>
      <Panel id="search-budget" title={copy.sections.budget}>
        <div className="flex flex-col gap-8">
          <BudgetFields {...fieldProps} />
        </div>
      </Panel>
      <Panel id="search-services" title={copy.sections.services}>
        <div className="flex flex-col gap-8">
          <ServiceFields {...fieldProps} />
        </div>
      </Panel>
      <Panel id="search-contact" title={copy.sections.contact} intro={copy.contactAs(user.name, user.email)}>
        <div className="flex flex-col gap-8">
          <ContactWayFields {...fieldProps} />
        </div>
      </Panel>
      <div className="flex flex-col gap-4">
        <p aria-live="polite" className={hasErrors ? 'border-l-2 border-danger pl-4 font-semibold text-danger' : 'sr-only'}>
          {hasErrors ? copy.checkFields : ''}
        </p>
        <FormAlert>{formError}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="outline" disabled={disabled}>
            {pending === 'save' ? a.common.saving : copy.save}
          </Button>
          <Button variant="premium" disabled={disabled} onClick={() => void onSend()}>
            {pending === 'send' ? copy.sending : copy.send}
          </Button>
        </div>
        <p className="max-w-prose text-sm text-ink-muted">{copy.sendNote}</p>
      </div>
    </form>
  );
}
