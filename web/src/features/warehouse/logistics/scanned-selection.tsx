/**
 * What the mids and outs lists share: the selection, plus the rows a scanned or typed number found
 * that the list no longer holds (taken off it earlier: they stay shown), the scan field's state, and
 * the list's refresh button.
 */
import Button from '@cloudscape-design/components/button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';

export function useScannedSelection<Row>(list: UseQueryResult<Row[]>, keyOf: (row: Row) => string | number) {
  const [selected, setSelected] = useState<Row[]>([]);
  const [extra, setExtra] = useState<Row[]>([]);
  const listed = list.data ?? [];
  const rows = [...listed, ...extra.filter((e) => !listed.some((r) => keyOf(r) === keyOf(e)))];
  const shown = (row: Row) => rows.find((r) => keyOf(r) === keyOf(row));
  return {
    selected,
    setSelected,
    /** The list with the found rows it does not hold. */
    query: { ...list, data: list.data ? rows : undefined } as typeof list,
    /** Shows the found rows the list does not hold, and selects them all (the shown copy of those it does). */
    select: (found: Row[]) => {
      setExtra((e) => [...e, ...found.filter((row) => !shown(row))]);
      setSelected((s) => [
        ...s,
        ...found.map((row) => shown(row) ?? row).filter((row) => !s.some((x) => keyOf(x) === keyOf(row))),
      ]);
    },
    /** After the selected rows were used up (deleted, put in a consignment). */
    clear: () => {
      setSelected([]);
      setExtra([]);
    },
  };
}

/** The scan field's state: a number is required; one the server does not know (404) says so on the field. */
export function useScanEntry(lookUp: (number: string) => Promise<void>) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState('');
  const [problem, setProblem] = useState<string>();
  const enter = async () => {
    const number = entry.trim();
    if (!number) {
      setProblem(t('warehouse.required'));
      return;
    }
    try {
      await lookUp(number);
      setEntry('');
      setProblem(undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setProblem(t('errors.found'));
    }
  };
  return {
    value: entry,
    onChange: (value: string) => {
      setEntry(value);
      setProblem(undefined);
    },
    onSubmit: () => void enter(),
    errorText: problem,
  };
}

export function RefreshButton({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  return (
    <Button
      iconName="refresh"
      onClick={() => void query.refetch()}
      loading={query.isFetching}
      ariaLabel={t('warehouse.refresh')}
    />
  );
}
