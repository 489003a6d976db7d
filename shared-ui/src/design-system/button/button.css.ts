export const buttonCss = `
.pui-button {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.5rem;
  padding: var(--pui-space-2) var(--pui-space-4);
  border: 1px solid transparent;
  border-radius: var(--pui-radius-md);
  font: inherit;
  font-family: var(--pui-font-family);
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-semibold);
  line-height: var(--pui-line-height-tight);
  letter-spacing: 0.01em;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition: background-color var(--pui-motion-fast) var(--pui-motion-easing),
    border-color var(--pui-motion-fast) var(--pui-motion-easing),
    color var(--pui-motion-fast) var(--pui-motion-easing),
    box-shadow var(--pui-motion-fast) var(--pui-motion-easing);
}
.pui-button:focus-visible { outline: 2px solid transparent; outline-offset: 2px; box-shadow: var(--pui-focus-ring); }
.pui-button--sm { min-height: 2rem; padding: var(--pui-space-1) var(--pui-space-3); font-size: var(--pui-font-size-xs); border-radius: var(--pui-radius-sm); }
.pui-button--lg { min-height: 3rem; padding: var(--pui-space-3) var(--pui-space-6); font-size: var(--pui-font-size-md); }
.pui-button--full { display: flex; width: 100%; }
.pui-button__layers { display: inline-grid; align-items: center; justify-items: center; }
.pui-button__label, .pui-button__busy { grid-area: 1 / 1; display: inline-flex; align-items: center; gap: var(--pui-space-2); }
.pui-button__busy { visibility: hidden; }
.pui-button--busy .pui-button__label { opacity: 0; }
.pui-button--busy .pui-button__busy { visibility: visible; }
.pui-button--busy { cursor: progress; }

.pui-button--primary { background: var(--pui-color-primary); color: var(--pui-color-primary-contrast); box-shadow: var(--pui-shadow-sm); }
.pui-button--primary:hover { background: var(--pui-color-primary-hover); }
.pui-button--primary:active { background: var(--pui-color-primary-active); }

.pui-button--secondary { background: var(--pui-color-surface); color: var(--pui-color-primary); border-color: var(--pui-color-border-strong); }
.pui-button--secondary:hover { background: var(--pui-color-primary-soft); border-color: var(--pui-color-primary); }
.pui-button--secondary:active { background: #d5eadd; }

.pui-button--danger { background: var(--pui-color-danger); color: #ffffff; box-shadow: var(--pui-shadow-sm); }
.pui-button--danger:hover { background: var(--pui-color-danger-hover); }
.pui-button--danger:active { background: var(--pui-color-danger-active); }

.pui-button--ghost { background: transparent; color: var(--pui-color-text); }
.pui-button--ghost:hover { background: var(--pui-color-neutral-soft); }
.pui-button--ghost:active { background: var(--pui-color-gray-200); }

.pui-button--link {
  min-height: 0;
  padding: 0 var(--pui-space-1);
  margin: 0 calc(-1 * var(--pui-space-1));
  background: transparent;
  color: var(--pui-color-primary);
  font-weight: var(--pui-font-weight-medium);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: var(--pui-radius-sm);
}
.pui-button--link:hover { color: var(--pui-color-primary-active); text-decoration-thickness: 2px; }

.pui-button:disabled, .pui-button[aria-disabled='true']:not(.pui-button--busy) {
  opacity: 0.5;
  cursor: not-allowed;
  box-shadow: none;
}
.pui-button:disabled:hover { filter: none; }
.pui-button--primary:disabled:hover { background: var(--pui-color-primary); }
.pui-button--danger:disabled:hover { background: var(--pui-color-danger); }
.pui-button--secondary:disabled:hover { background: var(--pui-color-surface); border-color: var(--pui-color-border-strong); }
.pui-button--ghost:disabled:hover, .pui-button--link:disabled:hover { background: transparent; }
@media (forced-colors: active) { .pui-button { border-color: ButtonText; } }
`;
