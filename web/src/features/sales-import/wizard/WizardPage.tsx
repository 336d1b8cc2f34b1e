/**
 * /administration/import-sales/home/:step? (spec §2, §4): the seven non-linear steps of the monthly
 * sales import. Only step 1 is reachable until staged rows exist (the server says so on load);
 * then any step can be chosen. Each step loads its data afresh when shown (its cached answer is
 * dropped on every step change). Enter on steps 2 to 5 moves on one step.
 */
import Tabs from '@cloudscape-design/components/tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { Page } from '../../../components/Page';
import { importKeys, useImportState } from '../api';
import { useSalesImportFrame, wizardHref } from '../nav';
import { FinishStep } from './FinishStep';
import { NewProductsStep } from './NewProductsStep';
import { NoDepositStep } from './NoDepositStep';
import { SpecialitiesStep } from './SpecialitiesStep';
import { entersNext, parseStep, STEPS } from './steps';
import { SummaryStep } from './SummaryStep';
import { UploadStep } from './UploadStep';
import { WrongPricesStep } from './WrongPricesStep';

export default function WizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const step = parseStep(useParams().step);
  const title = t('salesImport.wizard.title');
  useSalesImportFrame([{ text: t(`salesImport.steps.${STEPS[step - 1]}`), href: wizardHref(step) }]);
  const state = useImportState();
  /** Finishing clears the rows flag but step 7 stays to show it finished (spec §4). */
  const [finished, setFinished] = useState(false);
  const hasRows = state.data?.has_rows ?? false;
  const go = (to: number) => navigate(wizardHref(to));

  // With no rows only step 1 is reachable: an address naming another step opens step 1.
  const locked = state.data !== undefined && !hasRows && step !== 1 && !finished;
  useEffect(() => {
    if (locked) navigate(wizardHref(1), { replace: true });
  }, [locked, navigate]);

  // The finished state belongs to the step 7 it was reached on.
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    setFinished(false);
  }
  // Each step reloads its data when shown (spec §4 "changing step clears cached results").
  useEffect(() => {
    client.removeQueries({ queryKey: importKeys.step });
    for (const queryKey of importKeys.stepTables) client.removeQueries({ queryKey });
  }, [step, client]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && !e.defaultPrevented && hasRows && entersNext(step, e.target)) {
        e.preventDefault();
        navigate(wizardHref(step + 1));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, hasRows, navigate]);

  if (state.isError) return <LoadFailed onRetry={() => void state.refetch()} />;
  if (state.isPending || locked) return <Loading />;

  const content = (n: number) => {
    if (n !== step) return null;
    switch (STEPS[n - 1]) {
      case 'upload':
        return <UploadStep onStaged={() => go(2)} />;
      case 'summary':
        return <SummaryStep onNext={() => go(3)} />;
      case 'new_products':
        return <NewProductsStep onNext={() => go(4)} />;
      case 'specialities':
        return <SpecialitiesStep onNext={() => go(5)} />;
      case 'no_deposit':
        return <NoDepositStep onNext={() => go(6)} />;
      case 'wrong_prices':
        return <WrongPricesStep onNext={() => go(7)} />;
      default:
        return <FinishStep finished={finished} onFinished={() => setFinished(true)} onHome={() => go(1)} />;
    }
  };

  return (
    <Page title={title} description={t('salesImport.wizard.description')}>
      <div data-testid="import-wizard">
        <Tabs
          activeTabId={STEPS[step - 1]}
          onChange={({ detail }) => go(STEPS.indexOf(detail.activeTabId as (typeof STEPS)[number]) + 1)}
          ariaLabel={t('salesImport.wizard.steps')}
          tabs={STEPS.map((id, i) => ({
            id,
            label: t('salesImport.wizard.step_label', { n: i + 1, name: t(`salesImport.steps_short.${id}`) }),
            disabled: i > 0 && !hasRows && !(finished && i === 6),
            content: content(i + 1),
          }))}
        />
      </div>
    </Page>
  );
}
