import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../../shared/i18n/locale';
import { http } from '../../../lib/http';

export interface Slide {
  name: string;
  url: string;
}

export type Sliders = Partial<Record<Locale, Slide[]>>;

/** GET /api/public/pharmacy/sliders: banner images per locale (public). */
export async function fetchSliders(signal?: AbortSignal): Promise<Sliders> {
  const body = await http.get<{ data: Sliders }>('/public/pharmacy/sliders', { signal });
  return body.data ?? {};
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
