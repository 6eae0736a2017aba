import { Award, Trophy, Users, Wallet } from 'lucide-react';
import { useState } from 'react';

import { PageShell } from '@/components/layout/page-shell';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AchievementsTab } from '@/features/admin/components/achievements-tab';
import { CashBalanceTab } from '@/features/admin/components/cash-balance-tab';
import { LeaderboardsTab } from '@/features/admin/components/leaderboards-tab';
import { UserManagementTab } from '@/features/admin/components/user-management-tab';

/**
 * The admin panel (docs/product.md section 2 "Admin panel"): four tabs. The router lets only admins in
 * (RequireAdmin in app/guards.tsx sends everybody else to /). The member picked on one tab stays
 * picked on the others, so one member can be looked after without picking them again.
 */
export function AdminPage() {
  const [selectedUserId, setSelectedUserId] = useState<number | null>(null);
  const picker = { selectedUserId, onSelectUser: setSelectedUserId };

  return (
    <PageShell
      title="Admin Panel"
      description="Manage the club's members: reset progress, adjust trading cash, award achievements and set leaderboard points."
    >
      <Tabs defaultValue="users">
        <TabsList aria-label="Admin sections">
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
      </Tabs>
    </PageShell>
  );
}
