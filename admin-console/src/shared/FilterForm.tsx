import { Button, Stack } from '@party/shared-ui';
import type { FormEvent, ReactNode } from 'react';

export interface FilterFormProps {
  /** The form's accessible name, e.g. "Filter users". */
  label: string;
  /** Applies the filters as they are now set (the form's submit). */
  onApply: (event: FormEvent<HTMLFormElement>) => void;
  onReset: () => void;
  /** The filter fields, in a row before Apply and Reset. */
  children: ReactNode;
}

/** Filters that apply on Apply (or Enter), not as they are typed; Reset clears them. */
export function FilterForm({ label, onApply, onReset, children }: FilterFormProps) {
  return (
    <form aria-label={label} onSubmit={onApply}>
      <Stack direction="row" gap="4" align="end">
        {children}
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <Button variant="ghost" onClick={onReset}>
          Reset
        </Button>
      </Stack>
    </form>
  );
}
