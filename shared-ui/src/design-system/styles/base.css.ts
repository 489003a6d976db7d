/**
 * Rules shared by every component. Nothing here selects a bare element: the design system styles only
 * what carries a `pui-` class, so it cannot restyle a remote's own markup (and the other way round, a
 * remote's element selectors lose to these class selectors).
 */
export const baseCss = `
:where([class*='pui-']), :where([class*='pui-'])::before, :where([class*='pui-'])::after {
  box-sizing: border-box;
}
.pui-root {
  font-family: var(--pui-font-family);
  font-size: var(--pui-font-size-md);
  line-height: var(--pui-line-height-normal);
  color: var(--pui-color-text);
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}
.pui-visually-hidden {
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
.pui-focusable:focus-visible {
  outline: 2px solid transparent;
  outline-offset: 2px;
  box-shadow: var(--pui-focus-ring);
}
@keyframes pui-spin { to { transform: rotate(360deg); } }
@keyframes pui-shimmer { 0% { background-position: 100% 0; } 100% { background-position: -100% 0; } }
@keyframes pui-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes pui-rise-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes pui-slide-in { from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) {
  [class*='pui-'], [class*='pui-']::before, [class*='pui-']::after {
    animation-duration: 1ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 1ms !important;
  }
  .pui-spinner__circle { animation-duration: 1.6s !important; animation-iteration-count: infinite !important; }
}
`;
