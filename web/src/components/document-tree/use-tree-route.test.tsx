// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alerts } from '../../lib/alerts';
import { initI18n } from '../../lib/i18n';
import { BOTH_CATALOGUES } from '../../testing/catalogues';
import type { TreeDirectory } from '../../../../shared/portal/tree';
import { useTreeRoute } from './use-tree-route';

const dir = (id: number, parent: number | null, children: TreeDirectory[] = []): TreeDirectory => ({
  id,
  directory_id: parent,
  top_directory_id: 14,
  path: String(id),
  name_ca: `C${id}`,
  name_es: `E${id}`,
  img: null,
  order: 0,
  locked: parent === null,
  children_directories: children,
  children_files: [],
});

const full = [dir(14, null, [dir(300, 14, [dir(301, 300)]), dir(303, 14)]), dir(15, null)];
const without301 = [dir(14, null, [dir(300, 14), dir(303, 14)]), dir(15, null)];

function setup(initial: string, roots: TreeDirectory[]) {
  let location = '';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/intranet/home/:path?" element={children} />
      </Routes>
    </MemoryRouter>
  );
  const hook = renderHook(
    ({ tree }: { tree: TreeDirectory[] }) => {
      const { path } = useParams();
      location = useLocation().pathname;
      return useTreeRoute({ roots: tree, path, basePath: '/intranet/home' });
    },
    { wrapper, initialProps: { tree: roots } },
  );
  return { ...hook, location: () => location };
}

beforeAll(() => {
  initI18n('ca', BOTH_CATALOGUES);
});
afterEach(() => alerts.reset());

describe('the tree follows its address (spec §2 {path?})', () => {
  it('opens the chain of a path that resolves', () => {
    const { result } = setup('/intranet/home/14-300-301', full);
    expect(result.current.chain.map((d) => d.id)).toEqual([14, 300, 301]);
    expect(result.current.current?.id).toBe(301);
    expect(result.current.expanded).toEqual(['d14', 'd300', 'd301']);
    expect(alerts.list()).toEqual([]);
  });

  it('shows errors.intranet_incorrect_path and resets to the root for a path that does not resolve', () => {
    const { result, location } = setup('/intranet/home/14-999', full);
    expect(location()).toBe('/intranet/home');
    expect(result.current.chain).toEqual([]);
    expect(alerts.list().map((a) => [a.type, a.msg])).toEqual([['error', "No s'ha trobat el camí; es mostra la carpeta arrel."]]);
  });

  it('opening a directory moves the address; closing one on the address goes to its parent', () => {
    const { result, location } = setup('/intranet/home/14', full);
    act(() => result.current.onToggle(full[0]!.children_directories[0]!, true));
    expect(location()).toBe('/intranet/home/14-300');
    expect(result.current.expanded).toEqual(['d14', 'd300']);
    act(() => result.current.onToggle(full[0]!, false));
    expect(location()).toBe('/intranet/home');
    expect(result.current.expanded).toEqual([]);
  });

  it('steps back without an error when the tree changes under a path that resolved (a deleted directory)', () => {
    const { rerender, location } = setup('/intranet/home/14-300-301', full);
    rerender({ tree: without301 });
    expect(location()).toBe('/intranet/home/14-300');
    expect(alerts.list()).toEqual([]);
  });
});
