export const imageFilePickerCss = `
.pui-file__box {
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: var(--pui-space-4);
  padding: var(--pui-space-4);
  border: 1px dashed var(--pui-color-border-strong);
  border-radius: var(--pui-radius-lg);
  background: var(--pui-color-surface-raised);
}
.pui-file__box--invalid { border-color: var(--pui-color-danger); background: #fffafa; }
.pui-file__preview {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 6rem;
  height: 6rem;
  overflow: hidden;
  border-radius: var(--pui-radius-md);
  border: 1px solid var(--pui-color-border);
  background: linear-gradient(135deg, var(--pui-color-primary-soft), var(--pui-color-accent-soft));
  color: var(--pui-color-primary);
}
.pui-file__preview > img { width: 100%; height: 100%; object-fit: cover; display: block; }
.pui-file__controls { display: grid; gap: var(--pui-space-2); min-width: 0; }
.pui-file__input {
  max-width: 100%;
  font: inherit;
  font-size: var(--pui-font-size-sm);
  color: var(--pui-color-text-muted);
  border-radius: var(--pui-radius-md);
}
.pui-file__input::file-selector-button {
  margin-right: var(--pui-space-3);
  padding: var(--pui-space-2) var(--pui-space-4);
  border: 1px solid var(--pui-color-border-strong);
  border-radius: var(--pui-radius-md);
  background: var(--pui-color-surface);
  color: var(--pui-color-primary);
  font: inherit;
  font-weight: var(--pui-font-weight-semibold);
  cursor: pointer;
}
.pui-file__input:hover::file-selector-button { background: var(--pui-color-primary-soft); border-color: var(--pui-color-primary); }
.pui-file__input:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }
.pui-file__input:disabled::file-selector-button { opacity: 0.5; cursor: not-allowed; }
.pui-file__meta { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pui-space-2) var(--pui-space-3); font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); min-width: 0; }
.pui-file__name { font-weight: var(--pui-font-weight-medium); color: var(--pui-color-text); overflow-wrap: anywhere; }
.pui-file__progress { display: grid; gap: var(--pui-space-1); font-size: var(--pui-font-size-xs); color: var(--pui-color-text-muted); }
.pui-file__progress progress {
  width: 100%;
  height: 0.5rem;
  appearance: none;
  border: 0;
  border-radius: var(--pui-radius-pill);
  overflow: hidden;
  background: var(--pui-color-gray-200);
}
.pui-file__progress progress::-webkit-progress-bar { background: var(--pui-color-gray-200); border-radius: var(--pui-radius-pill); }
.pui-file__progress progress::-webkit-progress-value { background: var(--pui-color-primary); border-radius: var(--pui-radius-pill); transition: width var(--pui-motion-normal); }
.pui-file__progress progress::-moz-progress-bar { background: var(--pui-color-primary); border-radius: var(--pui-radius-pill); }
@media (max-width: 30rem) {
  .pui-file__box { grid-template-columns: 1fr; justify-items: start; }
}
`;
