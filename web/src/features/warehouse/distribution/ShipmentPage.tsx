/**
 * /warehouse/distribution/shipment/:number (spec §2, §4, role 21). Left: the shipment's distinct
 * products, searched by code; the same field takes a scanned GS1 DataMatrix / GS1-128 string, an
 * EAN-13 or a CN and jumps to that product's lines. Right: the selected product's lines by party,
 * coloured by party and sale reference; a swipe right (or the arrow key, Enter, the button) places
 * a line. The line leaves 500 ms after the swipe and comes back if the placement failed.
 * "Placed / total lines" of the shipment and of the product. On a handheld the search, the picked
 * product's lines and then the product list stack in one column, so a scan shows the
 * lines on the first screen.
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
import { useParams, useSearchParams } from 'react-router';
import { Loading, LoadFailed } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { fillPath, paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { placeLine, scanProduct, useDistributionLines, usePlacedLines, warehouseKeys, type DistributionLine } from '../api';
import { LinkButton } from '../components/LinkButton';
import { useWarehouseFrame } from '../components/nav';
import { ScanField } from '../components/ScanField';
import { SwipeLine } from '../components/SwipeLine';
import { useLeavingLines } from './leaving';
import { lineColour } from './line-colour';
import { LineText } from './LineText';
import { productsOf, progressOf, type Progress, type ProductEntry } from './products';
import '../warehouse.css';

export default function ShipmentPage() {
  const { t } = useTranslation();
  const number = useParams().number ?? '';
  const [search, setSearch] = useSearchParams();
  const selectedCode = search.get('product');
  const lines = useDistributionLines(number);
  useWarehouseFrame([
    { text: t('warehouse.screens.distribution'), href: paths.warehouseDistribution },
    { text: number, href: fillPath(paths.warehouseDistributionShipment, { number }) },
  ]);
  const select = (code: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (code) next.set('product', code);
        else next.delete('product');
        return next;
      },
      { replace: true },
    );

  const notFound = lines.error instanceof ApiError && lines.error.status === 404;
  return (
    <Page
      title={t('warehouse.distribution.shipment_title', { number })}
      description={t('warehouse.distribution.shipment_description')}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            iconName="refresh"
            onClick={() => void lines.refetch()}
            loading={lines.isFetching}
            data-testid="distribution-refresh"
          >
            {t('warehouse.refresh')}
          </Button>
          <LinkButton
            iconName="undo"
            href={fillPath(paths.warehouseDistributionUndo, { number })}
            data-testid="distribution-undo-link"
          >
            {t('warehouse.distribution.undo')}
          </LinkButton>
        </SpaceBetween>
      }
    >
      {notFound ? (
        <Alert type="error" data-testid="distribution-not-found">
          {t('warehouse.distribution.shipment_not_found', { number })}
        </Alert>
      ) : lines.isError ? (
        <LoadFailed onRetry={() => void lines.refetch()} message={t('warehouse.load_failed')} />
      ) : lines.isPending ? (
        <Loading />
      ) : lines.data.length === 0 ? (
        <Alert type="warning" data-testid="distribution-empty">
          {t('errors.empty')}
        </Alert>
      ) : (
        <Distribution number={number} lines={lines.data} selectedCode={selectedCode} onSelect={select} />
      )}
    </Page>
  );
}

function Distribution({
  number,
  lines,
  selectedCode,
  onSelect,
}: {
  number: string;
  lines: DistributionLine[];
  selectedCode: string | null;
  onSelect: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const placed = usePlacedLines(number);
  const products = productsOf(lines);
  const selected = products.find((p) => p.code === selectedCode) ?? null;
  const [scanned, setScanned] = useState<{ lot: string | null; expiry: string | null } | null>(null);
  const [text, setText] = useState('');
  const wanted = text.trim();
  const filtered = wanted ? products.filter((p) => p.code.includes(wanted)) : products;
  const pick = (p: ProductEntry, scan?: { lot: string | null; expiry: string | null }) => {
    onSelect(p.code);
    setScanned(scan ?? null);
  };

  const run = useCallback(
    (key: number) => {
      const line = lines.find((l) => l.shipment_in_line === key);
      return line ? placeLine(line) : Promise.resolve();
    },
    [lines],
  );
  const onDone = useCallback(
    (key: number) => {
      client.setQueryData<DistributionLine[]>(warehouseKeys.lines(number), (old) =>
        old?.filter((l) => l.shipment_in_line !== key),
      );
      void client.invalidateQueries({ queryKey: warehouseKeys.placed(number) });
      alerts.add({ type: 'success', msg: t('warehouse.distribution.placed') });
    },
    [client, number, t],
  );
  const onFailed = useCallback(
    (_key: number, error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        alerts.add({ type: 'warning', msg: t('warehouse.distribution.already_placed') });
        void client.invalidateQueries({ queryKey: warehouseKeys.lines(number) });
      }
    },
    [client, number, t],
  );
  const { states, trigger } = useLeavingLines({ run, onDone, onFailed });
  const shown = selected ? lines.filter((l) => l.product === selected.id).sort(byParty) : [];
  const placedLines = placed.data ?? [];

  return (
    <div className="wh-distribution">
      <div className="wh-distribution-search">
        <Container>
          <SpaceBetween size="s">
            <ProgressText
              progress={placed.data ? progressOf(lines, placedLines) : null}
              label={t('warehouse.distribution.progress_shipment')}
              testId="distribution-progress-shipment"
            />
            <ProductSearch products={products} filtered={filtered} text={text} onText={setText} onPick={pick} />
          </SpaceBetween>
        </Container>
      </div>
      <div className="wh-distribution-lines" data-testid="distribution-lines">
        <Container
          header={
            <Header
              variant="h2"
              counter={selected ? `(${shown.length})` : undefined}
              description={
                selected ? (
                  <>
                    {selected.description}
                    <br />
                    <ProgressText
                      progress={placed.data ? progressOf(lines, placedLines, selected.id) : null}
                      label={t('warehouse.distribution.progress_product')}
                      testId="distribution-progress-product"
                    />
                  </>
                ) : undefined
              }
            >
              {selected ? selected.code : t('warehouse.distribution.lines')}
            </Header>
          }
        >
          {!selected ? (
            <Box color="text-body-secondary" padding={{ vertical: 'l' }} textAlign="center">
              {t('warehouse.distribution.choose_product')}
            </Box>
          ) : (
            <SpaceBetween size="s">
              {scanned && (scanned.lot || scanned.expiry) ? (
                <Box color="text-body-secondary" data-testid="distribution-scanned">
                  {t('warehouse.distribution.scanned', { lot: scanned.lot ?? '—', expiry: formatDate(scanned.expiry) || '—' })}
                </Box>
              ) : null}
              <ul className="wh-lines" aria-label={t('warehouse.distribution.lines')}>
                {shown.map((line) => (
                  <SwipeLine
                    key={line.shipment_in_line}
                    direction="right"
                    colour={lineColour(line.party, line.sale_obj.reference)}
                    state={states.get(line.shipment_in_line)}
                    actionLabel={t('warehouse.distribution.place')}
                    ariaLabel={t('warehouse.distribution.line_label', {
                      party: line.party_obj.name,
                      quantity: line.quantity,
                      reference: line.sale_obj.reference,
                    })}
                    onAction={() => trigger(line.shipment_in_line)}
                    testId={`line-${line.shipment_in_line}`}
                  >
                    <LineText line={line} />
                  </SwipeLine>
                ))}
              </ul>
              {/* After the lines: the worker reads it once, the lines every time. */}
              <Box variant="small" color="text-body-secondary">
                {t('warehouse.distribution.place_help')}
              </Box>
            </SpaceBetween>
          )}
        </Container>
      </div>
      <div className="wh-distribution-products">
        <ProductList products={products} filtered={filtered} selected={selected} onSelect={(p) => pick(p)} />
      </div>
    </div>
  );
}

/** "3 / 10 lines placed" (nothing while the placed lines load). */
function ProgressText({ progress, label, testId }: { progress: Progress | null; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box variant="span" color="text-body-secondary" data-testid={testId}>
      {label}:{' '}
      <Box variant="span" fontWeight="bold">
        {progress ? t('warehouse.distribution.progress', { placed: progress.placed, count: progress.total }) : '…'}
      </Box>
    </Box>
  );
}

const byParty = (a: DistributionLine, b: DistributionLine) =>
  a.party_obj.name.localeCompare(b.party_obj.name, 'ca') || a.sale_obj.reference.localeCompare(b.sale_obj.reference);

/** The code field: a code of the list picks it; a scanned pack or a CN is resolved by the server. */
function ProductSearch({
  products,
  filtered,
  text,
  onText,
  onPick,
}: {
  products: ProductEntry[];
  filtered: ProductEntry[];
  text: string;
  onText: (text: string) => void;
  onPick: (product: ProductEntry, scan?: { lot: string | null; expiry: string | null }) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const [looking, setLooking] = useState(false);
  const wanted = text.trim();

  const picked = (p: ProductEntry, scan?: { lot: string | null; expiry: string | null }) => {
    onPick(p, scan);
    onText('');
    setProblem(undefined);
  };

  const submit = async () => {
    if (!wanted) {
      setProblem(t('warehouse.required'));
      return;
    }
    const exact = products.find((p) => p.code === wanted) ?? (filtered.length === 1 ? filtered[0] : undefined);
    if (exact) {
      picked(exact);
      return;
    }
    // Not a code of this list: a scanned pack (GS1, EAN-13) or a CN, resolved by the server.
    setLooking(true);
    try {
      const found = await scanProduct(wanted);
      const hit = products.find((p) => p.id === found.product.id);
      if (hit) picked(hit, { lot: found.lot, expiry: found.expiry });
      else setProblem(t('warehouse.distribution.not_in_shipment', { code: found.product.code }));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 422))
        setProblem(t('warehouse.distribution.product_not_found'));
    } finally {
      setLooking(false);
    }
  };

  return (
    <ScanField
      label={t('warehouse.distribution.product_search')}
      description={t('warehouse.distribution.product_search_help')}
      value={text}
      onChange={(value) => {
        onText(value);
        setProblem(undefined);
      }}
      onSubmit={() => void submit()}
      errorText={problem}
      autoFocus
      testId="distribution-product-search"
      action={looking ? <Button variant="inline-icon" loading ariaLabel={t('app.loading')} /> : undefined}
    />
  );
}

/** The shipment's products still to place, filtered by the code typed in the search. */
function ProductList({
  products,
  filtered,
  selected,
  onSelect,
}: {
  products: ProductEntry[];
  filtered: ProductEntry[];
  selected: ProductEntry | null;
  onSelect: (product: ProductEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <Container
      header={
        <Header variant="h2" counter={`(${products.length})`}>
          {t('warehouse.distribution.products')}
        </Header>
      }
    >
      {filtered.length === 0 ? (
        <Box color="text-body-secondary">{t('warehouse.distribution.no_product_match')}</Box>
      ) : (
        <ul className="wh-products" data-testid="distribution-products">
          {filtered.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="wh-product"
                aria-pressed={selected?.id === p.id}
                onClick={() => onSelect(p)}
                data-testid={`product-${p.code}`}
              >
                <span className="wh-product-code">{p.code}</span>
                <span className="wh-product-description">{p.description}</span>
                <span className="wh-product-count">{t('warehouse.distribution.line_count', { count: p.lines })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
