import {
  anonymousPaths as anonymousSpecPaths,
  specPaths,
} from '../../apps/web/src/test/spec-paths';

/** A concrete URL for each spec path: parameters get a plausible value. */
const concrete = (path: string) => path.replace('$invoiceid', '100001');

export const anonymousPaths = anonymousSpecPaths.map(concrete);
export const signedInPaths = specPaths
  .filter((path) => !anonymousSpecPaths.includes(path))
  .map(concrete);
