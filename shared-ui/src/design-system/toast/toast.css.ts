export const toastCss = `
.pui-toasts {
  position: fixed;
  right: var(--pui-space-4);
  bottom: var(--pui-space-4);
  z-index: var(--pui-z-toast);
  width: min(24rem, calc(100vw - 2 * var(--pui-space-4)));
  pointer-events: none;
}
.pui-toasts__list { display: flex; flex-direction: column; gap: var(--pui-space-3); margin: 0; padding: 0; list-style: none; }
.pui-toast {
  pointer-events: auto;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: var(--pui-space-3);
  padding: var(--pui-space-3) var(--pui-space-4);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-left: 4px solid var(--pui-color-info);
  border-radius: var(--pui-radius-md);
  box-shadow: var(--pui-shadow-lg);
  color: var(--pui-color-text);
  font-size: var(--pui-font-size-sm);
  animation: pui-slide-in var(--pui-motion-normal) var(--pui-motion-easing);
}
.pui-toast__icon { display: inline-flex; padding-top: 0.05rem; color: var(--pui-color-info); }
.pui-toast__content { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.pui-toast__title { margin: 0; font-weight: var(--pui-font-weight-bold); }
.pui-toast__message { margin: 0; color: var(--pui-color-text-muted); }
.pui-toast__title + .pui-toast__message { font-size: var(--pui-font-size-sm); }
.pui-toast--success { border-left-color: var(--pui-color-success); }
.pui-toast--success .pui-toast__icon { color: var(--pui-color-success); }
.pui-toast--warning { border-left-color: var(--pui-color-warning); }
.pui-toast--warning .pui-toast__icon { color: var(--pui-color-warning); }
.pui-toast--error { border-left-color: var(--pui-color-danger); }
.pui-toast--error .pui-toast__icon { color: var(--pui-color-danger); }
.pui-toast__dismiss {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  margin: -2px -6px 0 0;
  border: 0;
  border-radius: var(--pui-radius-sm);
  background: transparent;
  color: var(--pui-color-text-muted);
  cursor: pointer;
}
.pui-toast__dismiss:hover { background: var(--pui-color-neutral-soft); color: var(--pui-color-text); }
.pui-toast__dismiss:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }
@media (max-width: 30rem) {
  .pui-toasts { left: var(--pui-space-2); right: var(--pui-space-2); bottom: var(--pui-space-2); width: auto; }
}
`;
