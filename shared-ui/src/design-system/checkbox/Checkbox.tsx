import type { ComponentPropsWithRef, ReactNode } from 'react';
import { errorList, FieldErrors, FieldHint, useFieldIds, type FieldError } from '../field/Field';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> {
  /** The label beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** A longer explanation under the label, read out as the checkbox's description. */
  description?: ReactNode;
  /** Error message(s), as for the other fields. */
  error?: FieldError;
  /** Class of the wrapper; use `inputClassName` for the `<input>` itself. */
  className?: string;
  inputClassName?: string;
}

/** A labelled checkbox with an optional description. Native props and `ref` go to the `<input>`. */
export function Checkbox({
  label,
  description,
  error,
  className,
  inputClassName,
  id,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  useDesignSystemStyles();
  const errors = errorList(error);
  const ids = useFieldIds({ id, hasHint: description !== undefined, errors, describedBy: ariaDescribedBy });
  return (
    <div className={cx('pui-checkbox', className)}>
      <input
        {...rest}
        id={ids.inputId}
        type="checkbox"
        className={cx('pui-checkbox__input', inputClassName)}
        aria-invalid={ids.invalid || rest['aria-invalid'] || undefined}
        aria-describedby={ids.describedBy}
      />
      <label htmlFor={ids.inputId} className="pui-checkbox__label">
        {label}
      </label>
      {description !== undefined && (
        <FieldHint id={ids.hintId} className="pui-checkbox__description">
          {description}
        </FieldHint>
      )}
      <FieldErrors id={ids.errorId} errors={errors} />
    </div>
  );
}
