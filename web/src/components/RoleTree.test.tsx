// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render';
import { RoleTree } from './RoleTree';
import type { RoleNode } from './role-tree';

const tree: RoleNode[] = [
  {
    id: 34,
    name: 'Plataforma',
    parent_id: 54,
    children: [
      { id: 38, name: 'Compres', parent_id: 34, children: [] },
      { id: 39, name: 'Facturació', parent_id: 34, children: [] },
    ],
  },
  { id: 69, name: 'Advance', parent_id: 54, children: [] },
];

function Harness({ onChange }: { onChange: (leaves: number[]) => void }) {
  const [value, setValue] = useState<number[]>([38]);
  return (
    <RoleTree
      nodes={tree}
      value={value}
      ariaLabel="Rols"
      onChange={(leaves) => {
        setValue(leaves);
        onChange(leaves);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('<RoleTree> (selection by leaf)', () => {
  afterEach(cleanup);

  it('shows a branch partly checked, and ticking it selects all its leaves', () => {
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);
    expect(box('Compres').checked).toBe(true);
    expect(box('Plataforma').indeterminate).toBe(true);
    fireEvent.click(box('Plataforma'));
    expect(onChange).toHaveBeenLastCalledWith([38, 39]);
    expect(box('Plataforma').checked).toBe(true);
    fireEvent.click(box('Plataforma'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(box('Advance'));
    expect(onChange).toHaveBeenLastCalledWith([69]);
  });

  it('read-only: nothing changes', () => {
    const onChange = vi.fn();
    renderWithApp(<RoleTree nodes={tree} value={[38]} readOnly onChange={onChange} ariaLabel="Rols" />);
    fireEvent.click(box('Facturació'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when there is nothing to grant', () => {
    renderWithApp(<RoleTree nodes={[]} value={[]} ariaLabel="Rols" />);
    expect(screen.getByText('No hi ha rols disponibles.')).toBeTruthy();
  });
});
