import { ScrollRestoration } from 'react-router';
import { EmailLinkNotices } from '@/features/auth/components/email-link-notices';
import { InstallGate } from '@/features/installer/components/install-gate';

/** Every route sits under this: scroll restoration, e-mail link notices, and the install gate (which renders the outlet). */
export default function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <EmailLinkNotices />
      <InstallGate />
    </>
  );
}
