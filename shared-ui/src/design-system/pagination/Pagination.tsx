import { Button } from '../button/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { cx } from '../styles/cx';
import { useDesignSystemStyles } from '../styles/ensure-styles';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; 0 (an empty list) shows as "Page 1 of 1". */
  totalPages: number;
  /** Called with the page to go to. */
  onPageChange: (page: number) => void;
  /** Appended to the status text, e.g. "(23 total wards)" gives "Page 2 of 3 (23 total wards)". */
  totalText?: string;
  /** Disable both buttons, e.g. while a page loads. */
  disabled?: boolean;
  /** Accessible name of the navigation landmark. Default "Pagination"; name it when a page has two lists. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Previous / "Page x of y" / Next. The buttons are disabled at the ends. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  totalText,
  disabled = false,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  className,
}: PaginationProps) {
  useDesignSystemStyles();
  const pages = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const status = `Page ${current} of ${pages}${totalText ? ` ${totalText}` : ''}`;
  return (
    <nav aria-label={label} className={cx('pui-pagination', className)}>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        <ChevronLeftIcon />
        {previousLabel}
      </Button>
      <p className="pui-pagination__status" aria-live="polite">
        {status}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || current >= pages}
        onClick={() => onPageChange(current + 1)}
      >
        {nextLabel}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
