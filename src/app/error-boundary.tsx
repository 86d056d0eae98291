import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';
import { useI18n } from '../i18n/index.tsx';

type Props = { children: ReactNode; onError?: (error: Error, info: ErrorInfo) => void };
type State = { hasError: boolean };

/** Catches rendering errors below it and shows the spec's fallback with retry and reload. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => this.setState({ hasError: false });

  override render() {
    return this.state.hasError ? <ErrorFallback onRetry={this.retry} /> : this.props.children;
  }
}

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  const copy = t.common.errorBoundary;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-24 text-center"
    >
      <h1 className="font-display text-4xl text-ink">{copy.title}</h1>
      <p className="text-lg text-ink-muted">{copy.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{copy.retry}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {copy.reload}
        </Button>
      </div>
    </div>
  );
}
