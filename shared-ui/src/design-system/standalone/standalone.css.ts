/** The frame of a remote running on its own origin (StandaloneApp): a compact branded header. */
export const standaloneCss = `
.pui-standalone { min-height: 100vh; display: flex; flex-direction: column; background: var(--pui-color-bg); }
.pui-standalone__header {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--pui-space-3) var(--pui-space-6);
  padding: var(--pui-space-3) var(--pui-space-6);
  background: var(--pui-color-primary); color: var(--pui-color-primary-contrast);
}
.pui-standalone__title { margin: 0; font-weight: 700; }
.pui-standalone__nav ul { display: flex; flex-wrap: wrap; gap: var(--pui-space-1); margin: 0; padding: 0; list-style: none; }
.pui-standalone__nav a {
  display: block; padding: var(--pui-space-2) var(--pui-space-3); border-radius: var(--pui-radius-md);
  color: inherit; text-decoration: none;
}
.pui-standalone__nav a:hover { background: rgb(255 255 255 / 0.12); }
.pui-standalone__nav a[aria-current='page'] { background: rgb(255 255 255 / 0.2); box-shadow: inset 0 -3px 0 var(--pui-color-accent); }
.pui-standalone__user { margin-left: auto; display: flex; align-items: center; gap: var(--pui-space-3); }
.pui-standalone__user .pui-button { color: inherit; }
.pui-standalone__health {
  padding: var(--pui-space-3) var(--pui-space-6); text-align: center; font-weight: 600;
  background: var(--pui-color-warning-soft); color: var(--pui-color-warning-ink);
}
.pui-standalone__main { flex: 1; }
`;
