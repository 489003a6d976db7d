export const skeletonCss = `
.pui-skeleton {
  display: block;
  width: 100%;
  height: 1em;
  border-radius: var(--pui-radius-sm);
  background: linear-gradient(90deg, var(--pui-color-gray-100) 25%, var(--pui-color-gray-200) 50%, var(--pui-color-gray-100) 75%);
  background-size: 200% 100%;
  animation: pui-shimmer 1.4s ease-in-out infinite;
}
.pui-skeleton--text { height: 0.9em; margin: 0.3em 0; }
.pui-skeleton--circle { border-radius: 50%; }
.pui-skeleton--rect { border-radius: var(--pui-radius-md); }
.pui-skeleton-lines { display: grid; gap: 0.35em; }
.pui-skeleton-lines > .pui-skeleton:last-child:not(:only-child) { width: 60%; }
`;
