import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminStatsCards } from './admin-stats-cards';
import { AuditLogTab } from './audit-log/audit-log-tab';
import { BlockedIpsTab } from './blocked-ips/blocked-ips-tab';
import { ChallengesTab } from './challenges/challenges-tab';
import { RainTab } from './rain/rain-tab';
import { SettingsTab } from './settings/settings-tab';
import { UsersTab } from './users/users-tab';
import { WithdrawalsTab } from './withdrawals/withdrawals-tab';

const TABS = [
  { id: 'users', label: 'Users', Content: UsersTab },
  { id: 'withdrawals', label: 'Withdrawals', Content: WithdrawalsTab },
  { id: 'challenges', label: 'Daily Challenges', Content: ChallengesTab },
  { id: 'settings', label: 'Settings', Content: SettingsTab },
  { id: 'blocked-ips', label: 'Blocked IPs', Content: BlockedIpsTab },
  { id: 'rain', label: 'Rain', Content: RainTab },
  { id: 'audit-log', label: 'Audit Log', Content: AuditLogTab },
] as const;

/** The admin panel (spec section 2): stats cards over the tabs. Each tab loads its data when opened. */
export function AdminPanel() {
  return (
    <div data-testid="admin-panel">
      <AdminStatsCards />
      <Tabs defaultValue="users">
        <div className="relative overflow-x-auto">
          <TabsList className="w-full min-w-max">
            {TABS.map(({ id, label }) => (
              <TabsTrigger key={id} value={id} data-testid={`admin-tab-${id}`}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map(({ id, Content }) => (
          <TabsContent key={id} value={id} data-testid={`admin-tab-content-${id}`}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
