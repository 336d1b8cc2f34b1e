/** Home tiles: large links with an icon, in a responsive grid. */
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface TileItem {
  id: string;
  path: string;
  title: string;
  description?: string;
  icon?: IconProps.Name;
}

export function AreaTiles({ items, label }: { items: readonly TileItem[]; label: string }) {
  const navigate = useNavigate();
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <nav aria-label={label}>
      <ul className="tiles">
        {items.map((item) => (
          <li key={item.id}>
            <a className="tile" href={item.path} onClick={follow(item.path)} data-testid={`tile-${item.id}`}>
              {item.icon ? (
                <span className="tile-icon" aria-hidden="true">
                  <Icon name={item.icon} size="large" />
                </span>
              ) : null}
              <span className="tile-title">{item.title}</span>
              {item.description ? <span className="tile-description">{item.description}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Home links: a plain list (laboratory home). */
export function AreaLinks({ items, label }: { items: readonly TileItem[]; label: string }) {
  const navigate = useNavigate();
  return (
    <nav aria-label={label}>
      <ul className="area-links">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={item.path}
              data-testid={`link-${item.id}`}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                navigate(item.path);
              }}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
