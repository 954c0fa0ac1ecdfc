import { Global, css } from '@emotion/react';
import { usePlatformTheme } from './use-platform-theme';

/** Page-wide CSS, mounted once by the host (remotes never write global CSS). */
export function GlobalStyles() {
  const theme = usePlatformTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: ${theme.fontFamily};
          font-size: ${theme.fontSizes.md}px;
          line-height: ${theme.lineHeights.body};
          color: ${theme.colors.text};
          background: ${theme.colors.background};
          color-scheme: ${theme.dark ? 'dark' : 'light'};
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px !important;
          height: 1px !important;
          padding: 0 !important;
          margin: -1px !important;
          overflow: hidden !important;
          clip: rect(0, 0, 0, 0) !important;
          white-space: nowrap !important;
          border: 0 !important;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}
