import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, type AuthTab } from '@/app/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuthSidePanel } from './auth-side-panel';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** /auth: Sign In and Sign Up tabs beside the side panel. `?ref=CODE` (a referral link) opens Sign Up. */
export function AuthScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const referralCode = searchParams.get('ref')?.trim() || undefined;
  const [tab, setTab] = useState<AuthTab>(referralCode || searchParams.get('tab') === 'signup' ? 'signup' : 'signin');
  const goHome = () => navigate(paths.home, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start lg:px-8 lg:py-16">
      <div className="order-2 lg:order-1">
        <AuthSidePanel />
      </div>
      <Card className="order-1 lg:order-2">
        <CardHeader>
          <CardTitle className="text-2xl">{tab === 'signin' ? 'Welcome back' : 'Create your account'}</CardTitle>
          <CardDescription>{tab === 'signin' ? 'Sign in to keep earning and playing.' : 'It takes less than a minute.'}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
            <TabsList className="w-full">
              <TabsTrigger value="signin" data-testid="tab-signin">
                Sign In
              </TabsTrigger>
              <TabsTrigger value="signup" data-testid="tab-signup">
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onSignedIn={goHome} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm referralCode={referralCode} onSignedUp={goHome} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
