import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/components/login-page';
import { routeStaticData } from '../../../shared/routing/static-data';

interface LoginSearch {
  redirect?: string;
  staff?: boolean;
}

export const Route = createFileRoute('/_anonymous/login/')({
  staticData: routeStaticData('login'),
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(search.staff === true || search.staff === 'true' ? { staff: true } : {}),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, staff } = Route.useSearch();
  return <LoginPage redirectTo={redirect} staff={staff === true} />;
}
