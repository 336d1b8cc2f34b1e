/**
 * Catalog steps 2 and 3 (spec §2): the month's new or deleted products (national code,
 * description, listing price), with the month's figures and the previous month's side by side.
 */
import { useCollection } from '@cloudscape-design/collection-hooks';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../components/use-locale';
import { formatCurrency } from '../../../lib/format';
import type { CatalogFigures, CatalogProduct, CatalogWorkingData } from '../api';
import { monthLabel } from '../format';

function Figures({ figures, title }: { figures: CatalogFigures | null; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Container header={<Header variant="h3">{title}</Header>}>
      {figures ? (
        <KeyValuePairs
          columns={4}
          items={[
            { label: t('administration.catalog.month'), value: monthLabel(figures.month, locale) },
            { label: t('administration.catalog.total'), value: figures.total },
            { label: t('administration.catalog.new_count'), value: figures.new },
            { label: t('administration.catalog.deleted_count'), value: figures.deleted },
          ]}
        />
      ) : (
        t('administration.catalog.no_previous')
      )}
    </Container>
  );
}

export function CatalogFiguresSideBySide({ data }: { data: CatalogWorkingData }) {
  const { t } = useTranslation();
  return (
    <div data-testid="catalog-figures">
      <ColumnLayout columns={2}>
        <Figures figures={data.figures} title={t('administration.catalog.this_month')} />
        <Figures figures={data.previous} title={t('administration.catalog.previous_month')} />
      </ColumnLayout>
    </div>
  );
}

export function ProductsStep({ data, kind, actions }: { data: CatalogWorkingData; kind: 'new' | 'deleted'; actions: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const products: CatalogProduct[] = kind === 'new' ? data.new : data.deleted;
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection(products, {
    filtering: {
      filteringFunction: (p, text) => {
        const q = text.trim().toLowerCase();
        return !q || p.national_code.toLowerCase().includes(q) || p.description.toLowerCase().includes(q);
      },
    },
    pagination: { pageSize: 20 },
    sorting: { defaultState: { sortingColumn: { sortingField: 'national_code' } } },
  });
  return (
    <Table
      {...collectionProps}
      data-testid={`catalog-${kind}`}
      header={
        <Header
          variant="h2"
          counter={`(${products.length})`}
          description={t(`administration.catalog.${kind}_description`)}
          actions={actions}
        >
          {t(`administration.catalog.steps.${kind}`)}
        </Header>
      }
      items={items}
      trackBy="national_code"
      columnDefinitions={[
        {
          id: 'cn',
          header: t('administration.catalog.national_code'),
          cell: (p) => p.national_code,
          sortingField: 'national_code',
        },
        {
          id: 'description',
          header: t('administration.catalog.description_column'),
          cell: (p) => p.description,
          sortingField: 'description',
        },
        {
          id: 'price',
          header: t('administration.catalog.listing_price'),
          cell: (p) => formatCurrency(p.listing_price, locale),
          sortingField: 'listing_price',
        },
      ]}
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder={t('administration.catalog.filter')}
          countText={t('administration.matches', { count: filteredItemsCount ?? 0 })}
        />
      }
      pagination={<Pagination {...paginationProps} />}
      empty={t(`administration.catalog.${kind}_none`)}
      variant="container"
    />
  );
}
