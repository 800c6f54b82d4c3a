import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';

export function Component() {
  const [search] = useSearchParams();
  return (
    <div className="container page">
      <PageHeader title="Choose a new password" intro="Pick a password of at least 6 characters that you do not use elsewhere." />
      <ResetPasswordForm token={search.get('token')} />
    </div>
  );
}
