import { useParams } from 'react-router';
import { BackButton } from '../../components/BackButton/BackButton';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ClosetView } from '../../features/closet/components/ClosetView';

export function Component() {
  const { ownerId = '' } = useParams();
  return (
    <div className="container page">
      <div className="page-top">
        <BackButton fallback="/browse" />
      </div>
      <PageHeader eyebrow="Member closet" title="Closet" />
      <ClosetView ownerId={ownerId} />
    </div>
  );
}
