/**
 * Keeps a document tree and its address in step: `{path?}` opens the directories of its chain, and
 * opening or closing a directory moves the address. A path that does not resolve shows
 * errors.intranet_incorrect_path and goes back to the root (spec §2).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATH_SEPARATOR } from '../../../../shared/portal/sections';
import { alerts } from '../../lib/alerts';
import { chainTo, collapse, directoryNodeId, expandedForChain, joinPath, mergeExpanded, resolvePath } from './tree';
import type { TreeDirectory } from '../../../../shared/portal/tree';

/** The deepest part of a path that still resolves. */
function longestPrefix(roots: readonly TreeDirectory[], path: string | undefined): TreeDirectory[] {
  const ids = (path ?? '').split(PATH_SEPARATOR);
  for (let n = ids.length - 1; n > 0; n--) {
    const chain = resolvePath(roots, ids.slice(0, n).join(PATH_SEPARATOR));
    if (chain) return chain;
  }
  return [];
}

/** The address of a directory chain under a view's base path. */
export const treeAddress = (basePath: string, chain: readonly { id: number }[]) =>
  chain.length ? `${basePath}/${joinPath(chain)}` : basePath;

export function useTreeRoute({
  roots,
  path,
  basePath,
}: {
  /** The directories the view starts from; undefined while loading. */
  roots: readonly TreeDirectory[] | undefined;
  path: string | undefined;
  basePath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chain = useMemo(() => (roots ? resolvePath(roots, path) : []), [roots, path]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [followed, setFollowed] = useState<string | null>(null);
  const chainKey = chain ? joinPath(chain) : null;
  // The address opens its chain (adjusting state while rendering: no flash of a closed tree).
  if (roots && chain && chainKey !== followed) {
    setFollowed(chainKey);
    setExpanded((open) => mergeExpanded(open, expandedForChain(chain)));
  }

  // Paths that resolved once: when the tree changes under one (its directory was deleted or
  // moved), the view steps back to what still exists, without an error: the address was right.
  const resolved = useRef(new Set<string>());
  const reported = useRef<string | undefined>(undefined);
  const invalid = Boolean(roots) && chain === null;
  useEffect(() => {
    if (!roots || !chain) return;
    resolved.current.add(path ?? '');
    reported.current = undefined;
  }, [roots, chain, path]);
  useEffect(() => {
    if (!invalid || !roots || reported.current === path) return;
    reported.current = path;
    if (resolved.current.has(path ?? '')) {
      navigate(treeAddress(basePath, longestPrefix(roots, path)), { replace: true });
      return;
    }
    alerts.add({ type: 'error', msg: t('errors.intranet_incorrect_path') });
    navigate(basePath, { replace: true });
  }, [invalid, roots, path, basePath, navigate, t]);

  const goTo = useCallback((target: readonly { id: number }[]) => navigate(treeAddress(basePath, target)), [basePath, navigate]);

  const onToggle = useCallback(
    (directory: TreeDirectory, open: boolean) => {
      if (!roots) return;
      const target = chainTo(roots, directory.id) ?? [];
      if (open) {
        setExpanded((e) => mergeExpanded(e, [directoryNodeId(directory.id)]));
        goTo(target);
        return;
      }
      setExpanded((e) => collapse(e, directory));
      if (chain?.some((d) => d.id === directory.id)) goTo(target.slice(0, -1));
    },
    [roots, chain, goTo],
  );

  return {
    chain: chain ?? [],
    current: chain?.at(-1) ?? null,
    invalid,
    expanded,
    onToggle,
    goTo,
  };
}
