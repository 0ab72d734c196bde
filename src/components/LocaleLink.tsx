/** Links that keep the active locale prefix: `to="/battles"` becomes /de/battles in German. */
import { Link, type LinkProps } from 'react-router';
import { prefetchPath } from '../lib/prefetch';
import { useLocalePath } from '../lib/use-locale';

/** Props of LocaleLink: `to` is the English path. */
export interface LocaleLinkProps extends Omit<LinkProps, 'to'> {
  to: string;
}

/** A router Link whose path is localised; hovering, focusing or touching it starts loading the screen's code. */
export function LocaleLink({ to, onPointerEnter, onFocus, onTouchStart, ...rest }: LocaleLinkProps) {
  const localize = useLocalePath();
  const path = localize(to);
  return (
    <Link
      to={path}
      onPointerEnter={(e) => {
        prefetchPath(path);
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        prefetchPath(path);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        prefetchPath(path);
        onTouchStart?.(e);
      }}
      {...rest}
    />
  );
}
