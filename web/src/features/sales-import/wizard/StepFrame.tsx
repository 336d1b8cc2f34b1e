/** A wizard step's container: its heading, actions, the "next step" button and the load states of its data. */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/LoadState';
import type { StepId } from './steps';

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
          description={t(`salesImport.steps_help.${id}`)}
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
