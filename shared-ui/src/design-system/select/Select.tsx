import type { ComponentPropsWithRef } from 'react';
import { errorList, FieldErrors, FieldHint, FieldLabel, useFieldIds, type FieldProps } from '../field/Field';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldProps, Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * A first option with the empty value, e.g. "All statuses" or "Select a role". It stays selectable
   * unless the field is `required`, in which case it only prompts.
   */
  placeholder?: string;
  /** Class of the wrapper; use `inputClassName` for the `<select>` itself. */
  className?: string;
  inputClassName?: string;
}

/** A labelled native select: keyboard, screen reader and mobile pickers behave as users expect. */
export function Select({
  label,
  hint,
  error,
  hideLabel,
  options,
  placeholder,
  className,
  inputClassName,
  id,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  useDesignSystemStyles();
  const errors = errorList(error);
  const hasHint = hint !== undefined && hint !== null;
  const ids = useFieldIds({ id, hasHint, errors, describedBy: ariaDescribedBy });
  return (
    <div className={cx('pui-field', className)}>
      <FieldLabel htmlFor={ids.inputId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <select
        {...rest}
        id={ids.inputId}
        required={required}
        className={cx('pui-input', 'pui-select', inputClassName)}
        aria-invalid={ids.invalid || rest['aria-invalid'] || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
