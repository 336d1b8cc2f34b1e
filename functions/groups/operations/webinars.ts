/** /api/opc/webinars: the webinars the pharmacy portal shows (§2, §5 webinar form, §7). */
import type * as z from 'zod/mini';
import { youtubeEmbedUrl, youtubeVideoId } from '../../../shared/operations/youtube';
import type { DeletedRecord, OpcWebinar } from '../../../shared/operations/views';
import type { operationsRoutes, webinarBody } from '../../../shared/api/routes/operations';
import {
  createWebinar,
  getWebinar,
  listWebinars,
  patchActiveWebinar,
  restoreWebinar,
  softDeleteWebinar,
  type WebinarItem,
} from '../../lib/data/entities/webinar';
import { nextId } from '../../lib/data/counters';
import { invalid, notFound } from '../../lib/http/errors';
import { noContent, reply, type Request } from '../../lib/http/group-handler';
import { conditional } from '../../lib/operations/records';

type R = typeof operationsRoutes;
type Item = WebinarItem;

const view = (w: Item): OpcWebinar => ({
  id: w.webinarId,
  title_ca: w.titleCa,
  title_es: w.titleEs,
  youtube_url: w.youtubeUrl ?? null,
  embed_url: w.embedUrl,
  created_at: w.createdAt,
});

async function activeItem(id: number): Promise<Item> {
  const data = await getWebinar(id);
  if (!data || data.deletedAt) throw notFound();
  return data;
}

/** The embed address comes from the typed address; anything but a single YouTube video is a 422. */
function fieldsOf(body: z.output<typeof webinarBody>) {
  const videoId = youtubeVideoId(body.youtube_url);
  if (!videoId) throw invalid('youtube_url', 'validation.video_url');
  return { titleCa: body.title_ca, titleEs: body.title_es, youtubeUrl: body.youtube_url, embedUrl: youtubeEmbedUrl(videoId) };
}

/** Webinars are tens: the whole partition, newest first. */
export async function index() {
  const data = await listWebinars();
  const shown = data.filter((w) => !w.deletedAt);
  shown.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.webinarId - a.webinarId);
  return { data: shown.map(view) };
}

/** The recycle bin: deleted webinars, last deleted first. */
export async function trash(): Promise<{ data: DeletedRecord<OpcWebinar>[] }> {
  const deleted = (await listWebinars()).filter((w) => w.deletedAt);
  deleted.sort((a, b) => b.deletedAt!.localeCompare(a.deletedAt!) || b.webinarId - a.webinarId);
  return { data: deleted.map((w) => ({ ...view(w), deleted_at: w.deletedAt! })) };
}

export const show = async ({ params }: Request<R['operations.webinars.show']>) => ({ data: view(await activeItem(params.id)) });

export async function store({ body }: Request<R['operations.webinars.store']>) {
  const fields = fieldsOf(body);
  const webinarId = await nextId('webinar');
  const data = await createWebinar({ webinarId, ...fields });
  return reply(201, { data: view(data) });
}

export async function update({ params, body }: Request<R['operations.webinars.update']>) {
  await activeItem(params.id);
  const fields = fieldsOf(body);
  await conditional(() => patchActiveWebinar(params.id, fields));
  return { data: view(await activeItem(params.id)) };
}

export async function destroy({ params }: Request<R['operations.webinars.delete']>) {
  await conditional(() => softDeleteWebinar(params.id, new Date().toISOString()));
  return noContent();
}

export async function restore({ params }: Request<R['operations.webinars.restore']>) {
  await conditional(() => restoreWebinar(params.id));
  return { data: view(await activeItem(params.id)) };
}
