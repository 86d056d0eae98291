import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { pathFor } from '../../../../config/routes.ts';
import { DeleteAccountBodySchema } from '../../../../domain/accounts/account-schemas.ts';
import type { ApiResult } from '../../../../lib/api-client.ts';
import { useRouter } from '../../../../lib/router.tsx';
import { sessionStore } from '../../../../lib/session.ts';
import { deleteAccount } from '../../api/account.ts';
import { PasswordField } from '../../form/account-fields.tsx';
import { AccountForm, FormAlert } from '../../form/fields.tsx';
import { useAccountForm } from '../../form/use-account-form.ts';
import { useAccountsI18n } from '../../use-accounts-i18n.ts';
import { Panel } from '../panel.tsx';

/**
 * Deleting the account, confirmed with the password, or with a passkey (a sign-in with it makes the
 * session fresh enough for the server to delete without a password). Everything goes; the visitor
 * lands on the home page, signed out.
 */
export function DeleteAccountPanel() {
  const { a } = useAccountsI18n();
  const copy = a.portal.account.deletion;
  const [open, setOpen] = useState(false);
  return (
    <Panel id="account-deletion" title={copy.title} intro={copy.intro} tone="danger">
      {open ? (
        <Confirmation onCancel={() => setOpen(false)} />
      ) : (
        <Button variant="outline-destructive" onClick={() => setOpen(true)}>
          {copy.open}
        </Button>
      )}
    </Panel>
  );
}

function Confirmation({ onCancel }: { onCancel: () => void }) {
  const { a, m, lang, errorText } = useAccountsI18n();
  const { show } = useToast();
  const { navigate } = useRouter();
  const copy = a.portal.account.deletion;
  const heading = useRef<HTMLHeadingElement>(null);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const form = useAccountForm({ schema: DeleteAccountBodySchema.required(), initial: { password: '' } });
  useEffect(() => heading.current?.focus(), []);

  const deleted = (result: ApiResult<unknown>) => {
    if (!result.ok) return result;
    sessionStore.set(null);
    show({ title: m.messages.accountDeleted });
    navigate(pathFor('home', lang));
    return { ok: true as const };
  };
  const submit = form.handleSubmit(async (body) => deleted(await deleteAccount(body, lang)));
  const withPasskey = async () => {
    setPasskeyError(null);
    const { signInWithPasskey } = await import('../../api/passkey-ceremony.ts');
    const outcome = await signInWithPasskey(lang);
    if (!outcome.ok) return setPasskeyError(outcome.cancelled ? copy.passkeyCancelled : errorText(outcome.code));
    const result = deleted(await deleteAccount({}, lang));
    if (!result.ok) setPasskeyError(errorText(result.code));
  };

  return (
    <div className="flex flex-col gap-6" data-testid="delete-account">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
        {copy.confirmTitle}
      </h3>
      <AccountForm
        form={form}
        onSubmit={submit}
        submit={{ label: copy.submit }}
        variant="destructive"
        className="flex flex-col gap-4 sm:max-w-md"
        actions={
          <Button variant="ghost" onClick={onCancel}>
            {a.common.cancel}
          </Button>
        }
      >
        <p className="text-ink-muted">{copy.byPassword}</p>
        <PasswordField form={form} name="password" autoComplete="current-password" label={copy.password} />
      </AccountForm>
      <div className="flex flex-col items-start gap-3 border-t border-stone-300 pt-6">
        <Button variant="link" size="sm" onClick={() => void withPasskey()}>
          {copy.byPasskey}
        </Button>
        <FormAlert>{passkeyError}</FormAlert>
      </div>
    </div>
  );
}
