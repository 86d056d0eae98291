export type ToastVariant = 'success' | 'error';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * The form (or other source) whose outcome the toast reports. Its next outcome supersedes its error
   * toasts: "Email inválido" does not stay beside "Mensaje enviado" (issue 24).
   */
  source?: string;
};

export type Toast = ToastInput & { id: number };

/** The toasts without `source`'s error toasts (its latest outcome succeeded, or superseded them). */
export function withoutErrorsOf(all: readonly Toast[], source: string | undefined): Toast[] {
  if (source === undefined) return [...all];
  return all.filter((t) => !(t.source === source && t.variant === 'error'));
}

/** The toasts once `toast` arrives: what it supersedes (its source's error toasts) goes, it joins the end. */
export function addToast(all: readonly Toast[], toast: Toast): Toast[] {
  return [...withoutErrorsOf(all, toast.source), toast];
}
