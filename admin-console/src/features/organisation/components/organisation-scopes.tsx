import { Banner, errorMessage, Select } from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RecordScope } from '../../../shared/record-console/record-console';
import { wardsQueryOptions } from '../api/get-wards';
import { useConstituencyChoice } from './useConstituencyChoice';

/** The ward select lists up to 100 wards of the constituency (the API's largest page). */
const WARD_OPTIONS_LIMIT = 100;

type ConstituencyChoice = ReturnType<typeof useConstituencyChoice>;

function ConstituencySelect({
  choice,
  onChange,
}: {
  choice: ConstituencyChoice;
  onChange: (id: string) => void;
}) {
  return (
    <Select
      label="Constituency"
      options={choice.options}
      placeholder={choice.options.length === 0 ? 'No constituencies' : undefined}
      value={choice.selectedId}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const constituenciesFailure = (choice: ConstituencyChoice) =>
  choice.list.isError ? (
    <Banner tone="error">{errorMessage(choice.list.error, 'Failed to load constituencies')}</Banner>
  ) : null;

/** The wards console's parent: the constituency, the first one until another is chosen (spec 02 §4). */
export function useConstituencyScope(resetPage: () => void): RecordScope {
  const constituencies = useConstituencyChoice();
  return {
    id: constituencies.selectedId,
    pending: constituencies.list.isPending,
    banners: constituenciesFailure(constituencies),
    selects: (
      <ConstituencySelect
        choice={constituencies}
        onChange={(id) => {
          constituencies.choose(id);
          resetPage();
        }}
      />
    ),
  };
}

/**
 * The branches console's parent: a ward of the chosen constituency, the first of each until another is
 * chosen; a new constituency chooses its first ward again (spec 02 §4).
 */
export function useWardScope(resetPage: () => void): RecordScope {
  const constituencies = useConstituencyChoice();
  const constituencyId = constituencies.selectedId;
  const wardList = useQuery(wardsQueryOptions(constituencyId, 1, WARD_OPTIONS_LIMIT));
  const [chosenWard, setChosenWard] = useState('');
  const wardItems = wardList.data?.items ?? [];
  const wardId = wardItems.some((ward) => ward.id === chosenWard) ? chosenWard : (wardItems[0]?.id ?? '');
  const wardOptions = wardItems.map((ward) => ({ value: ward.id, label: ward.ward_name }));
  return {
    id: wardId,
    pending: constituencies.list.isPending || (constituencyId !== '' && wardList.isPending),
    banners: (
      <>
        {constituenciesFailure(constituencies)}
        {wardList.isError ? (
          <Banner tone="error">{errorMessage(wardList.error, 'Failed to load wards')}</Banner>
        ) : null}
      </>
    ),
    selects: (
      <>
        <ConstituencySelect
          choice={constituencies}
          onChange={(id) => {
            constituencies.choose(id);
            setChosenWard('');
            resetPage();
          }}
        />
        <Select
          label="Ward"
          options={wardOptions}
          placeholder={wardOptions.length === 0 ? 'No wards' : undefined}
          value={wardId}
          onChange={(event) => {
            setChosenWard(event.target.value);
            resetPage();
          }}
        />
      </>
    ),
  };
}
