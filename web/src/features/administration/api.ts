/**
 * The administration's calls (docs/api/administration.md), through the one typed client. Query keys
 * start with 'administration' so invalidating ['administration', …] refreshes the screens using it.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/http';
import { putPresigned, type UploadProgress } from '../../lib/upload';

export type * from '../../../../shared/administration/views';

export const adminKeys = {
  salesOptions: ['administration', 'sales_options'] as const,
  catalog: (month: string) => ['administration', 'catalog', month] as const,
  specialCatalog: ['parties', 'ah1706'] as const,
  laboratories: ['parties', 'laboratories'] as const,
  platforms: ['parties', 'platforms'] as const,
  purchaseOrders: (platform: number) => ['administration', 'platform_invoicing', platform] as const,
};

const data = <T>(answer: { data: T }) => answer.data;
/** Forms show a 422 on their fields, not as alerts. */
export const onForm = { handle: [422] as const };

export const useSalesOptions = () =>
  useQuery({
    queryKey: adminKeys.salesOptions,
    queryFn: ({ signal }) => api.call('administration.sales_options', { signal }).then(data),
  });

export const useLaboratories = () =>
  useQuery({
    queryKey: adminKeys.laboratories,
    queryFn: ({ signal }) => api.call('parties.laboratories', { signal }).then(data),
  });

export const usePlatforms = () =>
  useQuery({
    queryKey: adminKeys.platforms,
    queryFn: ({ signal }) => api.call('parties.platforms', { signal }).then(data),
  });

/** Sends a file through an administration upload ticket (the one upload path); answers its upload id. */
export async function uploadFile(file: File, onProgress?: (p: UploadProgress) => void): Promise<string> {
  const ticket = await api.call('administration.upload_ticket', { body: { file_name: file.name, size: file.size } });
  await putPresigned(ticket, file, { onProgress });
  return ticket.upload_id;
}
