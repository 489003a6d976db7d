/** The green closing band with a call to action (About, Get involved). */
export const actionBandCss = `
.ps-band {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pui-space-6);
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: var(--pui-radius-xl);
  background:
    radial-gradient(circle at 100% 0, rgb(242 183 5 / 0.28), transparent 45%),
    linear-gradient(135deg, var(--pui-color-primary), var(--pui-color-primary-active));
  color: var(--pui-color-primary-contrast);
  box-shadow: var(--pui-shadow-lg);
}
.ps-band__text { flex: 1 1 24rem; display: grid; gap: var(--pui-space-2); }
.ps-band__title { margin: 0; font-size: var(--pui-font-size-3xl); font-weight: var(--pui-font-weight-bold); line-height: var(--pui-line-height-tight); }
.ps-band__lead { margin: 0; max-width: 60ch; color: rgb(255 255 255 / 0.92); }
.ps-band__actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-3); }
.ps-band .pui-button--primary { background: var(--pui-color-accent); color: var(--pui-color-text); }
.ps-band .pui-button--primary:hover { background: var(--pui-color-accent-soft); }
.ps-band .pui-button--secondary { background: transparent; color: var(--pui-color-primary-contrast); border-color: rgb(255 255 255 / 0.7); }
.ps-band .pui-button--secondary:hover { background: rgb(255 255 255 / 0.12); border-color: var(--pui-color-primary-contrast); }
`;
