import { useParams } from 'react-router';
import { LegalDocument } from '@/features/pages/legal/LegalDocument';

export function Component() {
  const { type } = useParams();
  return (
    <div className="container page page-top">
      <LegalDocument type={type} />
    </div>
  );
}
