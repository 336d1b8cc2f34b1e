import type { SlidesByLocale } from '../../../shared/portal/sliders';
import { listSliderItems } from '../../lib/data/entities/slider';
import { downloadUrl } from '../../lib/files/download';

/** Banner images per locale: file name plus a short-lived URL (the bucket is private). */
export async function sliders() {
  const data = await listSliderItems();
  const out: SlidesByLocale = { ca: [], es: [] };
  for (const s of data.sort((a, b) => a.position - b.position)) {
    const { url } = await downloadUrl({ key: s.fileKey, fileName: s.fileName, disposition: 'inline' });
    out[s.locale].push({ name: s.fileName, url });
  }
  return { data: out };
}
