import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';

/** Email verification is off for now, so a link only needs to say the account is ready. */
export function VerifyEmailNotice() {
  const [search] = useSearchParams();
  const hasToken = Boolean(search.get('token'));

  return hasToken ? (
    <EmptyState
      title="Your account is ready"
      message="Email verification is not required at the moment, so you can log in and start trading right away."
      action={<ButtonLink to="/">Go to the home page</ButtonLink>}
    />
  ) : (
    <EmptyState
      title="Invalid or expired link"
      message="This verification link is missing its code. Open the link from your email again, or contact us if it keeps happening."
      action={<ButtonLink to="/contact">Contact Us</ButtonLink>}
    />
  );
}
