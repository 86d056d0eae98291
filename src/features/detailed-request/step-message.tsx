/**
 * Why a step cannot go on ('Por favor, complete todos los campos obligatorios.'): a polite live region
 * that is always in the page, so the first message is announced too; visually hidden while empty.
 */
export function StepMessage({ text }: { text: string }) {
  return (
    <p
      aria-live="polite"
      data-testid="step-message"
      className={text ? 'mb-6 border-l-2 border-danger pl-4 font-semibold text-danger' : 'sr-only'}
    >
      {text}
    </p>
  );
}
