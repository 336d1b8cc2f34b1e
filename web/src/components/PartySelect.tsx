/**
 * A party picked by searching its code or name (spec §5: the party search starts at 3 typed
 * characters), optionally only parties of one kind (a pharmacy record takes a pharmacy). The
 * chosen party is kept by the caller, so a form that opens on a record shows it without a search.
 */
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyKind, PartyRef } from '../../../shared/acl/views';
import { api } from '../lib/http';

export const PARTY_SEARCH_MIN = 3;

const option = (p: PartyRef): SelectProps.Option => ({ value: String(p.id), label: p.name, labelTag: p.code });

export function PartySelect({
  value,
  onChange,
  kind,
  invalid,
  controlId,
  'data-testid': testId,
}: {
  value: PartyRef | null;
  onChange: (party: PartyRef) => void;
  kind?: PartyKind;
  invalid?: boolean;
  controlId?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const found = useQuery({
    queryKey: ['parties', 'search', text],
    queryFn: ({ signal }) => api.call('parties.search', { params: { text }, signal }).then((b) => b.data),
    enabled: text.length >= PARTY_SEARCH_MIN,
    staleTime: 5 * 60_000,
  });
  const parties = (found.data ?? []).filter((p) => kind === undefined || p.kind === kind);
  const status: SelectProps['statusType'] =
    text.length < PARTY_SEARCH_MIN ? 'finished' : found.isFetching ? 'loading' : found.isError ? 'error' : 'finished';
  return (
    <Select
      controlId={controlId}
      data-testid={testId}
      selectedOption={value ? option(value) : null}
      options={parties.map(option)}
      placeholder={t('party_select.choose')}
      filteringType="manual"
      filteringPlaceholder={t('party_select.search')}
      filteringAriaLabel={t('party_select.search')}
      onLoadItems={({ detail }) => setText(detail.filteringText.trim())}
      statusType={status}
      loadingText={t('app.loading')}
      errorText={t('party_select.failed')}
      empty={text.length < PARTY_SEARCH_MIN ? t('party_select.min', { min: PARTY_SEARCH_MIN }) : t('party_select.none')}
      invalid={invalid}
      onChange={({ detail }) => {
        const chosen = parties.find((p) => String(p.id) === detail.selectedOption.value);
        if (chosen) onChange({ id: chosen.id, code: chosen.code, name: chosen.name });
      }}
    />
  );
}
