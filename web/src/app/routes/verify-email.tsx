import { PageHeader } from '../../components/PageHeader/PageHeader';
import { VerifyEmailNotice } from '../../features/pages/verify-email/VerifyEmailNotice';

export function Component() {
  return (
    <div className="container page">
      <PageHeader title="Email verification" />
      <VerifyEmailNotice />
    </div>
  );
}
