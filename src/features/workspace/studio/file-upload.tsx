import { useId } from 'react';
import { Field } from '../../../components/ui/field.tsx';

/**
 * The studio's file picker, with its label, hint and error (a refusal is read with the field):
 * a picked file is handed over and the picker emptied, so the same file can be picked again after a
 * refusal. `accept` only guides the picker; the server checks the bytes whatever is picked.
 */
export function FileUpload({
  label,
  hint,
  error,
  accept,
  disabled,
  onFile,
  className,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(wiring) => (
        <input
          {...wiring}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
          className="text-sm text-ink file:mr-3 file:min-h-11 file:border file:border-ink file:bg-ivory file:px-4 file:text-sm file:text-ink"
        />
      )}
    </Field>
  );
}
