import { Component, type ErrorInfo, type ReactNode } from 'react';
import { OfflinePage, isNetworkError } from './OfflinePage';

interface Props {
  children: ReactNode;
  /** What replaces the failed area; nothing by default: the failing area is hidden. */
  fallback?: ReactNode;
  /** Names the area in the warning, so a hidden header is findable in the console. */
  area?: string;
  /**
   * For a whole page: when the failure comes from a missing connection (a route chunk that
   * could not be fetched), explain that the visitor is offline instead of hiding the page.
   */
  offlinePage?: boolean;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Hides one failing area of the screen instead of letting it blank the whole app. Give it a
 * `key` (the path, say) to give the area a fresh chance when the user moves on.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(
      `Hid the ${this.props.area ?? 'screen area'} after a render error:`,
      error,
      info.componentStack,
    );
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // React.lazy remembers a failed import, so only a reload (the default Retry) loads it again.
    if (this.props.offlinePage && isNetworkError(this.state.error)) return <OfflinePage />;
    return this.props.fallback ?? null;
  }
}
