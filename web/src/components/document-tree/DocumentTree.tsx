/**
 * The document tree (spec §2 "Intranet document tree", guest document areas): directories that
 * open and close with the address, files that open through the caller's API, a novelty badge,
 * tooltips per language. Administrators pass action menus; guests see it read-only.
 */
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import TreeView from '@cloudscape-design/components/tree-view';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/i18n/locale';
import { HoverTooltip } from './HoverTooltip';
import { childNodes, directoryNodeId, inLocale, isLink, type TreeNode } from './tree';
import type { TreeDirectory, TreeFile } from '../../../../shared/portal/tree';
import '../../styles/portal.css';

export interface DocumentTreeProps {
  /** The first level: the admin's top directories, or what a guest area's top directory holds. */
  items: readonly TreeNode[];
  locale: Locale;
  expanded: readonly string[];
  /** The directory the address points at (highlighted). */
  currentId?: number | null;
  ariaLabel: string;
  onToggle: (directory: TreeDirectory, open: boolean) => void;
  onOpenFile: (file: TreeFile, parent: TreeDirectory) => void;
  directoryActions?: (directory: TreeDirectory) => ReactNode;
  fileActions?: (file: TreeFile, parent: TreeDirectory) => ReactNode;
}

function DirectoryIcon({ directory, open }: { directory: TreeDirectory; open: boolean }) {
  if (directory.img) return <img className="tree-directory-image" src={directory.img} alt="" />;
  return <Icon name={open ? 'folder-open' : 'folder'} />;
}

export function DocumentTree({
  items,
  locale,
  expanded,
  currentId,
  ariaLabel,
  onToggle,
  onOpenFile,
  directoryActions,
  fileActions,
}: DocumentTreeProps) {
  const { t } = useTranslation();
  const name = (node: TreeNode) => inLocale(node.kind === 'directory' ? node.directory : node.file, 'name', locale);

  const renderItem = (node: TreeNode) => {
    if (node.kind === 'directory') {
      const { directory } = node;
      const open = expanded.includes(node.id);
      const empty = directory.children_directories.length === 0 && directory.children_files.length === 0;
      return {
        icon: <DirectoryIcon directory={directory} open={open} />,
        content: (
          <span
            className={directory.id === currentId ? 'tree-directory is-current' : 'tree-directory'}
            data-testid={`tree-directory-${directory.id}`}
          >
            <button
              type="button"
              className="tree-directory-name"
              onClick={() => onToggle(directory, !(open && directory.id === currentId))}
              aria-current={directory.id === currentId ? 'location' : undefined}
            >
              {name(node)}
            </button>
          </span>
        ),
        secondaryContent:
          empty && directory.id === currentId ? (
            <Box color="text-status-inactive">{t('intranet.tree.empty_directory')}</Box>
          ) : undefined,
        actions: directoryActions?.(directory),
        announcementLabel: name(node),
      };
    }
    const { file, parent } = node;
    const link = isLink(file, locale);
    return {
      icon: <Icon name={link ? 'external' : 'file'} />,
      content: (
        <span className="tree-file" data-testid={`tree-file-${file.id}`}>
          <HoverTooltip text={inLocale(file, 'tooltip', locale)}>
            <Link
              onFollow={(event) => {
                event.preventDefault();
                onOpenFile(file, parent);
              }}
              ariaLabel={link ? t('intranet.tree.open_link', { name: name(node) }) : undefined}
            >
              {name(node)}
            </Link>
          </HoverTooltip>
          {file.novelty ? <Badge color="green">{t('intranet.tree.novelty')}</Badge> : null}
          {!link ? <span className="tree-file-type">{inLocale(file, 'extension', locale).toUpperCase()}</span> : null}
        </span>
      ),
      actions: fileActions?.(file, parent),
      announcementLabel: name(node),
    };
  };

  return (
    <TreeView<TreeNode>
      ariaLabel={ariaLabel}
      items={items}
      getItemId={(node) => node.id}
      getItemChildren={(node) => (node.kind === 'directory' ? childNodes(node.directory) : undefined)}
      renderItem={renderItem}
      expandedItems={expanded}
      connectorLines="vertical"
      onItemToggle={({ detail }) => {
        if (detail.item.kind === 'directory') onToggle(detail.item.directory, detail.expanded);
      }}
      i18nStrings={{
        expandButtonLabel: () => t('intranet.tree.expand'),
        collapseButtonLabel: () => t('intranet.tree.collapse'),
      }}
    />
  );
}

export { directoryNodeId };
