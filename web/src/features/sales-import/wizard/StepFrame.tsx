/**
 * A wizard step's container: its heading, what is left to fix on it, actions, the "next
 * step" button and the load states of its data.
 */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { useLeftToFix } from '../api';
import { STEP_LEFT, type LeftKind } from './left-to-fix';
import type { StepId } from './steps';

/** "N left to fix" of one kind; nothing while it loads or a job recounts. */
function LeftCount({ kind }: { kind: LeftKind }) {
  const { t } = useTranslation();
  const left = useLeftToFix();
  if (!left.data) return null;
  if (left.data.building) return <StatusIndicator type="loading">{t('salesImport.left.building')}</StatusIndicator>;
  const count = left.data[kind];
  return (
    <span data-testid="step-left">
      <StatusIndicator type={count > 0 ? 'warning' : 'success'}>
        {count > 0 ? t(`salesImport.left.${kind}`, { count }) : t('salesImport.left.none')}
      </StatusIndicator>
    </span>
  );
}

export function StepFrame({
  id,
  actions,
  onNext,
  query,
  children,
}: {
  id: StepId;
  actions?: ReactNode;
  onNext?: () => void;
  /** The step's data: loading and failed states are shown instead of the content. */
  query?: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container
      data-testid={`step-${id.replace(/_/g, '-')}`}
      header={
        <Header
          variant="h2"
          description={
            STEP_LEFT[id] ? (
              <SpaceBetween size="xxs">
                {t(`salesImport.steps_help.${id}`)}
                <LeftCount kind={STEP_LEFT[id]} />
              </SpaceBetween>
            ) : (
              t(`salesImport.steps_help.${id}`)
            )
          }
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {actions}
              {onNext ? (
                <Button variant="primary" iconName="angle-right" iconAlign="right" onClick={onNext} data-testid="step-next">
                  {t('salesImport.wizard.next')}
                </Button>
              ) : null}
            </SpaceBetween>
          }
        >
          {t(`salesImport.steps.${id}`)}
        </Header>
      }
    >
      {query?.isError ? <LoadFailed onRetry={() => void query.refetch()} /> : query?.isPending ? <Loading /> : children}
    </Container>
  );
}
