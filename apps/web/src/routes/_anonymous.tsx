import { Outlet, createFileRoute } from '@tanstack/react-router';
import { MinimalFrame } from '../shared/layout/minimal-frame';

/** Pathless layout of the pages open without sign-in (meta layout 'anonymous'). */
export const Route = createFileRoute('/_anonymous')({
  component: AnonymousLayout,
});

function AnonymousLayout() {
  return (
    <MinimalFrame>
      <Outlet />
    </MinimalFrame>
  );
}
