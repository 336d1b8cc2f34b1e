/**
 * The temperature log's calls (docs/api/warehouse.md) and the option lists its forms and filters
 * choose from: warehouses and carriers are the fixed lists of shared/erp/constants, laboratories
 * the laboratory parties, users the warehouse's fixed list of receivers (spec §3, §7).
 */
import type { SelectProps } from '@cloudscape-design/components/select';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CARRIERS, carrierName, WAREHOUSES, warehouseName } from '../../../../../shared/erp/constants';
import type { Locale } from '../../../../../shared/i18n/locale';
import { useLocale } from '../../../components/use-locale';
import { api, type ValidBody } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

export const temperatureKeys = {
  all: ['warehouse', 'temperatures'] as const,
  one: (id: number) => ['warehouse', 'temperatures', 'show', id] as const,
  users: ['warehouse', 'users'] as const,
  laboratories: ['parties', 'laboratories'] as const,
};

const data = <T>(answer: { data: T }) => answer.data;

/** One reading; 404 is the page's to say. */
export const useTemperature = (id: number) =>
  useQuery({
    queryKey: temperatureKeys.one(id),
    queryFn: ({ signal }) => api.call('warehouse.temperatures.show', { params: { id }, signal, handle: [404] }).then(data),
    retry: false,
  });

export function useCreateTemperature() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ValidBody<'warehouse.temperatures.store'>) =>
      api.call('warehouse.temperatures.store', { body, handle: [422] }).then(data),
    onSuccess: () => client.invalidateQueries({ queryKey: temperatureKeys.all }),
  });
}

export function useUpdateTemperature(id: number) {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: ValidBody<'warehouse.temperatures.update'>) =>
      api.call('warehouse.temperatures.update', { params: { id }, body, handle: [422] }).then(data),
    onSuccess: (reading) => {
      client.setQueryData(temperatureKeys.one(id), reading);
      void client.invalidateQueries({ queryKey: ['warehouse', 'temperatures', 'datatable'] });
    },
  });
}

export interface TemperatureOptionLists {
  warehouses: SelectProps.Option[];
  carriers: SelectProps.Option[];
  laboratories: SelectProps.Option[];
  /** The receivers a reading may name (the form's list). */
  users: SelectProps.Option[];
  /** Every receiver (the filter's list). */
  usersAll: SelectProps.Option[];
  ready: boolean;
  failed: boolean;
  retry: () => void;
}

const options = (list: readonly { id: number; name: string }[]): SelectProps.Option[] =>
  list.map((i) => ({ value: String(i.id), label: i.name }));

/** The warehouses and carriers in the page's language (the own fleet and warehouses differ in Spanish). */
const placeOptions = (locale: Locale) => ({
  warehouses: WAREHOUSES.map((w) => ({ value: String(w.id), label: warehouseName(w.id, locale) })),
  carriers: CARRIERS.map((c) => ({ value: String(c.id), label: carrierName(c.id, locale) })),
});

export function useTemperatureOptions(): TemperatureOptionLists {
  const locale = useLocale();
  const users = useQuery({
    queryKey: temperatureKeys.users,
    queryFn: ({ signal }) => api.call('warehouse.users', { signal }),
    staleTime: 10 * 60_000,
  });
  const laboratories = useQuery({
    queryKey: temperatureKeys.laboratories,
    queryFn: ({ signal }) => api.call('parties.laboratories', { signal }).then(data),
    staleTime: 10 * 60_000,
  });
  return {
    ...placeOptions(locale),
    laboratories: (laboratories.data ?? []).map((p) => ({ value: String(p.id), label: p.name, labelTag: p.code })),
    users: options(users.data?.users ?? []),
    usersAll: options(users.data?.users_all ?? []),
    ready: users.isSuccess && laboratories.isSuccess,
    failed: users.isError || laboratories.isError,
    retry: () => {
      void users.refetch();
      void laboratories.refetch();
    },
  };
}
