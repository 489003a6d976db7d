/**
 * Styles of the News page (spec 01 §2). Injected once through useInjectedStyles('ps-news', newsCss); every
 * class is `ps-news` prefixed and every value comes from the design system's tokens.
 */
export const newsCss = `
.ps-news { display: grid; gap: var(--pui-space-6); min-width: 0; }

.ps-news-toolbar {
  display: grid;
  gap: var(--pui-space-4);
  padding: var(--pui-space-5);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-news-toolbar__search { max-width: 36rem; }
.ps-news-chips { display: grid; gap: var(--pui-space-2); margin: 0; padding: 0; border: 0; min-width: 0; }
.ps-news-chips__legend {
  padding: 0;
  margin-bottom: var(--pui-space-2);
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-semibold);
  color: var(--pui-color-text);
}
.ps-news-chips__list { display: flex; flex-wrap: wrap; gap: var(--pui-space-2); }
.ps-news-chip {
  min-height: 2.25rem;
  padding: 0 var(--pui-space-4);
  border: 1px solid var(--pui-color-border-strong);
  border-radius: var(--pui-radius-pill);
  background: var(--pui-color-surface);
  color: var(--pui-color-text);
  font: inherit;
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-medium);
  cursor: pointer;
  transition: background var(--pui-motion-fast) var(--pui-motion-easing),
    border-color var(--pui-motion-fast) var(--pui-motion-easing), color var(--pui-motion-fast) var(--pui-motion-easing);
}
.ps-news-chip:hover { border-color: var(--pui-color-primary); color: var(--pui-color-primary); }
.ps-news-chip[aria-pressed='true'] {
  background: var(--pui-color-primary);
  border-color: var(--pui-color-primary);
  color: var(--pui-color-primary-contrast);
}
.ps-news-chip:focus-visible { outline: 2px solid transparent; outline-offset: 2px; box-shadow: var(--pui-focus-ring); }

.ps-news-results__bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pui-space-2) var(--pui-space-4);
}
.ps-news-results { display: grid; gap: var(--pui-space-4); min-width: 0; }
.ps-news-results__title { margin: 0; font-size: var(--pui-font-size-2xl); font-weight: var(--pui-font-weight-bold); line-height: var(--pui-line-height-tight); }
.ps-news-results__count { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }
.ps-news-grid { margin: 0; padding: 0; list-style: none; }
.ps-news-grid__item { display: grid; min-width: 0; }

.ps-news-media {
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  color: var(--pui-color-primary);
}
.ps-news-media__mark {
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: var(--pui-color-surface);
  box-shadow: var(--pui-shadow-sm);
  font-size: var(--pui-font-size-xl);
  font-weight: var(--pui-font-weight-bold);
}
.ps-news-media__image { display: block; width: 100%; height: 100%; object-fit: cover; }

.ps-news-card__summary { margin: 0; color: var(--pui-color-text-muted); line-height: var(--pui-line-height-normal); }
.ps-news-meta { display: grid; gap: var(--pui-space-1); margin-top: var(--pui-space-1); font-size: var(--pui-font-size-xs); color: var(--pui-color-text-subtle); }
.ps-news-meta > p { margin: 0; }
.ps-news-meta__author { font-weight: var(--pui-font-weight-semibold); color: var(--pui-color-text-muted); }
.ps-news-meta__facts { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pui-space-2); }
.ps-news-article__header .ps-news-meta { margin-top: 0; }
.ps-news-card__footer { display: flex; width: 100%; justify-content: flex-end; }


.ps-news-article { display: grid; gap: var(--pui-space-4); }
.ps-news-article:focus { outline: none; }
/* A 16:9 box whatever the picture's shape (cropped to fit), so the text below never moves as it loads. */
.ps-news-article__image {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  max-height: 22rem;
  object-fit: cover;
  border-radius: var(--pui-radius-md);
  background: var(--pui-color-surface-sunken);
}
.ps-news-article__header { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pui-space-2) var(--pui-space-3); }
.ps-news-article__content { display: grid; gap: var(--pui-space-3); font-size: var(--pui-font-size-md); }
.ps-news-article__content > p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;
