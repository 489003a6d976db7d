import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { constituenciesQueryOptions } from '../api/get-constituencies';

/**
 * The constituencies (limit 50) and the one chosen: the first is selected until another is chosen, and a
 * chosen one that disappears falls back to the first (spec 02 §4).
 */
export function useConstituencyChoice() {
  const list = useQuery(constituenciesQueryOptions());
  const [chosen, setChosen] = useState('');
  const items = list.data?.items ?? [];
  const selectedId = items.some((item) => item.id === chosen) ? chosen : (items[0]?.id ?? '');
  const options = items.map((item) => ({ value: item.id, label: item.constituency_name }));
  return { list, items, options, selectedId, choose: setChosen };
}
