import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';

import { InlineAlert } from '@/components/ui/inline-alert';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUsers } from '@/features/admin/api/get-users';
import {
  describeMember,
  getPickableUsers,
  memberMatches,
  sortMembers,
} from '@/features/admin/utils/users';
import { cn } from '@/lib/cn';

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

/**
 * 'Select user': every member but the one named admin (docs/product.md section 6), sorted by name
 * and searched by name, username or e-mail as the admin types (cmdk in a Radix popover), so that a
 * club of hundreds is still one quick pick.
 */
export function UserPicker({ value, onChange, describedBy }: UserPickerProps) {
  const users = useUsers();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const pickable = useMemo(
    () => (users.data ? sortMembers(getPickableUsers(users.data)) : []),
    [users.data],
  );
  const byId = useMemo(() => new Map(pickable.map((user) => [String(user.id), user])), [pickable]);
  const selected = value === null ? undefined : byId.get(String(value));

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Select user</Label>
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            role="combobox"
            aria-expanded={isOpen}
            aria-describedby={describedBy}
            disabled={users.isPending}
            className={cn(inputClasses, 'text-left disabled:bg-slate-50')}
          >
            <span className="flex items-center justify-between gap-2">
              <span className={cn('truncate', !selected && 'text-slate-500')}>
                {selected
                  ? describeMember(selected)
                  : users.isPending
                    ? 'Loading members…'
                    : 'Choose a member'}
              </span>
              <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Choose a member"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 w-(--radix-popover-trigger-width) min-w-64 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
          >
            <Command
              // Names the search box (cmdk labels its input with it).
              label="Search members"
              filter={(memberId, search) => {
                const member = byId.get(memberId);
                return member && memberMatches(member, search) ? 1 : 0;
              }}
            >
              <div className="flex items-center gap-2 border-b border-slate-200 px-3">
                <Search aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <Command.Input
                  placeholder="Name, username or email"
                  maxLength={100}
                  className="h-11 w-full bg-transparent text-base outline-none placeholder:text-slate-500 sm:text-sm"
                />
              </div>
              <Command.List label="Members" className="max-h-72 overflow-y-auto p-1">
                <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600">
                  No member matches.
                </Command.Empty>
                {pickable.map((user) => (
                  <Command.Item
                    key={user.id}
                    value={String(user.id)}
                    onSelect={() => {
                      onChange(user.id);
                      setIsOpen(false);
                    }}
                    className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-900 data-[selected=true]:bg-primary-50 data-[selected=true]:text-primary-900"
                  >
                    <Check
                      aria-hidden="true"
                      className={cn(
                        'size-4 shrink-0 text-primary-700',
                        user.id !== value && 'invisible',
                      )}
                    />
                    <span className="min-w-0 truncate">{describeMember(user)}</span>
                  </Command.Item>
                ))}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {users.isError ? (
        <InlineAlert onRetry={() => void users.refetch()} isRetrying={users.isFetching}>
          Could not load the members.
        </InlineAlert>
      ) : null}
    </div>
  );
}
