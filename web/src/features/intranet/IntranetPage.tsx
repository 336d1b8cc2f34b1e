/**
 * /intranet/home/{path?} (role 48): the intranet document tree with its admin menus (spec §2
 * "Intranet document tree"). Locked (top) directories show no admin menu; new directories and
 * files go into the directory the address points at, or one chosen in the dialog.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { portalFilePath } from '../../../../shared/portal/sections';
import { DocumentTree } from '../../components/document-tree/DocumentTree';
import { directoryChoices, directoryNode, inLocale } from '../../components/document-tree/tree';
import type { TreeDirectory, TreeFile } from '../../../../shared/portal/tree';
import { treeAddress, useTreeRoute } from '../../components/document-tree/use-tree-route';
import { useBreadcrumbs } from '../../components/frame-slots';
import { LoadFailed, Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { useLocale } from '../../components/use-locale';
import { alerts } from '../../lib/alerts';
import { openIntranetFile, useIntranetTree } from './api';
import { copyText } from './clipboard';
import { DeleteDialog } from './components/DeleteDialog';
import { DirectoryDialog } from './components/DirectoryDialog';
import { FileDialog } from './components/FileDialog';
import { MoveDialog } from './components/MoveDialog';
import { INTRANET_BASE, useIntranetNav } from './nav';

type Open =
  | { kind: 'directory'; directory?: TreeDirectory; parentId?: number | null }
  | { kind: 'file'; file?: TreeFile; parentId?: number | null }
  | { kind: 'move-directory'; directory: TreeDirectory }
  | { kind: 'move-file'; file: TreeFile; parent: TreeDirectory }
  | { kind: 'delete-directory'; directory: TreeDirectory }
  | { kind: 'delete-file'; file: TreeFile }
  | null;

export default function IntranetPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { path } = useParams();
  const tree = useIntranetTree();
  const roots = tree.data;
  const route = useTreeRoute({ roots, path, basePath: INTRANET_BASE });
  const [open, setOpen] = useState<Open>(null);
  useIntranetNav();
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('intranet.title'), href: INTRANET_BASE },
    ...route.chain.map((d, i) => ({
      text: inLocale(d, 'name', locale),
      href: treeAddress(INTRANET_BASE, route.chain.slice(0, i + 1)),
    })),
  ]);

  const choices = useMemo(() => directoryChoices(roots ?? [], locale), [roots, locale]);
  const close = () => setOpen(null);
  const currentId = route.current?.id ?? null;

  /** A moved directory on the address: follow it to its new place. */
  const followMove = (directory: TreeDirectory, moved: TreeDirectory | null) => {
    const index = route.chain.findIndex((d) => d.id === directory.id);
    if (index < 0 || !moved) return;
    const below = route.chain.slice(index + 1).map((d) => d.id);
    navigate(`${INTRANET_BASE}/${[moved.path, ...below].join('-')}`, { replace: true });
  };

  const copyLink = async (file: TreeFile, parent: TreeDirectory) => {
    const link = `${window.location.origin}${portalFilePath(parent.top_directory_id, file.id)}`;
    if (await copyText(link)) alerts.add({ type: 'success', msg: t('alerts.copy_clipboard'), details: link });
    else alerts.add({ type: 'error', msg: t('intranet.copy_failed'), details: link });
  };

  const directoryActions = (directory: TreeDirectory) =>
    directory.locked ? null : (
      <ButtonDropdown
        variant="inline-icon"
        ariaLabel={t('intranet.menu.directory', { name: inLocale(directory, 'name', locale) })}
        items={[
          { id: 'new-directory', text: t('intranet.menu.new_directory'), iconName: 'folder' },
          { id: 'new-file', text: t('intranet.menu.new_file'), iconName: 'file' },
          { id: 'edit', text: t('intranet.menu.edit'), iconName: 'edit' },
          { id: 'move', text: t('intranet.menu.move'), iconName: 'arrow-right' },
          { id: 'delete', text: t('intranet.menu.delete'), iconName: 'remove' },
        ]}
        onItemClick={({ detail }) => {
          if (detail.id === 'new-directory') setOpen({ kind: 'directory', parentId: directory.id });
          if (detail.id === 'new-file') setOpen({ kind: 'file', parentId: directory.id });
          if (detail.id === 'edit') setOpen({ kind: 'directory', directory });
          if (detail.id === 'move') setOpen({ kind: 'move-directory', directory });
          if (detail.id === 'delete') setOpen({ kind: 'delete-directory', directory });
        }}
        data-testid={`directory-menu-${directory.id}`}
      />
    );

  const fileActions = (file: TreeFile, parent: TreeDirectory) => (
    <ButtonDropdown
      variant="inline-icon"
      ariaLabel={t('intranet.menu.file', { name: inLocale(file, 'name', locale) })}
      items={[
        { id: 'copy', text: t('intranet.menu.copy_link'), iconName: 'copy' },
        { id: 'edit', text: t('intranet.menu.edit'), iconName: 'edit' },
        { id: 'move', text: t('intranet.menu.move'), iconName: 'arrow-right' },
        { id: 'delete', text: t('intranet.menu.delete'), iconName: 'remove' },
      ]}
      onItemClick={({ detail }) => {
        if (detail.id === 'copy') void copyLink(file, parent);
        if (detail.id === 'edit') setOpen({ kind: 'file', file });
        if (detail.id === 'move') setOpen({ kind: 'move-file', file, parent });
        if (detail.id === 'delete') setOpen({ kind: 'delete-file', file });
      }}
      data-testid={`file-menu-${file.id}`}
    />
  );

  return (
    <Page
      title={t('intranet.title')}
      description={t('intranet.description')}
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button iconName="folder" onClick={() => setOpen({ kind: 'directory', parentId: currentId })} disabled={!roots}>
            {t('intranet.actions.new_directory')}
          </Button>
          <Button
            variant="primary"
            iconName="upload"
            onClick={() => setOpen({ kind: 'file', parentId: currentId })}
            disabled={!roots}
            data-testid="new-file"
          >
            {t('intranet.actions.new_file')}
          </Button>
        </SpaceBetween>
      }
    >
      {tree.isPending ? (
        <Loading />
      ) : tree.isError ? (
        <LoadFailed onRetry={() => void tree.refetch()} />
      ) : (
        <Container
          header={
            <Header
              variant="h2"
              description={
                route.current
                  ? t('intranet.tree.in_directory', { name: inLocale(route.current, 'name', locale) })
                  : t('intranet.tree.help')
              }
              actions={
                <Button
                  iconName="refresh"
                  variant="icon"
                  ariaLabel={t('intranet.actions.refresh')}
                  loading={tree.isFetching}
                  onClick={() => void tree.refetch()}
                />
              }
            >
              {t('intranet.tree.title')}
            </Header>
          }
        >
          {roots && roots.length > 0 ? (
            <DocumentTree
              items={roots.map(directoryNode)}
              locale={locale}
              expanded={route.expanded}
              currentId={currentId}
              ariaLabel={t('intranet.tree.title')}
              onToggle={route.onToggle}
              onOpenFile={(file) => void openIntranetFile(file.id, locale).catch(() => undefined)}
              directoryActions={directoryActions}
              fileActions={fileActions}
            />
          ) : (
            <Box textAlign="center" color="text-body-secondary">
              {t('errors.empty')}
            </Box>
          )}
        </Container>
      )}

      {open?.kind === 'directory' ? (
        <DirectoryDialog
          directory={open.directory}
          parentId={open.parentId}
          choices={choices}
          onClose={close}
          onSaved={(saved) => {
            // A new directory opens at once, ready for its files.
            if (!open.directory) navigate(`${INTRANET_BASE}/${saved.path}`);
          }}
        />
      ) : null}
      {open?.kind === 'file' ? (
        <FileDialog
          file={open.file}
          parentId={open.parentId}
          choices={choices}
          onClose={close}
          onSaved={(saved) => {
            // Show the new file where it was saved.
            if (!open.file) navigate(`${INTRANET_BASE}/${saved.path}`);
          }}
        />
      ) : null}
      {open?.kind === 'move-directory' ? (
        <MoveDialog
          what="directory"
          id={open.directory.id}
          name={inLocale(open.directory, 'name', locale)}
          currentParentId={open.directory.directory_id}
          choices={directoryChoices(roots ?? [], locale, open.directory.id)}
          onClose={close}
          onMoved={(moved) => followMove(open.directory, moved)}
        />
      ) : null}
      {open?.kind === 'move-file' ? (
        <MoveDialog
          what="file"
          id={open.file.id}
          name={inLocale(open.file, 'name', locale)}
          currentParentId={open.parent.id}
          choices={choices}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'delete-directory' ? (
        <DeleteDialog directory={open.directory} name={inLocale(open.directory, 'name', locale)} onClose={close} />
      ) : null}
      {open?.kind === 'delete-file' ? (
        <DeleteDialog fileId={open.file.id} name={inLocale(open.file, 'name', locale)} onClose={close} />
      ) : null}
    </Page>
  );
}
