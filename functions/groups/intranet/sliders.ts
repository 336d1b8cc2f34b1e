/** The pharmacy home carousel, managed by intranet administrators. */
import type { intranetRoutes } from '../../../shared/api/routes/intranet';
import type { Slider as SliderView, SlidesByLocale } from '../../../shared/portal/sliders';
import { createSliderItem, deleteSliderItem, getSliderItem, listSliderItems } from '../../lib/data/entities/slider';
import { downloadUrl } from '../../lib/files/download';
import { notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';
import { deleteObjects } from '../../lib/files/objects';
import { claimUpload, consumeUploads } from '../../lib/files/upload-ticket';
import { IMAGE_POLICY } from './uploads';

type Routes = typeof intranetRoutes;

async function sliderView(s: { locale: 'ca' | 'es'; position: number; fileName: string; fileKey: string }): Promise<SliderView> {
  const { url } = await downloadUrl({ key: s.fileKey, fileName: s.fileName, disposition: 'inline' });
  return { locale: s.locale, position: s.position, name: s.fileName, url };
}

export async function listSliders() {
  const data = await listSliderItems();
  const out: SlidesByLocale<SliderView> = { ca: [], es: [] };
  for (const s of data.sort((a, b) => a.position - b.position)) out[s.locale].push(await sliderView(s));
  return { data: out };
}

export async function createSlider({ body, caller }: Request<Routes['intranet.sliders.create']>) {
  const up = await claimUpload(body.upload_id, caller, IMAGE_POLICY, 'upload_id');
  const data = await listSliderItems(body.locale);
  const position = data.reduce((max, s) => Math.max(max, s.position + 1), 0);
  await consumeUploads([{ up, field: 'upload_id' }]);
  const item = { locale: body.locale, position, fileName: up.fileName, fileKey: up.key };
  await createSliderItem(item);
  return reply(201, { data: await sliderView(item) });
}

export async function deleteSlider({ params }: Request<Routes['intranet.sliders.delete']>) {
  const data = await getSliderItem(params.locale, params.position);
  if (!data) throw notFound();
  await deleteSliderItem(params.locale, params.position);
  await deleteObjects([data.fileKey]);
  return noContent();
}
