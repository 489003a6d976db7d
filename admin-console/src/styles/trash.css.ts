/** Styles of the Trash console's cells. */
export const TRASH_CSS = `
.ac-trash-label { display: block; font-weight: var(--pui-font-weight-bold); overflow-wrap: anywhere; }
.ac-trash-meta { display: block; color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); font-weight: normal; }
.ac-trash-muted { color: var(--pui-color-text-muted); font-style: italic; }
.ac-trash-when { white-space: nowrap; }
`;
