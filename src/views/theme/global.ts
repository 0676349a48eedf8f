import { css } from "@linaria/core";

/**
 * Global styles and theme variables. A client's branding overrides the `--brand-*` variables
 * (primary colour), so every component reads colours from here.
 */
export const globalStyles = css`
  :global() {
    :root {
      --brand-primary: #4f46e5;
      --brand-primary-contrast: #ffffff;
      --brand-primary-soft: #eef2ff;
      --ink: #111827;
      --ink-muted: #4b5563;
      --surface: #ffffff;
      --surface-muted: #f8fafc;
      --line: #e5e7eb;
      --danger: #b91c1c;
      --success: #15803d;
      --warning: #b45309;
      --on-tone: #ffffff;
      --backdrop: rgb(15 23 42 / 55%);
      --veil: rgb(255 255 255 / 88%);
      --radius: 12px;
      --shadow: 0 1px 2px rgb(15 23 42 / 6%), 0 4px 16px rgb(15 23 42 / 6%);
      --shadow-docked: 0 -4px 16px rgb(15 23 42 / 10%);
      --font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
      --content-width: 1200px;
      --header-height: 64px;
    }

    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html,
    body {
      margin: 0;
      padding: 0;
    }

    body {
      font-family: var(--font);
      color: var(--ink);
      background: var(--surface-muted);
      line-height: 1.5;
      -webkit-font-smoothing: antialiased;
    }

    a {
      color: inherit;
    }

    :focus-visible {
      outline: 3px solid var(--brand-primary);
      outline-offset: 2px;
    }

    #root {
      min-height: 100vh;
      display: flex;
      flex-direction: column;
    }
  }
`;
