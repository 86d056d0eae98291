import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, FIELD_CONTROL_CLASSES } from '../../../../components/ui/field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { PASSKEY_NAME_MAX_CHARS } from '../../../../domain/accounts/account-schemas.ts';
import type { Passkey } from '../../../../domain/accounts/index.ts';
import type { ApiResult } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { useRemovePasskey, useRenamePasskey } from '../../api/passkeys.ts';
import { FormAlert } from '../../form/fields.tsx';
import { KeyIcon } from '../../icons.tsx';
import { useAccountsI18n } from '../../use-accounts-i18n.ts';

type Mode = 'view' | 'rename' | 'remove';

/** One passkey: its name and date, renamed in place, removed after a confirmation. */
export function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const { a, m, format, errorText } = useAccountsI18n();
  const { show } = useToast();
  const copy = a.portal.account.passkeys;
  const name = passkey.name || copy.defaultName;
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const pending = rename.isPending || remove.isPending;
  const inputId = useId();
  const focusTarget = useRef<HTMLElement | null>(null);
  useEffect(() => focusTarget.current?.focus(), [mode]);

  const send = async (write: Promise<ApiResult<unknown>>, done: string) => {
    setError(null);
    const result = await write;
    if (!result.ok) return setError(errorText(result.code));
    show({ title: done });
    setMode('view');
  };

  return (
    <li data-testid="passkey" className="flex flex-col gap-4 py-5">
      <div className="flex items-start gap-4">
        <span className="mt-1 text-brass-700">
          <KeyIcon />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">{name}</p>
          <p className="text-sm text-ink-muted">{copy.addedOn(format.day(passkey.createdAt))}</p>
        </div>
        {mode === 'view' ? (
          <div role="group" aria-label={copy.actionsFor(name)} className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setMode('rename')}>
              {copy.rename}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode('remove')}>
              {copy.remove}
            </Button>
          </div>
        ) : null}
      </div>
      {mode === 'rename' ? (
        <form
          className="flex flex-col gap-3 sm:pl-9"
          onSubmit={(event) => {
            event.preventDefault();
            void send(rename.mutateAsync({ id: passkey.id, name: draft.trim() || copy.defaultName }), m.messages.passkeyRenamed);
          }}
        >
          <Field id={inputId} label={copy.name} className="sm:max-w-md">
            {(wiring) => (
              <input
                {...wiring}
                ref={(element) => {
                  focusTarget.current = element;
                }}
                maxLength={PASSKEY_NAME_MAX_CHARS}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                className={cn(FIELD_CONTROL_CLASSES, 'h-12 bg-white')}
              />
            )}
          </Field>
          <FormAlert>{error}</FormAlert>
          <div className="flex gap-3">
            <Button type="submit" size="sm" disabled={pending}>
              {a.common.save}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
              {a.common.cancel}
            </Button>
          </div>
        </form>
      ) : null}
      {mode === 'remove' ? (
        <div className="flex flex-col gap-3 border-l-2 border-danger pl-4 sm:ml-9">
          <p
            ref={(element) => {
              focusTarget.current = element;
            }}
            tabIndex={-1}
            className="font-semibold text-ink outline-none"
          >
            {copy.confirmRemove(name)}
          </p>
          <FormAlert>{error}</FormAlert>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="destructive"
              size="sm"
              disabled={pending}
              onClick={() => void send(remove.mutateAsync(passkey.id), m.messages.passkeyRemoved)}
            >
              {copy.confirm}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
              {a.common.cancel}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
