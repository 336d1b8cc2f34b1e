/** A show page whose record does not exist (or is not reachable): say so and offer the way back. */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';

export function RecordNotFound({ back, backText }: { back: string; backText: string }) {
  const { t } = useTranslation();
  return (
    <Container>
      <Box textAlign="center" padding={{ vertical: 'l' }} data-testid="record-not-found">
        <Box variant="p" color="text-body-secondary">
          {t('acl.record_not_found')}
        </Box>
        <RouterLink href={back}>{backText}</RouterLink>
      </Box>
    </Container>
  );
}
