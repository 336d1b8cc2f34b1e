/**
 * The ticket's comments (spec §3: id, user, content, created_at, parent_id), threaded: a reply is
 * indented under the comment it answers. A new comment or a reply is posted from the same box.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea, { type TextareaProps } from '@cloudscape-design/components/textarea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { TicketComment } from '../../../../../shared/ticketing/views';
import { threadComments } from '../comment-thread';

export type CommentView = TicketComment;

export function CommentsModal({
  visible,
  comments,
  sending,
  error,
  onSend,
  onClose,
}: {
  visible: boolean;
  comments: readonly CommentView[];
  sending: boolean;
  /** A server message for the content field (422). */
  error?: string;
  /** Resolves when the comment is stored; the box is then emptied. */
  onSend: (content: string, parentId: number | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [replyTo, setReplyTo] = useState<CommentView | null>(null);
  const box = useRef<TextareaProps.Ref>(null);
  const send = () => {
    if (content.trim() === '' || sending) return;
    // A refused comment keeps its text in the box (the error is shown by the field).
    void onSend(content.trim(), replyTo?.id ?? null).then(
      () => {
        setContent('');
        setReplyTo(null);
        // The send button is disabled once the box is empty: focus goes back to the box, so the
        // keyboard stays in the dialog (next comment, or Escape to close).
        box.current?.focus();
      },
      () => undefined,
    );
  };
  const thread = threadComments(comments);
  return (
    <Modal visible={visible} size="large" header={t('ticketing.comments.title')} onDismiss={onClose}>
      <SpaceBetween size="m">
        {thread.length === 0 && <Box color="text-status-inactive">{t('ticketing.comments.empty')}</Box>}
        {thread.map(({ comment, depth }) => (
          <div key={comment.id} style={{ marginInlineStart: `${Math.min(depth, 4) * 24}px` }} data-testid="comment">
            <Box variant="small">
              {comment.user.name} · {formatDateTime(comment.created_at)}
            </Box>
            <Box>
              <span style={{ whiteSpace: 'pre-wrap' }}>{comment.content}</span>
            </Box>
            <Button variant="inline-link" onClick={() => setReplyTo(comment)}>
              {t('ticketing.comments.reply')}
            </Button>
          </div>
        ))}
        <FormField
          label={replyTo ? t('ticketing.comments.replying', { name: replyTo.user.name }) : t('ticketing.comments.new')}
          errorText={error}
          secondaryControl={
            replyTo ? (
              <Button
                variant="icon"
                iconName="close"
                ariaLabel={t('ticketing.actions.cancel')}
                onClick={() => setReplyTo(null)}
              />
            ) : undefined
          }
        >
          <Textarea ref={box} value={content} onChange={({ detail }) => setContent(detail.value)} rows={3} />
        </FormField>
        <Box float="right">
          <Button variant="primary" onClick={send} loading={sending} disabled={content.trim() === ''}>
            {t('ticketing.comments.send')}
          </Button>
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
