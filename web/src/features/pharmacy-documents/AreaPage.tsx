/**
 * A pharmacy guest's document area (spec §2: agreements, catalog, promotions, administration
 * documents, health, services in person and digital, BI documents, club, networking): the area's
 * tree, read-only, files opened through the area's API, novelty badges and tooltips.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { documentAreaAt } from '../../config/document-areas';
import { DocumentTree } from '../../components/document-tree/DocumentTree';
import { childNodes, inLocale } from '../../components/document-tree/tree';
import { treeAddress, useTreeRoute } from '../../components/document-tree/use-tree-route';
import { useBreadcrumbs } from '../../components/frame-slots';
import { Loaded } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { useLocale } from '../../components/use-locale';
import { openSectionFile, useSectionTree } from './api';

export default function AreaPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { path } = useParams();
  const area = documentAreaAt(pathname)!;
  const tree = useSectionTree(area.section);
  const root = tree.data;
  const route = useTreeRoute({ roots: root?.children_directories, path, basePath: area.path });
  const title = t(area.titleKey);
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    ...(area.parent ? [{ text: t(area.parent.titleKey), href: area.parent.path }] : []),
    { text: title, href: area.path },
    ...route.chain.map((d, i) => ({
      text: inLocale(d, 'name', locale),
      href: treeAddress(area.path, route.chain.slice(0, i + 1)),
    })),
  ]);
  const empty = root && root.children_directories.length === 0 && root.children_files.length === 0;

  return (
    <Page title={title}>
      <Loaded query={tree}>
        {() => (
          <Container
            header={
              <Header variant="h2" description={t('portal.documents.help')}>
                {route.current ? inLocale(route.current, 'name', locale) : title}
              </Header>
            }
          >
            {empty ? (
              <Box textAlign="center" color="text-body-secondary" data-testid="area-empty">
                {t('portal.documents.empty')}
              </Box>
            ) : (
              <DocumentTree
                items={root ? childNodes(root) : []}
                locale={locale}
                expanded={route.expanded}
                currentId={route.current?.id ?? null}
                ariaLabel={title}
                onToggle={route.onToggle}
                onOpenFile={(file) => void openSectionFile(area.section, file.id, locale).catch(() => undefined)}
              />
            )}
          </Container>
        )}
      </Loaded>
    </Page>
  );
}
