import {
  Award,
  ClipboardList,
  Flag,
  GraduationCap,
  LockKeyhole,
  Megaphone,
  Trophy,
  Users,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';

import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AchievementsTab } from '@/features/admin/components/achievements-tab';
import { CashBalanceTab } from '@/features/admin/components/cash-balance-tab';
import { ContestsTab } from '@/features/admin/components/contests-tab';
import { LeaderboardsTab } from '@/features/admin/components/leaderboards-tab';
import { UserManagementTab } from '@/features/admin/components/user-management-tab';
import { useTwoFactorStatus } from '@/features/auth/api/two-factor';
import { TwoFactorDialog } from '@/features/auth/components/two-factor-dialog';
import { AnnouncementsTab } from '@/features/teacher/components/announcements-tab';
import { AssignmentsTab } from '@/features/teacher/components/assignments-tab';
import { ClassTab } from '@/features/teacher/components/class-tab';
import { useSession } from '@/lib/auth';

/**
 * The admin panel (docs/product.md section 2 "Admin panel"): five tabs (the fifth, Contests: see
 * "Contests"), then the teacher's three (Class, Assignments, Announcements: see "For teachers").
 * The router lets teachers and admins in (RequireStaff in app/guards.tsx sends everybody else to
 * /); a teacher sees only the teacher's tabs, as "Teacher Panel". The member picked on one admin
 * tab stays picked on the others, so one member can be looked after without picking them again.
 */
export function AdminPage() {
  const { isAdmin } = useSession();
  const [selectedUserId, setSelectedUserId] = useState<number | null>(null);
  const [isSettingUp, setIsSettingUp] = useState(false);
  const twoFactor = useTwoFactorStatus();
  const picker = { selectedUserId, onSelectUser: setSelectedUserId };

  // ADMIN_REQUIRE_2FA: until this admin turns two-factor on, every admin call answers 403.
  if (twoFactor.data?.required && !twoFactor.data.enabled) {
    return (
      <PageShell title={panelTitle(isAdmin)} description="Turn on two-factor authentication first.">
        <div className="max-w-xl space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-amber-900">
            <LockKeyhole aria-hidden="true" className="size-5" />
            Two-factor authentication is required
          </h2>
          <p className="text-sm text-amber-900">
            This club asks every admin to sign in with a code from an authenticator app as well as a
            password. Set it up once to use the admin panel.
          </p>
          <Button onClick={() => setIsSettingUp(true)}>Set up two-factor</Button>
        </div>
        <TwoFactorDialog open={isSettingUp} onOpenChange={setIsSettingUp} />
      </PageShell>
    );
  }

  if (!isAdmin) {
    return (
      <PageShell
        title={panelTitle(isAdmin)}
        description="Follow your class's progress, set assignments and post announcements."
      >
        <Tabs defaultValue="class">
          <TabsList aria-label="Teacher sections">
            <TeacherTabTriggers />
          </TabsList>
          <TeacherTabContents />
        </Tabs>
      </PageShell>
    );
  }

  return (
    <PageShell
      title={panelTitle(isAdmin)}
      description="Manage the club's members: reset progress, adjust trading cash, award achievements and set leaderboard points. Follow the class, set assignments and post announcements."
    >
      <Tabs defaultValue="users">
        {/* Two by two on a phone, where the eight labels do not fit in one row. */}
        <TabsList aria-label="Admin sections" className="grid grid-cols-2 sm:flex sm:flex-wrap">
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            User Management
          </TabsTrigger>
          <TabsTrigger value="cash">
            <Wallet aria-hidden="true" />
            Cash Balance
          </TabsTrigger>
          <TabsTrigger value="achievements">
            <Award aria-hidden="true" />
            Achievements
          </TabsTrigger>
          <TabsTrigger value="leaderboards">
            <Trophy aria-hidden="true" />
            Leaderboards
          </TabsTrigger>
          <TabsTrigger value="contests">
            <Flag aria-hidden="true" />
            Contests
          </TabsTrigger>
          <TeacherTabTriggers />
        </TabsList>
        <TabsContent value="users">
          <UserManagementTab />
        </TabsContent>
        <TabsContent value="cash">
          <CashBalanceTab {...picker} />
        </TabsContent>
        <TabsContent value="achievements">
          <AchievementsTab {...picker} />
        </TabsContent>
        <TabsContent value="leaderboards">
          <LeaderboardsTab {...picker} />
        </TabsContent>
        <TabsContent value="contests">
          <ContestsTab />
        </TabsContent>
        <TeacherTabContents />
      </Tabs>
    </PageShell>
  );
}

const panelTitle = (isAdmin: boolean) => (isAdmin ? 'Admin Panel' : 'Teacher Panel');

/** The teacher's tabs (docs/product.md "For teachers"), for teachers and admins alike. */
function TeacherTabTriggers() {
  return (
    <>
      <TabsTrigger value="class">
        <GraduationCap aria-hidden="true" />
        Class
      </TabsTrigger>
      <TabsTrigger value="assignments">
        <ClipboardList aria-hidden="true" />
        Assignments
      </TabsTrigger>
      <TabsTrigger value="announcements">
        <Megaphone aria-hidden="true" />
        Announcements
      </TabsTrigger>
    </>
  );
}

function TeacherTabContents() {
  return (
    <>
      <TabsContent value="class">
        <ClassTab />
      </TabsContent>
      <TabsContent value="assignments">
        <AssignmentsTab />
      </TabsContent>
      <TabsContent value="announcements">
        <AnnouncementsTab />
      </TabsContent>
    </>
  );
}
