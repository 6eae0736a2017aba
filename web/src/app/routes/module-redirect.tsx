import { Navigate, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';

/**
 * /modules/:id, an old address of a module's page that the API still gives as an assignment's
 * `href` (and its reminder e-mail links to): the page is /lessons/:id.
 */
export function ModuleRedirectRoute() {
  const { moduleId = '' } = useParams();
  return <Navigate to={paths.module(moduleId)} replace />;
}
