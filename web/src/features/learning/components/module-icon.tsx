import { cn } from '@/lib/cn';
import { getModuleColorClasses, getModuleIcon } from '@/lib/module-style';

export interface ModuleIconProps {
  icon: string;
  color: string;
  className?: string;
  iconClassName?: string;
}

/** The module's icon on a tile of its colour. */
export function ModuleIcon({ icon, color, className, iconClassName }: ModuleIconProps) {
  const Icon = getModuleIcon(icon);
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-xl',
        getModuleColorClasses(color).icon,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-6', iconClassName)} />
    </span>
  );
}
