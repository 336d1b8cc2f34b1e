/**
 * The platform and purchase order choice of pending sales and prenotices (spec §2): choosing an
 * order fills the screen's chips with what it names. Outs, consignments and orders belong to one
 * platform, so choosing another platform drops the order, its chips and the chips typed by hand
 * (else the old platform's outs would be downloaded or processed under the new one); an order's
 * answer that arrives after the platform or the order changed is dropped too.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';

export function usePlatformOrder<T>(opts: {
  initial: number | null;
  /** What the order names (404: an unknown order). */
  contents: (platform: number, order: string) => Promise<T>;
  /** True when the order names nothing to fill. */
  isEmpty: (found: T) => boolean;
  /** Fills the chips with what the order names. */
  fill: (found: T) => void;
  /** Drops the screen's state of the old platform (its chips, the server's messages about them). */
  clear: () => void;
}) {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<number | null>(opts.initial);
  const [order, setOrder] = useState<string | null>(null);
  const [orderLoading, setOrderLoading] = useState(false);
  const [orderError, setOrderError] = useState<string>();
  // The latest question asked: answers to older ones (another order, another platform) are stale.
  const asked = useRef(0);

  const chooseOrder = (number: string | null) => {
    const question = ++asked.current;
    const current = () => question === asked.current;
    setOrder(number);
    setOrderError(undefined);
    setOrderLoading(false);
    if (!number || platform === null) return;
    setOrderLoading(true);
    opts
      .contents(platform, number)
      .then((found) => {
        if (!current()) return;
        opts.fill(found);
        if (opts.isEmpty(found)) setOrderError(t('warehouse.reports.order_without_outs'));
      })
      .catch((error: unknown) => {
        // Other failures went to the http client's alert.
        if (current() && error instanceof ApiError && error.status === 404) setOrderError(t('errors.found'));
      })
      .finally(() => {
        if (current()) setOrderLoading(false);
      });
  };

  const choosePlatform = (chosen: number | null) => {
    if (chosen === platform) return;
    asked.current++;
    setPlatform(chosen);
    setOrder(null);
    setOrderError(undefined);
    setOrderLoading(false);
    opts.clear();
  };

  return {
    platform,
    order,
    orderLoading,
    orderError,
    choosePlatform,
    chooseOrder,
    /** For PlatformOrderFields. */
    fields: { platform, onPlatform: choosePlatform, order, onOrder: chooseOrder, orderLoading },
  };
}
