import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'shared-design-system';
import { pageReload } from '../chrome/page-reload';

export const ERROR_TITLE = 'Tivemos um problema';
export const ERROR_TEXT = 'Por favor, tente atualizar a página em alguns minutos.';
export const ERROR_RETRY = 'Tentar novamente';
export const FALLBACK_TEXT = 'Não foi possível mostrar esta página.';
export const FALLBACK_HOME = 'Voltar para o início';

/** Any other error (spec 1 §2): the retry reloads the page. */
export function GenericErrorPage() {
  return (
    <section
      aria-labelledby="error-page-title"
      css={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}
    >
      <h1 id="error-page-title">{ERROR_TITLE}</h1>
      <p>{ERROR_TEXT}</p>
      <Button onClick={() => pageReload.reload()}>{ERROR_RETRY}</Button>
    </section>
  );
}

/** The last resort when the error page itself fails: plain markup, a link home, nothing that can throw. */
export function ErrorPageFallback() {
  return (
    <section aria-labelledby="error-fallback-title" style={{ margin: '48px auto', textAlign: 'center' }}>
      <h1 id="error-fallback-title">{ERROR_TITLE}</h1>
      <p>{FALLBACK_TEXT}</p>
      <a href="/">{FALLBACK_HOME}</a>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  label: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[host-shell] ${this.props.label}`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A page that throws shows the generic error page; if that page throws too, the plain fallback with a link
 * home (spec 1 §2).
 */
export function ShellPageBoundary({
  children,
  errorPage = <GenericErrorPage />,
}: {
  children: ReactNode;
  /** replaceable so a test can make the error page itself fail */
  errorPage?: ReactNode;
}) {
  return (
    <Boundary label="the error page failed" fallback={<ErrorPageFallback />}>
      <Boundary label="a shell page failed" fallback={errorPage}>
        {children}
      </Boundary>
    </Boundary>
  );
}
