import { CloseIcon } from '../icons/icons';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface PillProps {
  /** The text, e.g. a role name or a tag. */
  label: string;
  /** Shows a × button named "Remove {label}" that calls this. */
  onRemove?: () => void;
  /** Disables the remove button, e.g. on a user's last role or while a change is pending. */
  removeDisabled?: boolean;
  /** Why removing is disabled, shown as the button's tooltip. */
  removeDisabledReason?: string;
  /** `primary` (green) or `neutral` (default). */
  tone?: 'neutral' | 'primary';
  className?: string;
}

/** A removable chip: roles on a user, tags on an item. */
export function Pill({
  label,
  onRemove,
  removeDisabled,
  removeDisabledReason,
  tone = 'neutral',
  className,
}: PillProps) {
  useDesignSystemStyles();
  return (
    <span className={cx('pui-pill', `pui-pill--${tone}`, onRemove && 'pui-pill--removable', className)}>
      <span className="pui-pill__label">{label}</span>
      {onRemove && (
        <button
          type="button"
          className="pui-pill__remove"
          aria-label={`Remove ${label}`}
          title={removeDisabled ? removeDisabledReason : undefined}
          disabled={removeDisabled}
          onClick={onRemove}
        >
          <CloseIcon size={14} />
        </button>
      )}
    </span>
  );
}
