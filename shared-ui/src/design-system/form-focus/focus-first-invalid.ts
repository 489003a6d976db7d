/**
 * After a refused submit, moves focus to the form's first invalid field (`aria-invalid="true"`), so a
 * keyboard or screen-reader user lands on the problem and hears its message (tied by aria-describedby).
 * Runs after the next paint, once the errors are rendered; does nothing when no field is invalid (the
 * problem is then in a banner, which announces itself).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  });
}
