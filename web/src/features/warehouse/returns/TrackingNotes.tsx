/**
 * A tracking's comments (read and add) and its history (each entry's changes in words, in the
 * page's language, as the server words them: spec §3 "Return history entry", not raw JSON).
 */
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingView } from '../../../../../shared/warehouse/returns';
import { FormFrame } from '../../../components/FormFrame';
import { serverFieldErrors } from '../../../components/validation';
import { formatDateTime } from '../../../lib/format';
import { useCommentTracking } from './api';
import './returns.css';

export function TrackingComments({ tracking, onClose }: { tracking: TrackingView; onClose: () => void }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const comment = useCommentTracking(tracking.id);
  const submit = () => {
    if (!content.trim()) return setError(t('validation.required'));
    setError(undefined);
    comment.mutate(content, {
      onSuccess: () => setContent(''),
      onError: (e) => setError(serverFieldErrors(e)?.content ?? serverFieldErrors(e)?._form),
    });
  };
  return (
    <Modal
      visible
      size="medium"
      header={t('warehouse.returns.comments', { count: tracking.comments.length })}
      onDismiss={onClose}
    >
      <SpaceBetween size="m">
        {tracking.comments.length ? (
          <ul className="tracking-notes" data-testid="tracking-comment-list">
            {tracking.comments.map((c) => (
              <li key={c.id}>
                <Box variant="small" color="text-body-secondary">
                  {c.user.name} · {formatDateTime(c.created_at)}
                </Box>
                <Box>{c.content}</Box>
              </li>
            ))}
          </ul>
        ) : (
          <Box color="text-body-secondary">{t('warehouse.returns.no_comments')}</Box>
        )}
        <FormFrame
          testId="tracking-comment"
          submitLabel={t('warehouse.returns.add_comment')}
          saving={comment.isPending}
          onSubmit={submit}
        >
          <FormField label={t('warehouse.returns.comment')} errorText={error} controlId="tracking-comment-content">
            <Textarea
              controlId="tracking-comment-content"
              value={content}
              rows={3}
              onChange={({ detail }) => setContent(detail.value)}
              data-testid="tracking-comment-content"
            />
          </FormField>
        </FormFrame>
      </SpaceBetween>
    </Modal>
  );
}

export function TrackingHistory({ tracking, onClose }: { tracking: TrackingView; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal visible size="medium" header={t('warehouse.returns.history', { count: tracking.history.length })} onDismiss={onClose}>
      {tracking.history.length ? (
        <ul className="tracking-notes" data-testid="tracking-history-list">
          {tracking.history.map((h) => (
            <li key={h.id}>
              <Box variant="small" color="text-body-secondary">
                {h.user.name} · {formatDateTime(h.created_at)}
              </Box>
              {h.summary.map((line, i) => (
                <Box key={i}>{line}</Box>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <Box color="text-body-secondary">{t('warehouse.returns.no_history')}</Box>
      )}
    </Modal>
  );
}
