import { useId } from 'react';
import { Field, FIELD_CONTROL_CLASSES } from '../../../../components/ui/field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { ProfileUpdateSchema } from '../../../../domain/accounts/account-schemas.ts';
import type { AccountProfile } from '../../../../domain/accounts/index.ts';
import { sessionUserOf } from '../../../../lib/session-api.ts';
import { cn } from '../../../../lib/cn.ts';
import { sessionStore } from '../../../../lib/session.ts';
import { TextField } from '../../../../components/form/text-field.tsx';
import { AccountForm, ChoiceCards } from '../../form/fields.tsx';
import { useProfile, useUpdateProfile } from '../../api/profile.ts';
import { useAccountForm } from '../../form/use-account-form.ts';
import { useAccountsI18n } from '../../use-accounts-i18n.ts';
import { Panel, ReadView } from '../panel.tsx';

/** Name, language of the e-mails and buyer or seller; the e-mail is shown, not edited. */
export function ProfilePanel() {
  const read = useProfile();
  const { a } = useAccountsI18n();
  return (
    <Panel id="account-profile" title={a.portal.account.profile.title}>
      <ReadView read={read}>{({ user }) => <ProfileForm user={user} />}</ReadView>
    </Panel>
  );
}

function ProfileForm({ user }: { user: AccountProfile }) {
  const { a, m, errorText } = useAccountsI18n();
  const { show } = useToast();
  const updateProfile = useUpdateProfile();
  const copy = a.portal.account.profile;
  const emailId = useId();
  const langId = useId();
  const form = useAccountForm({
    schema: ProfileUpdateSchema,
    initial: { name: user.name, lang: user.lang, clientType: user.clientType },
  });
  const submit = form.handleSubmit(async (body) => {
    const result = await updateProfile.mutateAsync(body);
    if (!result.ok) return result;
    sessionStore.set(sessionUserOf(result.data.user));
    show({ title: m.messages.profileSaved });
    return { ok: true };
  });
  return (
    <AccountForm form={form} onSubmit={submit} submit={{ label: copy.submit, pending: a.common.saving }} testId="profile-form">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...form.textField('name', errorText)} autoComplete="name" required label={copy.name} />
        <Field id={emailId} label={copy.email} hint={copy.emailHint}>
          {(wiring) => (
            <input {...wiring} readOnly value={user.email} className={cn(FIELD_CONTROL_CLASSES, 'h-12 bg-stone-100')} />
          )}
        </Field>
        <Field id={langId} label={copy.lang}>
          {(wiring) => (
            <select
              {...wiring}
              name="lang"
              value={form.values.lang}
              onChange={(e) => form.set('lang', e.target.value)}
              className={cn(FIELD_CONTROL_CLASSES, 'h-12 pr-3')}
            >
              {(['es', 'en'] as const).map((code) => (
                <option key={code} value={code} lang={code}>
                  {copy.langs[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ChoiceCards
        form={form}
        name="clientType"
        legend={copy.clientType}
        options={[
          { value: 'buyer', label: copy.clientTypes.buyer, hint: a.signUp.buyerHint },
          { value: 'seller', label: copy.clientTypes.seller, hint: a.signUp.sellerHint },
        ]}
      />
    </AccountForm>
  );
}
