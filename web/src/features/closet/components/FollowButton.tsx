import { Button } from '@/components/Button/Button';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { plural } from '@/lib/format';
import { useGetFollowQuery, useSetFollowMutation } from '@/features/closet/api';
import styles from './Closet.module.css';

/** The closet's follower count, with Follow / Following for members other than its owner. */
export function FollowButton({ ownerId }: { ownerId: string }) {
  const { token, id: me } = useCurrentUser();
  const { data } = useGetFollowQuery(ownerId);
  const [setFollow, { isLoading }] = useSetFollowMutation();
  const following = Boolean(data?.following);
  return (
    <div className={styles.follow}>
      {data && <span>{plural(data.followers, 'follower')}</span>}
      {token && me !== ownerId && (
        <Button
          size="small"
          variant={following ? 'outline' : 'primary'}
          aria-pressed={following}
          disabled={isLoading}
          onClick={() => void setFollow({ ownerId, follow: !following })}
        >
          {following ? 'Following' : 'Follow'}
        </Button>
      )}
    </div>
  );
}
