/**
 * CN, barcode and product (read-only, filled by lookup) of the returns dialogs (spec §2, §3
 * "Product lookup"). A code is looked up when its field is left or Enter is pressed in it; a 404
 * clears the product and says so on that field (§8); other errors go to the shared handler.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductLookup } from '../../../../../shared/warehouse/returns';
import { ApiError } from '../../../lib/http';
import { lookupProduct, type LookupBy } from './api';

export interface ProductChoice {
  cn: string;
  barcode: string;
  /** The product found (a line being corrected starts with its own). */
  product: Pick<ProductLookup, 'id' | 'code' | 'national_code' | 'description' | 'ean13'> | null;
}

export const emptyProductChoice = (): ProductChoice => ({ cn: '', barcode: '', product: null });

export function ProductLookupFields({
  value,
  onChange,
  cnError,
}: {
  value: ProductChoice;
  onChange: (value: ProductChoice) => void;
  /** The form's own problem with the CN (required). */
  cnError?: string;
}) {
  const { t } = useTranslation();
  const [notFound, setNotFound] = useState<LookupBy | null>(null);
  const [searching, setSearching] = useState<LookupBy | null>(null);
  // The code last looked up per field, so leaving a field untouched does not ask again.
  const asked = useRef<Record<LookupBy, string>>({ cn: '', barcode: '' });

  const look = (by: LookupBy) => {
    const code = value[by].trim();
    if (!code || (asked.current[by] === code && value.product)) return;
    asked.current[by] = code;
    setSearching(by);
    setNotFound(null);
    lookupProduct(by, code)
      .then((product) =>
        onChange({ cn: product.national_code ?? product.code, barcode: product.ean13[0] ?? value.barcode, product }),
      )
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
          setNotFound(by);
          onChange({ ...value, [by === 'cn' ? 'barcode' : 'cn']: '', product: null });
        }
      })
      .finally(() => setSearching(null));
  };
  const field = (by: LookupBy) => (
    <FormField
      label={t(`warehouse.returns.fields.${by}`)}
      errorText={notFound === by ? t('warehouse.returns.product_not_found') : by === 'cn' ? cnError : undefined}
      controlId={`return-${by}`}
    >
      <Input
        controlId={`return-${by}`}
        value={value[by]}
        inputMode="numeric"
        invalid={notFound === by || (by === 'cn' && Boolean(cnError))}
        onChange={({ detail }) => {
          setNotFound(null);
          onChange({ ...value, [by]: detail.value, product: null });
        }}
        onBlur={() => look(by)}
        onKeyDown={(event) => {
          // Enter looks the code up instead of submitting the dialog without a product.
          if (event.detail.key === 'Enter' && !value.product) {
            event.preventDefault();
            look(by);
          }
        }}
        data-testid={`return-${by}`}
      />
    </FormField>
  );
  return (
    <>
      {field('cn')}
      {field('barcode')}
      <FormField label={t('warehouse.returns.fields.product')} controlId="return-product">
        <Input
          controlId="return-product"
          value={searching ? t('warehouse.returns.searching') : (value.product?.description ?? '')}
          readOnly
          data-testid="return-product"
        />
      </FormField>
    </>
  );
}
