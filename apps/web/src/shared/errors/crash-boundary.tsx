import { Component, type ReactNode } from 'react';
import { reportError } from './error-reporting';
import { PlainFailurePage } from './plain-failure-page';

/** Spec section 8's general messages, for a crash no route's error page could catch. */
export const crashText = {
  title: 'Oh no!',
  lines: ['Something went wrong', 'Try reloading the page or come back later.'],
} as const;

interface CrashBoundaryState {
  crashed: boolean;
}

/**
 * Around the whole app: a render crash outside the routes (the frame, the providers) would
 * otherwise leave a blank page. Route errors never get here; each route shows the error
 * page of spec section 2. The crash is reported as operation 'render'.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { operation: 'render' });
  }

  override render() {
    if (this.state.crashed) return <PlainFailurePage {...crashText} />;
    return this.props.children;
  }
}
