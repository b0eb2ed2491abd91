import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-16">
      <ForgotPasswordForm />
    </div>
  );
}
