import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-16">
      <ResetPasswordForm />
    </div>
  );
}
