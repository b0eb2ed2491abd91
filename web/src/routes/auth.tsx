import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function AuthRoute() {
  useDocumentTitle('Sign In');
  return <AuthScreen />;
}
