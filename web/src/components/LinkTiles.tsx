/** Large links with an icon, in the responsive grid of the home tiles (the `.tiles` styles). */
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface LinkTile {
  id: string;
  path: string;
  title: string;
  description?: string;
  icon?: IconProps.Name;
}

export function LinkTiles({ items, label }: { items: readonly LinkTile[]; label: string }) {
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
