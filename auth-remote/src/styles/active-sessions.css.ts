/** The session list's own styles (`ar-` prefixed, built on the design system's tokens). */
export const activeSessionsCss = `
.ar-sessions { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--pui-space-3); }
.ar-session {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--pui-space-3);
  padding: var(--pui-space-3) var(--pui-space-4);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-md);
}
.ar-session__main { display: grid; gap: var(--pui-space-1); min-width: 0; }
.ar-session__title { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pui-space-2); margin: 0; font-size: var(--pui-font-size-md); }
.ar-session__detail { margin: 0; color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); overflow-wrap: anywhere; }
.ar-sessions__footer { display: flex; justify-content: flex-end; margin-top: var(--pui-space-4); }
`;
