export const modalCss = `
.pui-modal-backdrop {
  position: fixed;
  inset: 0;
  z-index: var(--pui-z-modal);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--pui-space-4);
  background: var(--pui-color-backdrop);
  overflow-y: auto;
  animation: pui-fade-in var(--pui-motion-normal) var(--pui-motion-easing);
}
.pui-modal {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 36rem;
  max-height: calc(100dvh - 2 * var(--pui-space-4));
  background: var(--pui-color-surface);
  border-radius: var(--pui-radius-xl);
  border-top: 4px solid var(--pui-color-primary);
  box-shadow: var(--pui-shadow-xl);
  color: var(--pui-color-text);
  animation: pui-rise-in var(--pui-motion-normal) var(--pui-motion-easing);
}
.pui-modal--danger { border-top-color: var(--pui-color-danger); }
.pui-modal--sm { max-width: 28rem; }
.pui-modal--lg { max-width: 52rem; }
.pui-modal:focus { outline: none; }
.pui-modal:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }
.pui-modal__header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--pui-space-4);
  padding: var(--pui-space-5) var(--pui-space-6) 0;
}
.pui-modal__title {
  margin: 0;
  font-size: var(--pui-font-size-xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-snug);
  overflow-wrap: anywhere;
}
.pui-modal__close {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  margin: calc(-1 * var(--pui-space-1)) calc(-1 * var(--pui-space-2)) 0 0;
  border: 0;
  border-radius: var(--pui-radius-md);
  background: transparent;
  color: var(--pui-color-text-muted);
  cursor: pointer;
}
.pui-modal__close:hover { background: var(--pui-color-neutral-soft); color: var(--pui-color-text); }
.pui-modal__close:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }
.pui-modal__close:disabled { opacity: 0.5; cursor: not-allowed; }
.pui-modal__description { margin: var(--pui-space-2) var(--pui-space-6) 0; color: var(--pui-color-text-muted); }
.pui-modal__description + .pui-modal__footer, .pui-modal__header + .pui-modal__footer { margin-top: var(--pui-space-5); }
.pui-modal__body {
  flex: 1 1 auto;
  display: grid;
  gap: var(--pui-space-4);
  align-content: start;
  padding: var(--pui-space-5) var(--pui-space-6);
  overflow-y: auto;
  min-height: 0;
}
.pui-modal__body:empty { display: none; }
.pui-modal__footer {
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: var(--pui-space-3);
  padding: var(--pui-space-4) var(--pui-space-6);
  border-top: 1px solid var(--pui-color-border);
  background: var(--pui-color-surface-raised);
  border-radius: 0 0 var(--pui-radius-xl) var(--pui-radius-xl);
}
@media (max-width: 30rem) {
  .pui-modal-backdrop { padding: var(--pui-space-2); }
  .pui-modal { max-height: calc(100dvh - 2 * var(--pui-space-2)); }
  .pui-modal__header, .pui-modal__body, .pui-modal__footer { padding-inline: var(--pui-space-4); }
  .pui-modal__description { margin-inline: var(--pui-space-4); }
  .pui-modal__footer > * { flex: 1 1 auto; }
}
`;
