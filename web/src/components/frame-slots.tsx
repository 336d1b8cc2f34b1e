/**
 * Slots an area fills in the shared frame: its breadcrumbs and its own link bar (spec §2 "Shared
 * frame": optional breadcrumbs; each area adds its own link bar). A page calls the hooks; the frame
 * renders what was set and clears it when the page goes away.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface Crumb {
  text: string;
  href: string;
}

interface Slots {
  breadcrumbs: readonly Crumb[];
  areaNav: ReactNode;
  setBreadcrumbs: (items: readonly Crumb[]) => void;
  setAreaNav: (node: ReactNode) => void;
}

const FrameSlotsContext = createContext<Slots | null>(null);

export function FrameSlotsProvider({ children }: { children: ReactNode }) {
  const [breadcrumbs, setBreadcrumbs] = useState<readonly Crumb[]>([]);
  const [areaNav, setAreaNav] = useState<ReactNode>(null);
  const value = useMemo(() => ({ breadcrumbs, areaNav, setBreadcrumbs, setAreaNav }), [breadcrumbs, areaNav]);
  return <FrameSlotsContext.Provider value={value}>{children}</FrameSlotsContext.Provider>;
}

export function useFrameSlots(): Slots {
  const slots = useContext(FrameSlotsContext);
  if (!slots) throw new Error('useFrameSlots outside FrameSlotsProvider');
  return slots;
}

/** Shows breadcrumbs in the frame while the calling page is mounted. */
export function useBreadcrumbs(items: readonly Crumb[]): void {
  const { setBreadcrumbs } = useFrameSlots();
  const key = JSON.stringify(items);
  useEffect(() => {
    setBreadcrumbs(JSON.parse(key) as Crumb[]);
    return () => setBreadcrumbs([]);
  }, [key, setBreadcrumbs]);
}

/** Shows an area's link bar under the header while the calling page is mounted. */
export function useAreaNav(node: ReactNode): void {
  const { setAreaNav } = useFrameSlots();
  useEffect(() => {
    setAreaNav(node);
    return () => setAreaNav(null);
  }, [node, setAreaNav]);
}
