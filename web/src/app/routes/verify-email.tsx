import { PageHeader } from '@/components/PageHeader/PageHeader';
import { VerifyEmail } from '@/features/auth/components/VerifyEmail';

export function Component() {
  return (
    <div className="container page">
      <PageHeader title="Email verification" />
      <VerifyEmail />
    </div>
  );
}
