import { useParams } from 'react-router-dom';

import { ModuleDetail } from '@/features/learning/components/module-detail';
import { parseModuleId } from '@/features/learning/utils/module-id';

export function ModuleRoute() {
  const { moduleId } = useParams();
  // Keyed by module, so that moving to another module starts from a clean page.
  return <ModuleDetail key={moduleId} moduleId={parseModuleId(moduleId)} />;
}
