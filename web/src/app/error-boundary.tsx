import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { I18n } from '../i18n/i18n';
import { sessionLog } from '../tracking/session-log';

type Props = { i18n: I18n; children: ReactNode };

/** Behaviour §8 "Render failure": the fallback says 'Something went wrong. Please, try again later.' */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info);
    // Behaviour §8: with session logging on, the failure goes to the recorder (its name and message, never the page's data).
    sessionLog.log('render-failure', { name: error.name, message: error.message });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page" id="main">
        <p role="alert" className="fallback-error">
          {this.props.i18n.t('errors>generic')}
        </p>
      </main>
    );
  }
}
