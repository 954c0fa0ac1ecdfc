import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaErrorFallback } from './area-error-fallback';

/** Props of `AreaErrorBoundary`. */
export interface AreaErrorBoundaryProps {
  children: ReactNode;
  /** area name for the log line (e.g. 'mfe-cast') */
  area?: string;
  /** called with every caught error (e.g. to track it) after it is logged */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface AreaErrorBoundaryState {
  error: Error | null;
}

/**
 * Keeps an error in one area from blanking the page: logs it and shows 'Tivemos um problema' with a
 * retry button that renders the children again.
 */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, AreaErrorBoundaryState> {
  override state: AreaErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): AreaErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.area ?? 'area'}] erro de renderização`, error, info.componentStack);
    this.props.onError?.(error, info);
  }

  private readonly reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <AreaErrorFallback onRetry={this.reset} />;
    return this.props.children;
  }
}
