import { TextField } from '../../../components/form/text-field.tsx';
import type { Identity } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { fieldOf, setTo, type Update } from './draft.ts';
import { useFieldErrors } from './field-errors.ts';
import { CheckField, Section } from './section.tsx';

/** The identity's main fields: names, e-mail, phone (and whether it is in service), address, NIF. */
export function IdentityEditor({ identity, update }: { identity: Identity; update: Update<Identity> }) {
  const text = useWorkspaceCopy().ui.studio.identity;
  const errorOf = useFieldErrors();
  const phone = fieldOf(update, 'phone');
  const address = fieldOf(update, 'address');
  /** A text field of the identity, its form name its path (`identity.phone.e164`). */
  const field = (name: string, label: string, value: string, onChange: (value: string) => void, type?: string) => (
    <TextField
      key={name}
      name={`identity.${name}`}
      label={label}
      value={value}
      type={type}
      onValueChange={onChange}
      error={errorOf(`identity.${name}`)}
    />
  );
  return (
    <Section id="studio-identity" heading={text.heading} item="identity">
      <div className="grid gap-4 md:grid-cols-2">
        {field('name', text.name, identity.name, setTo(fieldOf(update, 'name')))}
        {field('legalName', text.legalName, identity.legalName, setTo(fieldOf(update, 'legalName')))}
        {field('email', text.email, identity.email, setTo(fieldOf(update, 'email')), 'email')}
        {field('phone.e164', text.phoneE164, identity.phone.e164, setTo(fieldOf(phone, 'e164')), 'tel')}
        {field('phone.display', text.phoneDisplay, identity.phone.display, setTo(fieldOf(phone, 'display')))}
        {field('address.street', text.street, identity.address.street, setTo(fieldOf(address, 'street')))}
        {field('address.postalCode', text.postalCode, identity.address.postalCode, setTo(fieldOf(address, 'postalCode')))}
        {field('address.city', text.city, identity.address.city, setTo(fieldOf(address, 'city')))}
        <TextField
          name="identity.nif"
          label={text.nif}
          hint={text.nifHint}
          value={identity.nif ?? ''}
          onValueChange={(v) => setTo(fieldOf(update, 'nif'))(v.trim() === '' ? null : v.trim().toUpperCase())}
          error={errorOf('identity.nif')}
        />
      </div>
      <CheckField label={text.phonePending} checked={identity.phone.pending} onChange={setTo(fieldOf(phone, 'pending'))} />
    </Section>
  );
}
