/** A button that goes to an in-app address through the router (a plain Cloudscape href reloads the page). */
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import { useNavigate } from 'react-router';

export function LinkButton({
  href,
  ...props
}: Omit<ButtonProps, 'href' | 'onFollow'> & { href: string; 'data-testid'?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={href}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
