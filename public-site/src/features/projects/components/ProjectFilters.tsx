import { Button, Select, TextField } from '@party/shared-ui';
import { STATUS_FILTERS, statusLabel, type ProjectFilters, type ProjectStatusFilter } from '../project';

const STATUS_OPTIONS = STATUS_FILTERS.map((status) => ({ value: status, label: statusLabel(status) }));

export interface ProjectFiltersBarProps {
  filters: ProjectFilters;
  onStatusChange: (status: ProjectStatusFilter) => void;
  onSearchChange: (search: string) => void;
  onClear: () => void;
}

/** Search over title, description and location, and the status filter; both apply as they change. */
export function ProjectFiltersBar({
  filters,
  onStatusChange,
  onSearchChange,
  onClear,
}: ProjectFiltersBarProps) {
  const filtered = filters.status !== 'all' || filters.search.trim() !== '';
  return (
    <form
      role="search"
      aria-label="Projects"
      className="ps-projects-toolbar"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        className="ps-projects-toolbar__search"
        type="search"
        label="Search projects"
        placeholder="Title, description or location"
        autoComplete="off"
        value={filters.search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <Select
        className="ps-projects-toolbar__status"
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => onStatusChange(event.target.value as ProjectStatusFilter)}
      />
      {filtered && (
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </form>
  );
}
