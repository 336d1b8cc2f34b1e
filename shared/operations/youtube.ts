/**
 * YouTube addresses (§5 webinar form: "a valid video URL"). Shared so the web previews exactly what
 * the server will store: the server derives embed_url with the same function.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);

/** The video id of a YouTube video address, or null when the address names no single video. */
export function youtubeVideoId(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.toLowerCase();
  if (!HOSTS.has(host)) return null;
  const parts = u.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (parts[0] === 'watch' && parts.length === 1) id = u.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') && parts.length === 2) id = parts[1];
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address the portal's players load. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/** The video id of an embed address made by youtubeEmbedUrl. */
export function embedVideoId(embedUrl: string): string | null {
  const m = /\/embed\/([A-Za-z0-9_-]{11})/.exec(embedUrl);
  return m ? m[1]! : null;
}
