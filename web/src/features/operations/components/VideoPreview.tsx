/**
 * The webinar form's video preview (spec §2: "edit with video preview"): what the portal will play,
 * from the address as typed, with the same id rule the server applies. The player itself (YouTube's,
 * about 1 MB) loads only when asked for, as on the portal's webinar cards.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl, youtubeVideoId } from '../../../../../shared/operations/youtube';

export function VideoPreview({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const id = youtubeVideoId(url);
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <div className="opc-video-preview" data-testid="webinar-preview">
      {!id ? (
        <Box color="text-body-secondary" textAlign="center" padding="l">
          {url.trim() ? t('operations.webinars.preview_invalid') : t('operations.webinars.preview_empty')}
        </Box>
      ) : playing === id ? (
        <iframe
          src={`${youtubeEmbedUrl(id)}?autoplay=1`}
          title={title || t('operations.webinars.preview')}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Box textAlign="center" padding="l">
          <Box variant="p" color="text-body-secondary">
            {t('operations.webinars.preview_ready', { id })}
          </Box>
          <Button
            iconName="caret-right-filled"
            formAction="none"
            onClick={() => setPlaying(id)}
            data-testid="webinar-preview-play"
          >
            {t('operations.webinars.preview_play')}
          </Button>
        </Box>
      )}
    </div>
  );
}
