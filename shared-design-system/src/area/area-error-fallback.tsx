import { css } from '@emotion/react';
import { useId } from 'react';
import { Button } from '../components/button';
import { usePlatformTheme } from '../theme/use-platform-theme';

// Spec 1 §2 "Any other error" texts, quoted exactly.
export const AREA_ERROR_TITLE = 'Tivemos um problema';
export const AREA_ERROR_TEXT = 'Por favor, tente atualizar a página em alguns minutos.';
export const AREA_ERROR_RETRY = 'Tentar novamente';

/** Props of `AreaErrorFallback`. */
export interface AreaErrorFallbackProps {
  /** what the retry button does: reset the boundary, or reload the page when nothing else can help */
  onRetry: () => void;
}

/**
 * What an area shows instead of crashing: 'Tivemos um problema' with a retry button. Reads the theme
 * defensively (no provider above it in single-spa's own error boundary).
 */
export function AreaErrorFallback({ onRetry }: AreaErrorFallbackProps) {
  const theme = usePlatformTheme();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space.sm}px;
        padding: ${theme.space.xl}px ${theme.space.md}px;
        text-align: center;
        color: ${theme.colors.text};
        font-family: ${theme.fontFamily};
      `}
    >
      <h2
        id={headingId}
        css={{ margin: 0, fontSize: theme.fontSizes.xl, lineHeight: theme.lineHeights.heading }}
      >
        {AREA_ERROR_TITLE}
      </h2>
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.md }}>
        {AREA_ERROR_TEXT}
      </p>
      <Button onClick={onRetry}>{AREA_ERROR_RETRY}</Button>
    </section>
  );
}
