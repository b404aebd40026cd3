import { Component, type ReactNode } from 'react';
import { env } from '@/config/env';

/** Last resort when a screen fails to load or render: say so plainly and offer a way on. */
function ScreenFailed() {
  return (
    <div className="screen-error">
      <h1>Something went wrong</h1>
      <p>{env.productName} could not show this page. Please reload it, or try again in a few minutes.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}

interface ScreenErrorBoundaryProps {
  /**
   * The screen's path: going to another screen tries again. Without it the failure stays until a reload.
   * Not a `key`: that would remount the map when a data view opens over it.
   */
  screen?: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  failed: boolean;
  screen: string | undefined;
}

/**
 * A screen that throws while loading (a chunk a new release removed) or rendering shows ScreenFailed.
 * Around the screens it sits inside the layout, so the header and menu still lead elsewhere; around the
 * whole app it catches a failing layout. React offers this only as a class.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { failed: false, screen: this.props.screen };

  static getDerivedStateFromError(): Partial<ScreenErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    return props.screen === state.screen ? null : { failed: false, screen: props.screen };
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
