import type { FormEvent, HTMLAttributes, ReactNode } from 'react';
import { TextField } from '../../components/form/text-field.tsx';
import type { SchemaForm } from '../../components/form/use-schema-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { FormMessage } from './form-message.tsx';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

/** One text field of a workspace form; the control's id is given (a step focuses it, tests name it). */
export type StaffField = {
  name: string;
  id: string;
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  hint?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

export type StaffFormProps = {
  form: SchemaForm;
  onSubmit: (event: FormEvent) => void;
  heading?: string;
  intro?: string;
  fields: readonly StaffField[];
  submit: string;
  /** How the API's codes are said (the workspace API's catalogue by default; the accounts' for `/api/auth`). */
  text?: (code: string, retryAfterS?: number | null) => string;
  error?: string;
  done?: string;
  variant?: 'destructive';
  className?: string;
  children?: ReactNode;
};

/**
 * A workspace form: its heading and introduction, what it shows first (`children`), its text fields
 * (each with its own verdict from the API), the form's outcome and its button.
 */
export function StaffForm({
  form,
  onSubmit,
  heading,
  intro,
  fields,
  submit,
  text,
  error,
  done,
  variant,
  className = 'flex max-w-md flex-col gap-6',
  children,
}: StaffFormProps) {
  const { errorText, ui } = useWorkspaceCopy();
  // Every password field has the button that shows what was typed, as the clients' forms do (issue 22).
  const reveal = { show: ui.password.show, hide: ui.password.hide };
  return (
    <form ref={form.formRef} onSubmit={onSubmit} className={className} noValidate>
      {heading ? <h2 className="font-display text-2xl text-ink">{heading}</h2> : null}
      {intro ? <p className={cn(heading ? 'text-ink-muted' : 'text-sm text-ink-muted')}>{intro}</p> : null}
      {children}
      {fields.map(({ name, ...field }) => (
        <TextField
          key={name}
          {...form.textField(name, text ?? errorText)}
          {...field}
          reveal={field.type === 'password' ? reveal : undefined}
          required
        />
      ))}
      <FormMessage form={form} text={text} error={error} done={done} />
      <Button type="submit" variant={variant} disabled={form.pending} className={variant ? 'self-start' : undefined}>
        {submit}
      </Button>
    </form>
  );
}
