import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, FIELD_CONTROL_CLASSES } from '../../../../components/ui/field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { PASSKEY_NAME_MAX_CHARS } from '../../../../domain/accounts/account-schemas.ts';
import { cn } from '../../../../lib/cn.ts';
import { useAddPasskey, usePasskeys } from '../../api/passkeys.ts';
import { FormAlert } from '../../form/fields.tsx';
import { useAccountsI18n } from '../../use-accounts-i18n.ts';
import { Panel, ReadView } from '../panel.tsx';
import { PasskeyItem } from './passkey-item.tsx';

/** The account's passkeys: add one (named), rename, remove. */
export function PasskeysPanel() {
  const { a } = useAccountsI18n();
  const read = usePasskeys();
  const copy = a.portal.account.passkeys;
  return (
    <Panel id="account-passkeys" title={copy.title} intro={copy.intro}>
      <ReadView read={read}>
        {(passkeys) => (
          <div className="flex flex-col gap-8">
            {passkeys.length === 0 ? (
              <p className="text-ink-muted">{copy.empty}</p>
            ) : (
              <ul className="divide-y divide-stone-300 border-y border-stone-300" data-testid="passkeys-list">
                {passkeys.map((passkey) => (
                  <PasskeyItem key={passkey.id} passkey={passkey} />
                ))}
              </ul>
            )}
            <AddPasskey />
          </div>
        )}
      </ReadView>
    </Panel>
  );
}

function AddPasskey() {
  const { a, m, errorText } = useAccountsI18n();
  const { show } = useToast();
  const copy = a.portal.account.passkeys;
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addPasskey = useAddPasskey();
  const add = async () => {
    setError(null);
    const { passkeysSupported } = await import('../../api/passkey-ceremony.ts');
    if (!passkeysSupported()) return setError(copy.unsupported);
    const outcome = await addPasskey.mutateAsync(name.trim() || copy.defaultName);
    if (!outcome.ok) return setError(outcome.cancelled ? copy.cancelled : errorText(outcome.code));
    setName('');
    show({ title: m.messages.passkeyAdded });
  };
  return (
    <form
      className="flex flex-col gap-4 border-t border-stone-300 pt-6"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Field id={id} label={copy.name} hint={copy.nameHint} className="sm:max-w-md">
        {(wiring) => (
          <input
            {...wiring}
            name="passkeyName"
            maxLength={PASSKEY_NAME_MAX_CHARS}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={cn(FIELD_CONTROL_CLASSES, 'h-12 bg-white')}
          />
        )}
      </Field>
      <FormAlert>{error}</FormAlert>
      <div>
        <Button type="submit" variant="outline" disabled={addPasskey.isPending}>
          {addPasskey.isPending ? a.common.sending : copy.add}
        </Button>
      </div>
    </form>
  );
}
