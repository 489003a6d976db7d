/** Styles shared by the constituency, wards and branches consoles. */
export const ORGANISATION_CSS = `
.ac-org-facts { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: var(--pui-space-1) var(--pui-space-3); }
.ac-org-facts dt { color: var(--pui-color-text-muted); }
.ac-org-facts dd { margin: 0; }
.ac-org-subhead { margin: 0; font-size: var(--pui-font-size-md); }
.ac-constituency-office { margin: 0; color: var(--pui-color-text-muted); }
`;
