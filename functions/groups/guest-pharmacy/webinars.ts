/** GET /api/guest/pharmacy/opc/webinars: the webinars operations publishes, newest first. */
import { embedVideoId } from '../../../shared/operations/youtube';
import { listWebinars } from '../../lib/data/entities/webinar';
import { downloadUrl } from '../../lib/files/download';

/** YouTube's own thumbnail (hqdefault is always 480 x 360) for webinars added on /opc/webinars. */
const YOUTUBE_THUMBNAIL = { width: 480, height: 360 };

export async function webinars() {
  const data = await listWebinars();
  const shown = data.filter((w) => !w.deletedAt);
  shown.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.webinarId - a.webinarId);
  return {
    data: await Promise.all(
      shown.map(async (w) => ({
        id: w.webinarId,
        title_ca: w.titleCa,
        title_es: w.titleEs,
        thumbnail: w.thumbnailKey
          ? {
              url: (await downloadUrl({ key: w.thumbnailKey, fileName: w.thumbnailKey.split('/').pop()!, disposition: 'inline' }))
                .url,
              width: w.thumbnailWidth ?? YOUTUBE_THUMBNAIL.width,
              height: w.thumbnailHeight ?? YOUTUBE_THUMBNAIL.height,
            }
          : { url: `https://i.ytimg.com/vi/${embedVideoId(w.embedUrl)}/hqdefault.jpg`, ...YOUTUBE_THUMBNAIL },
        embed_url: w.embedUrl,
        created_at: w.createdAt,
      })),
    ),
  };
}
