import { Component, Fragment, type ReactNode } from 'react';
import { LoadAttempt, nextLoadAttempt } from '../../ui/lazy-loaded';
import { ScreenNotLoaded } from '../pages/ScreenNotLoaded';

interface State {
  error: unknown;
  /** A new one per retry: the screen mounts afresh and asks for its chunk again (LoadAttempt). */
  attempt: number;
}

/**
 * Keeps a screen that cannot render (its chunk or style sheet did not load: offline with no service
 * worker, a first visit, a private window) inside the shell. Without it the error left React's root
 * and the whole app, header and menu included, went blank.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  private readonly retry = () => this.setState({ error: null, attempt: nextLoadAttempt() });

  override render() {
    if (this.state.error) return <ScreenNotLoaded error={this.state.error} onRetry={this.retry} />;
    return (
      <LoadAttempt.Provider value={this.state.attempt}>
        <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
      </LoadAttempt.Provider>
    );
  }
}
