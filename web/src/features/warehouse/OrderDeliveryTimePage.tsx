/**
 * /warehouse/order-delivery-time (spec §2, §9, role 23): a horizontal bar chart, 700 px high, of
 * the average days from sale to delivery per party, two decimals, slowest first (the server's
 * order). Past CHART_MAX parties the bars would be too thin to read: the chart shows the slowest
 * ones and the table under it lists every party.
 */
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, LoadFailed } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { useOrderDeliveryTime, type OrderDeliveryTimeEntry } from './api';
import { formatNumber } from './components/labels';
import { useWarehouseFrame } from './components/nav';

/** The spec's 700 px once there are enough parties to fill it; fewer get bars of a readable thickness. */
const CHART_HEIGHT = 700;
const BAR_HEIGHT = 48;
const chartHeight = (bars: number) => Math.min(CHART_HEIGHT, Math.max(120, bars * BAR_HEIGHT));
const CHART_MAX = 40;

export default function OrderDeliveryTimePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const times = useOrderDeliveryTime();
  useWarehouseFrame([{ text: t('warehouse.screens.order_delivery_time'), href: paths.warehouseOrderDeliveryTime }]);
  const entries = times.data ?? [];
  const charted = entries.slice(0, CHART_MAX);
  const days = (value: number) => formatNumber(value, locale);

  return (
    <Page
      title={t('warehouse.screens.order_delivery_time')}
      description={t('warehouse.delivery_time.description')}
      actions={
        <Button iconName="refresh" onClick={() => void times.refetch()} loading={times.isFetching}>
          {t('warehouse.refresh')}
        </Button>
      }
    >
      {times.isError ? (
        <LoadFailed onRetry={() => void times.refetch()} message={t('warehouse.load_failed')} />
      ) : times.isPending ? (
        <Loading />
      ) : entries.length === 0 ? (
        <Container>
          <EmptyState />
        </Container>
      ) : (
        <>
          <Container
            header={
              <Header
                variant="h2"
                description={entries.length > CHART_MAX ? t('warehouse.delivery_time.slowest', { count: CHART_MAX }) : undefined}
              >
                {t('warehouse.delivery_time.chart_title')}
              </Header>
            }
          >
            <div data-testid="delivery-time-chart">
              <BarChart
                horizontalBars
                height={chartHeight(charted.length)}
                series={[
                  {
                    title: t('warehouse.delivery_time.days'),
                    type: 'bar',
                    data: charted.map((e) => ({ x: e.party, y: e.days })),
                    valueFormatter: days,
                  },
                ]}
                xScaleType="categorical"
                xTitle={t('warehouse.fields.party')}
                yTitle={t('warehouse.delivery_time.days')}
                yTickFormatter={(value) => formatNumber(value, locale, Number.isInteger(value) ? 0 : 2)}
                hideFilter
                hideLegend
                ariaLabel={t('warehouse.delivery_time.chart_title')}
                empty={<EmptyState />}
                i18nStrings={{
                  xTickFormatter: (x) => String(x),
                }}
              />
            </div>
          </Container>
          <div data-testid="delivery-time-table">
            <Table<OrderDeliveryTimeEntry>
              variant="container"
              items={entries}
              trackBy="party_id"
              header={<Header counter={`(${entries.length})`}>{t('warehouse.delivery_time.table_title')}</Header>}
              columnDefinitions={[
                { id: 'party', header: t('warehouse.fields.party'), cell: (e) => e.party },
                {
                  id: 'days',
                  header: t('warehouse.delivery_time.days'),
                  cell: (e) => <Box textAlign="right">{days(e.days)}</Box>,
                },
                { id: 'outs', header: t('warehouse.delivery_time.outs'), cell: (e) => <Box textAlign="right">{e.outs}</Box> },
              ]}
            />
          </div>
        </>
      )}
    </Page>
  );
}
