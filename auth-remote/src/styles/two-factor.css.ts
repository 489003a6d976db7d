/** The profile's two-factor sign-in section (`ar-` prefixed, built on the design system's tokens). */
export const twoFactorCss = `
.ar-two-factor { display: grid; gap: var(--pui-space-4); }
.ar-two-factor__state { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pui-space-2); margin: 0; }
.ar-two-factor__actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-3); }
.ar-two-factor__heading { margin: 0; font-size: var(--pui-font-size-lg); }
.ar-two-factor__heading:focus { outline: none; }
.ar-two-factor-steps { margin: 0; padding-left: var(--pui-space-5); display: grid; gap: var(--pui-space-4); }
.ar-two-factor-steps > li { padding-left: var(--pui-space-1); }
.ar-two-factor-qr {
  display: block;
  width: 12rem;
  height: 12rem;
  margin: var(--pui-space-2) 0;
  padding: var(--pui-space-2);
  background: #fff;
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-md);
}
.ar-two-factor-key { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pui-space-2); margin: var(--pui-space-2) 0 0; }
.ar-two-factor-key code,
.ar-recovery-codes code {
  font-family: var(--pui-font-mono);
  font-size: var(--pui-font-size-md);
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
}
.ar-two-factor-key code {
  padding: var(--pui-space-1) var(--pui-space-2);
  border-radius: var(--pui-radius-sm);
  background: var(--pui-color-surface-sunken);
  border: 1px solid var(--pui-color-border);
}
.ar-recovery-codes {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: var(--pui-space-2) var(--pui-space-4);
  margin: 0;
  padding: var(--pui-space-3) var(--pui-space-4) var(--pui-space-3) var(--pui-space-8);
  border: 1px dashed var(--pui-color-border);
  border-radius: var(--pui-radius-md);
}
`;
