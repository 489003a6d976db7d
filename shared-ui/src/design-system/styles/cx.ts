/** Joins class names, skipping falsy ones: `cx('pui-button', busy && 'pui-button--busy', className)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
