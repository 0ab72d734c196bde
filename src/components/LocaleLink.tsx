/** Links that keep the active locale prefix: `to="/battles"` becomes /de/battles in German. */
import { Link, type LinkProps } from 'react-router';
import { useLocalePath } from '../lib/use-locale';

/** Props of LocaleLink: `to` is the English path. */
export interface LocaleLinkProps extends Omit<LinkProps, 'to'> {
  to: string;
}

/** A router Link whose path is localised. */
export function LocaleLink({ to, ...rest }: LocaleLinkProps) {
  const localize = useLocalePath();
  return <Link to={localize(to)} {...rest} />;
}
