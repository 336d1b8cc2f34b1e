/**
 * The four quarterly purchase bars of the current year (spec §4): colour by the quarter's amount
 * (under 6000 red, to 7500 orange, to 9000 lime, from 9000 green; shared/portal/invoicing.ts),
 * width amount/9000·100; indeterminate until the amounts have loaded.
 */
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { QUARTER_TARGET, QUARTERS, quarterColour, quarterOrdinal, quarterPercentage } from '../../../../shared/portal/invoicing';
import { useLocale } from '../../components/use-locale';
import { formatCurrency } from '../../lib/format';
import type { QuarterAmounts } from './api';

const percentText = (value: number, locale: string) =>
  new Intl.NumberFormat(locale === 'ca' ? 'ca-ES' : 'es-ES', { maximumFractionDigits: 0 }).format(value);

export function QuarterBars({ amounts, year }: { amounts: QuarterAmounts | undefined; year: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="quarter-bars" data-testid="quarter-bars">
      {QUARTERS.map((q) => {
        const label = t('invoicing.quarters.quarter', { quarter: quarterOrdinal(q, locale), year });
        if (!amounts) {
          return (
            <div key={q} className="quarter" data-testid={`quarter-${q}`} data-state="loading">
              <Box variant="awsui-key-label">{label}</Box>
              <div className="quarter-track" role="progressbar" aria-label={label} aria-busy="true">
                <div className="quarter-value is-indeterminate" />
              </div>
              <Box variant="small" color="text-body-secondary">
                {t('app.loading')}
              </Box>
            </div>
          );
        }
        const amount = amounts[q];
        // Whole percent points, rounded down: a quarter short of the target never reads 100 %.
        const percent = Math.floor(quarterPercentage(amount));
        const colour = quarterColour(amount);
        return (
          <div key={q} className="quarter" data-testid={`quarter-${q}`} data-colour={colour}>
            <Box variant="awsui-key-label">{label}</Box>
            <div
              className="quarter-track"
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('invoicing.quarters.value', {
                amount: formatCurrency(amount, locale),
                percent: percentText(percent, locale),
              })}
            >
              <div className={`quarter-value is-${colour}`} style={{ width: `${percent}%` }} />
            </div>
            <div className="quarter-figures">
              <span className="quarter-amount">{formatCurrency(amount, locale)}</span>
              <Box variant="small" color="text-body-secondary">
                {t('invoicing.quarters.percent', { percent: percentText(percent, locale) })}
              </Box>
            </div>
          </div>
        );
      })}
      <div className="quarter-target">
        <Box variant="small" color="text-body-secondary">
          {t('invoicing.quarters.target', { target: formatCurrency(QUARTER_TARGET, locale) })}
        </Box>
      </div>
    </div>
  );
}
