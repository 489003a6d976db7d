/**
 * Design tokens of the party's design system: the one source of colour, spacing, radius, shadow, type and
 * focus values. They become CSS custom properties named `--pui-<group>-<name>` (declared on `:root` and
 * on `.pui-root`, so a subtree can re-theme itself), and `cssVar()` turns a token name into `var(...)`
 * for the rare inline style a remote needs.
 */
export const tokens = {
  color: {
    /** Deep party green: primary actions, links, headings' accents. */
    primary: '#0b6b3a',
    'primary-hover': '#095c32',
    'primary-active': '#074a28',
    'primary-soft': '#e7f3ec',
    'primary-contrast': '#ffffff',
    /** Party gold: highlights, the focus halo, the page-title rule. Never text on white (contrast). */
    accent: '#f2b705',
    'accent-soft': '#fdf5d8',
    'accent-ink': '#5e4500',
    danger: '#b3261e',
    'danger-hover': '#981f19',
    'danger-active': '#7e1914',
    'danger-soft': '#fcebea',
    'danger-ink': '#8c1d17',
    success: '#1b7a43',
    'success-soft': '#e6f4eb',
    'success-ink': '#135c32',
    warning: '#b86e00',
    'warning-soft': '#fff4df',
    'warning-ink': '#6e4200',
    info: '#1f5fa6',
    'info-soft': '#e8f0fa',
    'info-ink': '#174a82',
    'neutral-soft': '#eef1ef',
    'neutral-ink': '#3d4741',
    /** Page background behind cards. */
    bg: '#f5f7f5',
    /** Cards, dialogs, inputs. */
    surface: '#ffffff',
    'surface-raised': '#fbfcfb',
    'surface-sunken': '#eef1ef',
    text: '#18201b',
    'text-muted': '#55615a',
    'text-subtle': '#5f6b64',
    border: '#d5dcd7',
    'border-strong': '#a9b4ad',
    backdrop: 'rgba(10, 22, 15, 0.55)',
    'gray-50': '#f7f8f7',
    'gray-100': '#eef1ef',
    'gray-200': '#dfe4e0',
    'gray-300': '#c5cec8',
    'gray-400': '#a9b4ad',
    'gray-500': '#87938b',
    'gray-600': '#6f7b74',
    'gray-700': '#55615a',
    'gray-800': '#3d4741',
    'gray-900': '#18201b',
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 32, 22, 0.08)',
    md: '0 2px 4px rgba(16, 32, 22, 0.06), 0 4px 12px rgba(16, 32, 22, 0.08)',
    lg: '0 8px 24px rgba(16, 32, 22, 0.14), 0 2px 6px rgba(16, 32, 22, 0.08)',
    xl: '0 24px 48px rgba(16, 32, 22, 0.22), 0 4px 12px rgba(16, 32, 22, 0.1)',
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  'font-size': {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': 'clamp(1.625rem, 1.3rem + 1.2vw, 2rem)',
    '4xl': 'clamp(1.875rem, 1.4rem + 1.8vw, 2.5rem)',
  },
  'font-weight': {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  'line-height': {
    tight: '1.2',
    snug: '1.35',
    normal: '1.55',
  },
  focus: {
    /**
     * A green ring (3:1 or better against white and the page background) inside a gold halo. Paired with a
     * transparent outline so Windows high-contrast mode still draws a focus indicator.
     */
    ring: '0 0 0 2px #ffffff, 0 0 0 4px #0b6b3a, 0 0 0 7px rgba(242, 183, 5, 0.55)',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  z: {
    modal: '1000',
    toast: '1100',
  },
} as const;

export type Tokens = typeof tokens;
export type TokenGroup = keyof Tokens;
/** A token's full name, e.g. `color-primary` or `space-4`. */
export type TokenName = {
  [G in TokenGroup]: `${G}-${Extract<keyof Tokens[G], string>}`;
}[TokenGroup];
/** A step of the spacing scale, for the `gap` and `padding` props of layout helpers. */
export type Space = keyof Tokens['space'];

/** `var(--pui-<name>)`, for inline styles that must follow the theme. */
export function cssVar(name: TokenName): string {
  return `var(--pui-${name})`;
}

function declarations(): string {
  return Object.entries(tokens)
    .flatMap(([group, values]) =>
      Object.entries(values as Record<string, string>).map(
        ([name, value]) => `  --pui-${group}-${name}: ${value};`,
      ),
    )
    .join('\n');
}

/** The custom properties, on :root (portals such as dialogs and toasts live outside any wrapper). */
export const tokensCss = `:root, .pui-root {\n${declarations()}\n}\n`;
