/** Links to areas: large tiles with an icon (the `.tiles` grid) or a plain list (`.area-links`). */
import Icon, { type IconProps } from '@cloudscape-design/components/icon';
import { useFollowLink } from '../lib/use-follow-link';

export interface LinkTile {
  id: string;
  path: string;
  title: string;
  description?: string;
  icon?: IconProps.Name;
}

export function LinkTiles({ items, label }: { items: readonly LinkTile[]; label: string }) {
  const follow = useFollowLink();
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

/** The same links as a plain list (the laboratory home). */
export function LinkList({ items, label }: { items: readonly LinkTile[]; label: string }) {
  const follow = useFollowLink();
  return (
    <nav aria-label={label}>
      <ul className="area-links">
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.path} data-testid={`link-${item.id}`} onClick={follow(item.path)}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
