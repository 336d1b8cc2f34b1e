/**
 * /warehouse/returns/products (role 27; spec §2): a list kept only on this screen (nothing is sent
 * to the server; only the product lookup is asked), with add (a dialog of CN, barcode, product and
 * quantity), remove and export (a spreadsheet of CN and quantity, written in the browser).
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../components/FormFrame';
import { EmptyState } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { useReturnsFrame } from '../components/nav';
import { emptyProductChoice, ProductLookupFields } from './ProductLookupFields';
import { productsWorkbook, type ProductEntry } from './products-export';
import { quantityProblem } from './return-form';
import { useExport } from '../../../lib/use-export';

export default function ReturnProductsPage() {
  const { t } = useTranslation();
  const title = t('warehouse.screens.returns_products');
  useReturnsFrame([{ text: title, href: paths.warehouseReturnsProducts }]);
  const [entries, setEntries] = useState<ProductEntry[]>([]);
  const [selected, setSelected] = useState<ProductEntry[]>([]);
  const [adding, setAdding] = useState(false);

  const remove = () => {
    setEntries(entries.filter((e) => !selected.includes(e)));
    setSelected([]);
  };
  const exporting = useExport(() =>
    productsWorkbook(
      entries,
      [t('warehouse.returns.fields.cn'), t('warehouse.returns.fields.quantity')],
      t('warehouse.returns.products_sheet'),
    ),
  );

  return (
    <Page
      title={title}
      description={t('warehouse.returns.products_description')}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={remove} disabled={!selected.length} data-testid="products-remove">
            {t('warehouse.delete')}
          </Button>
          <Button
            iconName="download"
            onClick={exporting.run}
            loading={exporting.busy}
            disabled={!entries.length}
            data-testid="products-export"
          >
            {t('warehouse.returns.export')}
          </Button>
          <Button variant="primary" iconName="add-plus" onClick={() => setAdding(true)} data-testid="products-add">
            {t('warehouse.add')}
          </Button>
        </SpaceBetween>
      }
    >
      <Table<ProductEntry>
        data-testid="products-table"
        items={entries}
        trackBy="key"
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: t('warehouse.returns.selection'),
          allItemsSelectionLabel: () => t('warehouse.returns.select_all_products'),
          itemSelectionLabel: (_, e) => t('warehouse.returns.select_line', { cn: e.cn }),
        }}
        columnDefinitions={[
          { id: 'cn', header: t('warehouse.returns.fields.cn'), cell: (e) => e.cn },
          { id: 'barcode', header: t('warehouse.returns.fields.barcode'), cell: (e) => e.barcode },
          { id: 'product', header: t('warehouse.returns.fields.product'), cell: (e) => e.description },
          { id: 'quantity', header: t('warehouse.returns.fields.quantity'), cell: (e) => e.quantity },
        ]}
        empty={<EmptyState text={t('warehouse.returns.products_empty')} />}
      />
      {adding ? (
        <AddProductModal
          onClose={() => setAdding(false)}
          onAdd={(entry) => {
            setEntries([...entries, entry]);
            setAdding(false);
          }}
        />
      ) : null}
    </Page>
  );
}

function AddProductModal({ onClose, onAdd }: { onClose: () => void; onAdd: (entry: ProductEntry) => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(emptyProductChoice);
  const [quantity, setQuantity] = useState('');
  const [checked, setChecked] = useState(false);
  const cnError = !choice.cn.trim() ? t('validation.required') : undefined;
  const quantityError = quantityProblem(quantity, t);
  const submit = () => {
    setChecked(true);
    if (cnError || quantityError) return;
    onAdd({
      key: `${Date.now()}-${Math.random()}`,
      cn: choice.cn.trim(),
      barcode: choice.barcode.trim(),
      description: choice.product?.description ?? '',
      quantity: Number(quantity),
    });
  };
  return (
    <Modal visible size="medium" header={t('warehouse.returns.add_product')} onDismiss={onClose}>
      <FormFrame testId="product-add" submitLabel={t('warehouse.add')} saving={false} onSubmit={submit} onCancel={onClose}>
        <ColumnLayout columns={2}>
          <ProductLookupFields value={choice} onChange={setChoice} cnError={checked ? cnError : undefined} />
          <FormField
            label={t('warehouse.returns.fields.quantity')}
            errorText={checked ? quantityError : undefined}
            controlId="product-quantity"
          >
            <Input
              controlId="product-quantity"
              type="number"
              inputMode="numeric"
              value={quantity}
              invalid={checked && Boolean(quantityError)}
              onChange={({ detail }) => setQuantity(detail.value)}
              data-testid="return-quantity"
            />
          </FormField>
        </ColumnLayout>
      </FormFrame>
    </Modal>
  );
}
