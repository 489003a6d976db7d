export const bannerCss = `
.pui-banner {
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: var(--pui-space-3);
  padding: var(--pui-space-3) var(--pui-space-4);
  border: 1px solid transparent;
  border-left-width: 4px;
  border-radius: var(--pui-radius-md);
  font-size: var(--pui-font-size-sm);
  line-height: var(--pui-line-height-normal);
}
.pui-banner__icon { display: inline-flex; padding-top: 0.05rem; }
.pui-banner__content { display: grid; gap: var(--pui-space-1); min-width: 0; overflow-wrap: anywhere; }
.pui-banner__title { margin: 0; font-weight: var(--pui-font-weight-bold); font-size: var(--pui-font-size-md); line-height: var(--pui-line-height-snug); }
.pui-banner__message > :first-child { margin-top: 0; }
.pui-banner__message > :last-child { margin-bottom: 0; }
.pui-banner__actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-2); margin-top: var(--pui-space-2); }
.pui-banner__dismiss {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  margin: calc(-1 * var(--pui-space-1)) calc(-1 * var(--pui-space-2)) 0 0;
  border: 0;
  border-radius: var(--pui-radius-sm);
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.75;
}
.pui-banner__dismiss:hover { opacity: 1; background: rgba(0, 0, 0, 0.06); }
.pui-banner__dismiss:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); opacity: 1; }
.pui-banner--info { background: var(--pui-color-info-soft); border-color: #c5d8f0; border-left-color: var(--pui-color-info); color: var(--pui-color-info-ink); }
.pui-banner--success { background: var(--pui-color-success-soft); border-color: #c4e3cf; border-left-color: var(--pui-color-success); color: var(--pui-color-success-ink); }
.pui-banner--warning { background: var(--pui-color-warning-soft); border-color: #f3dcb0; border-left-color: var(--pui-color-warning); color: var(--pui-color-warning-ink); }
.pui-banner--error { background: var(--pui-color-danger-soft); border-color: #f2c6c3; border-left-color: var(--pui-color-danger); color: var(--pui-color-danger-ink); }
`;
