import { History, KeyRound, UserCog } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { TransactionList } from '@/features/transactions/components/transaction-list';
import { ChangePasswordForm } from './change-password-form';
import { ProfileHeader } from './profile-header';
import { ProfileSettingsForm } from './profile-settings-form';
import { ProfileStats } from './profile-stats';

/** /profile: header, game stats, and the Profile Settings / Security / Transaction History tabs. */
export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <div className="space-y-6">
      <ProfileHeader user={user} />
      <ProfileStats />
      <Tabs defaultValue="settings">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="settings" data-testid="profile-tab-settings">
            <UserCog className="size-4" aria-hidden /> Profile Settings
          </TabsTrigger>
          <TabsTrigger value="security" data-testid="profile-tab-security">
            <KeyRound className="size-4" aria-hidden /> Security
          </TabsTrigger>
          <TabsTrigger value="transactions" data-testid="profile-tab-transactions">
            <History className="size-4" aria-hidden /> Transaction History
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
