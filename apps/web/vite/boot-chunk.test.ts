import { describe, expect, it } from 'vitest';
import { bootChunkGroups, routeDefinitionsChunkGroup } from './boot-chunk';

const groupsOf = (path: string) =>
  bootChunkGroups.filter((group) => group.test.test(path)).map((group) => group.name);

describe('boot chunk groups', () => {
  it('give each library of the start the chunk of the stage that first needs it', () => {
    expect(groupsOf('/app/node_modules/zod/v4/core/schemas.js')).toEqual(['boot-zod']);
    expect(groupsOf('/app/node_modules/react-dom/cjs/react-dom-client.production.js')).toEqual([
      'boot-react',
    ]);
    expect(groupsOf('/app/node_modules/scheduler/index.js')).toEqual(['boot-react']);
    expect(groupsOf('/app/node_modules/@mantine/core/esm/core/Box/Box.mjs')).toEqual([
      'boot-mantine',
    ]);
    expect(groupsOf('/app/node_modules/@tanstack/router-core/dist/esm/router.js')).toEqual([
      'boot-tanstack',
    ]);
    expect(
      groupsOf('C:\\app\\node_modules\\@tanstack\\query-core\\build\\modern\\index.js'),
    ).toEqual(['boot-tanstack']);
  });

  it('leave components, other libraries and the app to the automatic split', () => {
    for (const path of [
      '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs',
      '/app/node_modules/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs',
      '/app/node_modules/react-is/index.js',
      '/app/node_modules/zod-validation-error/index.js',
      '/app/apps/web/src/shared/session/index.ts',
    ]) {
      expect(groupsOf(path), path).toEqual([]);
    }
  });

  it('put only the route files themselves in the route definitions', () => {
    expect(routeDefinitionsChunkGroup.test.test('/app/apps/web/src/routes/_default.tsx')).toBe(
      true,
    );
    expect(
      routeDefinitionsChunkGroup.test.test(
        '/app/apps/web/src/routes/_default.tsx?tsr-split=component',
      ),
    ).toBe(false);
  });
});
