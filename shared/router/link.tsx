// Moving inside the app from markup: a link, and a redirect.
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate, useRouter } from './router.tsx';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/**
 * An <a href> (crawlers and new tabs follow it as is) whose plain left click moves inside the app.
 * Clicks with a modifier key, another button or another target are left to the browser.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { history, navigate } = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={history.href(to)} target={target} onClick={handleClick} />;
}

/** Moves to `to` once mounted (the server renderer answers such addresses with a redirect). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
