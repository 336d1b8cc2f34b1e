import { useQuery } from '@tanstack/react-query';
import type { SlidesByLocale } from '../../../../../shared/portal/sliders';
import { api } from '../../../lib/http';

export type { Slide } from '../../../../../shared/portal/sliders';

/** guest-pharmacy.sliders: banner images per locale (public). */
export async function fetchSliders(signal?: AbortSignal): Promise<SlidesByLocale> {
  const body = await api.call('guest-pharmacy.sliders', { signal });
  return body.data;
}

export function useSliders() {
  return useQuery({
    queryKey: ['guest-pharmacy', 'sliders'],
    queryFn: ({ signal }) => fetchSliders(signal),
    // The image URLs are short-lived presigned links: keep them a few minutes at most.
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
  });
}
