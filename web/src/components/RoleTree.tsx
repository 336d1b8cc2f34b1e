/**
 * A role tree with a checkbox per node, selected by leaf (spec §5; logic in role-tree.ts).
 * Branches show checked, partly checked or unchecked from their leaves; ticking a branch ticks all
 * its leaves. Read-only mode shows the same tree with the checkboxes locked.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TreeView from '@cloudscape-design/components/tree-view';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allBranches, branchesWithSelection, checkState, isLeaf, toggle, type RoleNode } from './role-tree';

export interface RoleTreeProps {
  nodes: readonly RoleNode[];
  /** The selected leaves. */
  value: readonly number[];
  onChange?: (leaves: number[]) => void;
  readOnly?: boolean;
  ariaLabel: string;
  /** Which branches start open: all of them, or those holding a selected leaf. */
  expand?: 'all' | 'selected';
  /** Prefix of the checkboxes' ids (two trees on one page). */
  idPrefix?: string;
}

export function RoleTree({ nodes, value, onChange, readOnly, ariaLabel, expand = 'all', idPrefix = 'role' }: RoleTreeProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string[]>(() =>
    (expand === 'all' ? allBranches(nodes) : branchesWithSelection(nodes, value)).map(String),
  );
  const selected = useMemo(() => new Set(value), [value]);
  const branches = useMemo(() => allBranches(nodes).map(String), [nodes]);

  if (nodes.length === 0) {
    return (
      <Box color="text-body-secondary" data-testid="role-tree-empty">
        {t('acl.roles.none_available')}
      </Box>
    );
  }

  return (
    <SpaceBetween size="xs">
      {branches.length > 0 ? (
        <SpaceBetween size="xs" direction="horizontal">
          <Button variant="inline-link" onClick={() => setExpanded(branches)}>
            {t('acl.roles.expand_all')}
          </Button>
          <Button variant="inline-link" onClick={() => setExpanded([])}>
            {t('acl.roles.collapse_all')}
          </Button>
        </SpaceBetween>
      ) : null}
      <TreeView<RoleNode>
        ariaLabel={ariaLabel}
        items={nodes}
        getItemId={(node) => String(node.id)}
        getItemChildren={(node) => (isLeaf(node) ? undefined : node.children)}
        expandedItems={expanded}
        onItemToggle={({ detail }) =>
          setExpanded((open) => (detail.expanded ? [...open, detail.id] : open.filter((id) => id !== detail.id)))
        }
        i18nStrings={{
          expandButtonLabel: (node) => t('acl.roles.expand', { name: node.name }),
          collapseButtonLabel: (node) => t('acl.roles.collapse', { name: node.name }),
        }}
        renderItem={(node) => {
          const state = checkState(node, selected);
          return {
            announcementLabel: node.name,
            content: (
              <Checkbox
                controlId={`${idPrefix}-${node.id}`}
                checked={state === 'checked'}
                indeterminate={state === 'indeterminate'}
                readOnly={readOnly}
                onChange={({ detail }) => onChange?.(toggle(node, value, detail.checked))}
              >
                {node.name}
              </Checkbox>
            ),
          };
        }}
      />
    </SpaceBetween>
  );
}

/**
 * The label, hint and error of a role tree in a form. Not a Cloudscape FormField: that would name
 * every checkbox of the tree after the field ("Compres Rols") instead of its role.
 */
export function RoleTreeField({
  label,
  description,
  errorText,
  children,
}: {
  label: string;
  description?: string;
  errorText?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={description ? `${id}-description` : undefined}>
      <SpaceBetween size="xxs">
        <Box variant="awsui-key-label">
          <span id={`${id}-label`}>{label}</span>
        </Box>
        {description ? (
          <Box variant="small" color="text-body-secondary">
            <span id={`${id}-description`}>{description}</span>
          </Box>
        ) : null}
        {children}
        {errorText ? (
          <Box color="text-status-error" variant="small">
            <span role="alert">{errorText}</span>
          </Box>
        ) : null}
      </SpaceBetween>
    </div>
  );
}
