/**
 * The conversion forms' rules (spec §5, §9): cn 6 to 7 characters, xf exactly 7, description
 * optional; customer_code exactly 6, sl_code, sl and pf_code required. Checked on screen before
 * sending; the API checks them again (and that cn and customer_code are unique).
 */
import { CN_MAX, CN_MIN, CUSTOMER_CODE_LENGTH, XF_LENGTH } from '../../../../../shared/sales-import/rules';
import { issues, required, type FieldIssue, type Issues } from '../../../components/validation';

/** Type aliases, not interfaces: the generic form takes them as string records. */
export type ProductConversionValues = {
  cn: string;
  xf: string;
  description: string;
};

export type CustomerConversionValues = {
  customer_code: string;
  sl_code: string;
  sl: string;
  pf_code: string;
};

const between =
  (min: number, max: number) =>
  (v: string): FieldIssue | null => {
    const n = v.trim().length;
    if (n === 0) return { key: 'validation.required' };
    if (min === max) return n === min ? null : { key: 'salesImport.rules.length', vars: { length: min } };
    return n >= min && n <= max ? null : { key: 'salesImport.rules.between', vars: { min, max } };
  };

/** xf: exactly 7 characters (the new-products step uses it on each typed code). */
export const xfIssue = between(XF_LENGTH, XF_LENGTH);

export const productConversionIssues = (v: ProductConversionValues): Issues<keyof ProductConversionValues> =>
  issues({
    cn: /\s/.test(v.cn.trim()) ? { key: 'salesImport.rules.no_spaces' } : between(CN_MIN, CN_MAX)(v.cn),
    xf: xfIssue(v.xf),
    description: v.description.trim().length > 255 ? { key: 'salesImport.rules.max', vars: { max: 255 } } : null,
  });

export const customerConversionIssues = (v: CustomerConversionValues): Issues<keyof CustomerConversionValues> =>
  issues({
    customer_code: between(CUSTOMER_CODE_LENGTH, CUSTOMER_CODE_LENGTH)(v.customer_code),
    sl_code: required(v.sl_code),
    sl: required(v.sl),
    pf_code: required(v.pf_code),
  });
