import { useNavigate } from 'react-router';
import { Button } from '@/components/Button/Button';

/** Goes back in the app's history, or to `fallback` when the page was opened directly. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const canGoBack = (window.history.state?.idx ?? 0) > 0;
  return (
    <Button variant="ghost" onClick={() => (canGoBack ? navigate(-1) : navigate(fallback))}>
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}
