/**
 * /administration/catalog/home (spec §2, §4, §5): the monthly catalog as a five-step non-linear
 * stepper: 1 begin (a month, next month by default), 2 new products, 3 deleted products, 4 upload
 * and download, 5 send. The step list is hidden until a month's data is loaded; then any step can
 * be chosen, and Next moves 2 → 3 → 4 → 5. A month whose catalog was not begun yet gets its files
 * generated from step 4 ("begin the catalog"), and a stale one rebuilt there.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCatalogMonth } from '../../../../../shared/administration/rules';
import { MonthField } from '../../../components/MonthField';
import { Page } from '../../../components/Page';
import { useLocale } from '../../../components/use-locale';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { api } from '../../../lib/http';
import { adminKeys, type CatalogPlatform, type CatalogWorkingData } from '../api';
import { monthLabel } from '../format';
import { useAdministrationFrame } from '../nav';
import { FilesStep } from './FilesStep';
import { CatalogFiguresSideBySide, ProductsStep } from './ProductsStep';
import { SendStep } from './SendStep';
import '../administration.css';

const STEPS = ['begin', 'new', 'deleted', 'files', 'send'] as const;
type Step = 1 | 2 | 3 | 4 | 5;

export default function CatalogPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const title = t('administration.screens.catalog');
  useAdministrationFrame([{ text: title, href: paths.administrationCatalog }]);
  const [month, setMonth] = useState(defaultCatalogMonth());
  const [tried, setTried] = useState(false);
  const [step, setStep] = useState<Step>(1);
  const [data, setData] = useState<CatalogWorkingData | null>(null);
  const [loading, setLoading] = useState(false);
  const [building, setBuilding] = useState(false);

  async function fetchMonth(m: string) {
    setLoading(true);
    try {
      const answer = await client.fetchQuery({
        queryKey: adminKeys.catalog(m),
        queryFn: ({ signal }) => api.call('administration.catalog.show', { query: { date: m }, signal }),
        staleTime: 0,
      });
      setData(answer.data);
      return answer.data;
    } finally {
      setLoading(false);
    }
  }

  async function begin() {
    setTried(true);
    if (!month) return;
    await fetchMonth(month);
    setStep(2);
  }

  async function build() {
    if (!data) return;
    setBuilding(true);
    try {
      const answer = await api.call('administration.catalog.update', { body: { date: data.month } });
      setData(answer.data);
      alerts.add({ type: 'success', msg: t('administration.catalog.updated') });
    } finally {
      setBuilding(false);
    }
  }

  function platformSent(platform: CatalogPlatform) {
    if (!data) return;
    setData({ ...data, platforms: data.platforms.map((p) => (p.id === platform.id ? platform : p)) });
  }

  const next = (to: Step) => (
    <Button variant="primary" onClick={() => setStep(to)} data-testid="catalog-next">
      {t('administration.catalog.next')}
    </Button>
  );
  const anyStale = data?.catalogs.some((c) => c.stale) ?? false;
  const rebuild = data ? (
    <Button onClick={() => void build()} loading={building} data-testid="catalog-build">
      {data.built ? t('administration.catalog.rebuild') : t('administration.catalog.build')}
    </Button>
  ) : null;

  return (
    <Page
      title={title}
      description={
        data
          ? t('administration.catalog.of_month', { month: monthLabel(data.month, locale) })
          : t('administration.catalog.description')
      }
      actions={
        <Button href={paths.administrationSpecialCatalog} data-testid="catalog-1706-link">
          {t('administration.special.title')}
        </Button>
      }
    >
      {data ? (
        <nav aria-label={t('administration.catalog.steps_label')}>
          <ol className="admin-steps" data-testid="catalog-steps">
            {STEPS.map((s, i) => (
              <li key={s}>
                <Button
                  variant={step === i + 1 ? 'primary' : 'normal'}
                  ariaLabel={`${i + 1} · ${t(`administration.catalog.steps.${s}`)}`}
                  onClick={() => setStep((i + 1) as Step)}
                  data-testid={`catalog-step-${i + 1}`}
                >
                  {i + 1} · {t(`administration.catalog.steps.${s}`)}
                </Button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {step === 1 ? (
        <Container header={<Header variant="h2">{t('administration.catalog.steps.begin')}</Header>}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void begin();
            }}
          >
            <SpaceBetween size="m">
              <FormField
                label={t('administration.catalog.month')}
                description={t('administration.catalog.month_hint')}
                errorText={tried && !month ? t('validation.required') : undefined}
              >
                <MonthField
                  value={month}
                  onChange={setMonth}
                  invalid={tried && !month}
                  placeholder={t('administration.month_placeholder')}
                  data-testid="catalog-month"
                />
              </FormField>
              <Button variant="primary" loading={loading} data-testid="catalog-begin">
                {t('administration.catalog.begin')}
              </Button>
            </SpaceBetween>
          </form>
        </Container>
      ) : null}

      {data && step > 1 && !data.built ? (
        <Alert type="info" data-testid="catalog-not-built" action={step === 4 ? undefined : rebuild}>
          {t('administration.catalog.not_built')}
        </Alert>
      ) : null}
      {data && step > 1 && anyStale ? (
        <Alert type="warning" data-testid="catalog-stale">
          {t('administration.catalog.stale_warning')}
        </Alert>
      ) : null}

      {data && (step === 2 || step === 3) ? <CatalogFiguresSideBySide data={data} /> : null}
      {data && step === 2 ? <ProductsStep data={data} kind="new" actions={next(3)} /> : null}
      {data && step === 3 ? <ProductsStep data={data} kind="deleted" actions={next(4)} /> : null}
      {data && step === 4 ? (
        <FilesStep data={data} rebuild={rebuild} actions={next(5)} onChanged={() => void fetchMonth(data.month)} />
      ) : null}
      {data && step === 5 ? <SendStep data={data} onSent={platformSent} /> : null}
    </Page>
  );
}
