/**
 * Styles of the item pages (/news/{id}, /projects/{id}, /gallery/{id}) and of the links that lead to them
 * from the lists. Injected once through useInjectedStyles('ps-item', itemPageCss); every class is `ps-item`
 * prefixed and every value comes from the design tokens.
 */
export const itemPageCss = `
.ps-item { display: grid; gap: var(--pui-space-6); min-width: 0; max-width: 52rem; }
.ps-item__status { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }
.ps-item__message { margin: 0; max-width: 40rem; line-height: var(--pui-line-height-normal); }
/* A box of fixed shape (cropped to fit), so the page does not move as the picture loads. */
.ps-item__image {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  max-height: 32rem;
  object-fit: cover;
  border-radius: var(--pui-radius-lg);
  background: var(--pui-color-surface-sunken);
}
/* A photograph's own page: the gallery's 4:3, as its thumbnails and details panel show it. */
.ps-item__image--photo { aspect-ratio: 4 / 3; }
.ps-item__facts { display: grid; grid-template-columns: auto 1fr; gap: var(--pui-space-2) var(--pui-space-4); margin: 0; }
.ps-item__facts > dt { font-weight: var(--pui-font-weight-semibold); color: var(--pui-color-text-muted); }
.ps-item__facts > dd { margin: 0; min-width: 0; overflow-wrap: anywhere; display: flex; flex-wrap: wrap; gap: var(--pui-space-1) var(--pui-space-2); align-items: center; }
.ps-item__figure { margin: 0; }
.ps-item__text { margin: 0; white-space: pre-line; overflow-wrap: anywhere; line-height: var(--pui-line-height-normal); }
.ps-item__tags { display: flex; flex-wrap: wrap; gap: var(--pui-space-2); margin: 0; padding: 0; list-style: none; }

/* A title that links to its item's page reads as the title, and shows it is a link on hover and focus. */
.ps-item-link { color: inherit; text-decoration: none; border-radius: var(--pui-radius-sm); }
.ps-item-link:hover { text-decoration: underline; text-underline-offset: 0.15em; }
.ps-item-link:focus-visible { outline: 2px solid transparent; outline-offset: 2px; box-shadow: var(--pui-focus-ring); }
`;
