import { History, KeyRound, UserCog } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { TransactionList } from '@/features/transactions/components/transaction-list';
import { ChangePasswordForm } from './change-password-form';
import { ProfileHeader } from './profile-header';
import { ProfileSettingsForm } from './profile-settings-form';
import { ProfileStats } from './profile-stats';

const TAB_CLASS = 'h-full min-w-0 px-2 text-center leading-tight whitespace-normal sm:px-3 sm:whitespace-nowrap';

/** /profile: header, game stats, and the Profile Settings / Security / Transaction History tabs. */
export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <ProfileHeader user={user} />
      <ProfileStats />
      <Tabs defaultValue="settings">
        {/* On a phone the three tabs share the width in a grid (labels may take two lines, icons hidden) instead of running off screen. */}
        <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-11 sm:w-auto" data-testid="profile-tabs">
          <TabsTrigger value="settings" className={TAB_CLASS} data-testid="profile-tab-settings">
            <UserCog className="hidden size-4 shrink-0 sm:block" aria-hidden /> Profile Settings
          </TabsTrigger>
          <TabsTrigger value="security" className={TAB_CLASS} data-testid="profile-tab-security">
            <KeyRound className="hidden size-4 shrink-0 sm:block" aria-hidden /> Security
          </TabsTrigger>
          <TabsTrigger value="transactions" className={TAB_CLASS} data-testid="profile-tab-transactions">
            <History className="hidden size-4 shrink-0 sm:block" aria-hidden /> Transaction History
          </TabsTrigger>
        </TabsList>
        <Card className="mt-4">
          <CardContent className="p-6">
            <TabsContent value="settings" className="mt-0">
              <ProfileSettingsForm key={`${user.id}-${user.email}`} user={user} />
            </TabsContent>
            <TabsContent value="security" className="mt-0">
              <ChangePasswordForm />
            </TabsContent>
            <TabsContent value="transactions" className="mt-0">
              <TransactionList />
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </div>
  );
}
