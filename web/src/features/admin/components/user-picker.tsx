import { useId } from 'react';

import { InlineAlert } from '@/components/ui/inline-alert';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUsers } from '@/features/admin/api/get-users';
import { getPickableUsers } from '@/features/admin/utils/users';
import { cn } from '@/lib/cn';
import { getFullName } from '@/lib/user-display';

/** The member picked on the panel: shared by the tabs that act on one member. */
export interface PickerProps {
  selectedUserId: number | null;
  onSelectUser: (userId: number | null) => void;
}

export interface UserPickerProps {
  /** The chosen member's id, or null. */
  value: number | null;
  onChange: (userId: number | null) => void;
  /** Ids of elements that describe the choice (e.g. the member's current balance). */
  describedBy?: string;
}

/** 'Select user': every member but the one named admin (docs/product.md section 6). */
export function UserPicker({ value, onChange, describedBy }: UserPickerProps) {
  const users = useUsers();
  const id = useId();
  const pickable = users.data ? getPickableUsers(users.data) : [];

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Select user</Label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        disabled={users.isPending}
        aria-describedby={describedBy}
        className={cn(inputClasses, 'pr-8')}
      >
        <option value="">{users.isPending ? 'Loading members…' : 'Choose a member'}</option>
        {pickable.map((user) => (
          <option key={user.id} value={user.id}>
            {getFullName(user)} (@{user.username})
          </option>
        ))}
      </select>
      {users.isError ? (
        <InlineAlert onRetry={() => void users.refetch()} isRetrying={users.isFetching}>
          Could not load the members.
        </InlineAlert>
      ) : null}
    </div>
  );
}
