/** GET /api/guest/pharmacy/opc/webinars: the webinars grid, newest first. */
import { Webinar } from '../../lib/data/entities/webinar';
import { downloadUrl } from '../../lib/files/download';

export async function webinars() {
  const { data } = await Webinar().query.all({}).go({ pages: 'all' });
  data.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.webinarId - a.webinarId);
  return {
    data: await Promise.all(
      data.map(async (w) => ({
        id: w.webinarId,
        title_ca: w.titleCa,
        title_es: w.titleEs,
        thumbnail: {
          url: (await downloadUrl({ key: w.thumbnailKey, fileName: w.thumbnailKey.split('/').pop()!, disposition: 'inline' }))
            .url,
          width: w.thumbnailWidth,
          height: w.thumbnailHeight,
        },
        embed_url: w.embedUrl,
        created_at: w.createdAt,
      })),
    ),
  };
}
