/**
 * The logistics frame (spec §2): every logistics screen has the out-number search at the top, the
 * logistics link bar and its breadcrumbs.
 */
import type { ReactNode } from 'react';
import { Page } from '../../../components/Page';
import type { Crumb } from '../../../components/frame-slots';
import { useLogisticsFrame } from '../components/nav';
import { OutSearch } from './OutSearch';
import '../warehouse.css';

export function LogisticsPage({
  title,
  description,
  actions,
  trail = [],
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  trail?: readonly Crumb[];
  children?: ReactNode;
}) {
  useLogisticsFrame(trail);
  return (
    <Page title={title} description={description} actions={actions}>
      <OutSearch />
      {children}
    </Page>
  );
}
