import { cn } from '@/lib/cn';
import { getInitials } from '@/lib/user-display';

export interface MemberAvatarProps {
  member: { firstName: string; lastName: string; username: string };
  className?: string;
}

/** A member's initials in a circle (decorative: the name is always written next to it). */
export function MemberAvatar({ member, className }: MemberAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-linear-to-br from-primary-500 to-secondary-500 font-bold text-white',
        className ?? 'size-10 text-sm',
      )}
    >
      {getInitials(member)}
    </span>
  );
}
