import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What replaces the failed area; nothing by default (the accounts and office specification: the failing area is hidden). */
  fallback?: ReactNode;
  /** Names the area in the warning, so a hidden header is findable in the console. */
  area?: string;
}

interface State {
  failed: boolean;
}

/**
 * Hides one failing area of the screen instead of letting it blank the whole app. Give it a
 * `key` (the path, say) to give the area a fresh chance when the user moves on.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(
      `Hid the ${this.props.area ?? 'screen area'} after a render error:`,
      error,
      info.componentStack,
    );
  }

  render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
