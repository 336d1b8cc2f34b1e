/**
 * /warehouse/distribution/shipment/:number/undo (spec §2, §4, role 21): the shipment's placed lines,
 * by product code, filtered by product code; a swipe left (or the arrow key, Enter, the button)
 * undoes a placement. The line leaves 500 ms after the swipe and comes back if the undo failed.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading, LoadFailed } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { fillPath, paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { formatDateTime } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { undoLine, usePlacedLines, warehouseKeys, type PlacedLine } from '../api';
import { LinkButton } from '../components/LinkButton';
import { useWarehouseFrame } from '../components/nav';
import { ScanField } from '../components/ScanField';
import { SwipeLine } from '../components/SwipeLine';
import { useLeavingLines } from './leaving';
import { lineColour } from './line-colour';
import { LineText } from './LineText';
import '../warehouse.css';

export default function UndoPage() {
  const { t } = useTranslation();
  const number = useParams().number ?? '';
  const client = useQueryClient();
  const placed = usePlacedLines(number);
  const [text, setText] = useState('');
  const shipmentPath = fillPath(paths.warehouseDistributionShipment, { number });
  useWarehouseFrame([
    { text: t('warehouse.screens.distribution'), href: paths.warehouseDistribution },
    { text: number, href: shipmentPath },
    { text: t('warehouse.distribution.undo'), href: fillPath(paths.warehouseDistributionUndo, { number }) },
  ]);

  const run = useCallback((id: number) => undoLine(id), []);
  const onDone = useCallback(
    (id: number) => {
      client.setQueryData<PlacedLine[]>(warehouseKeys.placed(number), (old) => old?.filter((l) => l.id !== id));
      void client.invalidateQueries({ queryKey: warehouseKeys.lines(number) });
      alerts.add({ type: 'success', msg: t('warehouse.distribution.undone') });
    },
    [client, number, t],
  );
  const onFailed = useCallback(
    (_id: number, error: unknown) => {
      if (error instanceof ApiError && error.status === 404) {
        alerts.add({ type: 'warning', msg: t('warehouse.distribution.already_undone') });
        void client.invalidateQueries({ queryKey: warehouseKeys.placed(number) });
      }
    },
    [client, number, t],
  );
  const { states, trigger } = useLeavingLines({ run, onDone, onFailed });
  const wanted = text.trim();
  const shown = (placed.data ?? []).filter((l) => !wanted || l.product_obj.code.includes(wanted));

  return (
    <Page
      title={t('warehouse.distribution.undo_title', { number })}
      description={t('warehouse.distribution.undo_description')}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button iconName="refresh" onClick={() => void placed.refetch()} loading={placed.isFetching}>
            {t('warehouse.refresh')}
          </Button>
          <LinkButton iconName="arrow-left" href={shipmentPath} data-testid="undo-back">
            {t('warehouse.distribution.back_to_shipment')}
          </LinkButton>
        </SpaceBetween>
      }
    >
      {placed.error instanceof ApiError && placed.error.status === 404 ? (
        <Alert type="error">{t('warehouse.distribution.shipment_not_found', { number })}</Alert>
      ) : placed.isError ? (
        <LoadFailed onRetry={() => void placed.refetch()} message={t('warehouse.load_failed')} />
      ) : placed.isPending ? (
        <Loading />
      ) : placed.data.length === 0 ? (
        <Alert type="warning" data-testid="undo-empty">
          {t('errors.empty')}
        </Alert>
      ) : (
        <Container
          header={
            <Header variant="h2" counter={`(${shown.length})`}>
              {t('warehouse.distribution.placed_lines')}
            </Header>
          }
        >
          <SpaceBetween size="s">
            <ScanField
              label={t('warehouse.distribution.product_filter')}
              value={text}
              onChange={setText}
              onSubmit={() => undefined}
              testId="undo-product-filter"
            />
            <Box variant="small" color="text-body-secondary">
              {t('warehouse.distribution.undo_help')}
            </Box>
            {shown.length === 0 ? (
              <Box color="text-body-secondary">{t('warehouse.distribution.no_product_match')}</Box>
            ) : (
              <ul className="wh-lines" aria-label={t('warehouse.distribution.placed_lines')} data-testid="undo-lines">
                {shown.map((line) => (
                  <SwipeLine
                    key={line.id}
                    direction="left"
                    colour={lineColour(line.party, line.sale_obj.reference)}
                    state={states.get(line.id)}
                    actionLabel={t('warehouse.distribution.undo_one')}
                    ariaLabel={t('warehouse.distribution.line_label', {
                      party: line.party_obj.name,
                      quantity: line.quantity,
                      reference: line.sale_obj.reference,
                    })}
                    onAction={() => trigger(line.id)}
                    testId={`placed-${line.id}`}
                  >
                    <LineText line={line} />
                    <span className="wh-line-meta">
                      {t('warehouse.fields.placed_by')}: {line.placed_by} · {formatDateTime(line.placed_at)}
                    </span>
                  </SwipeLine>
                ))}
              </ul>
            )}
          </SpaceBetween>
        </Container>
      )}
    </Page>
  );
}
