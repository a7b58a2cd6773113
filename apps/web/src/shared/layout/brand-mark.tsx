import { Link } from '@tanstack/react-router';
import { useAppConfig } from '../config/app-config-query';
import { brands } from '../theme/brands';
import classes from './layout.module.css';

/** The brand's name in the header, linking home. */
export function BrandMark() {
  const { brand } = useAppConfig();
  return (
    <Link to="/" className={classes.brand}>
      {brands[brand].displayName}
    </Link>
  );
}
