import { useDispatch } from 'react-redux';
import { Icon } from '@/components/Icon/Icon';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { errorText } from '@/lib/errors';
import { useGetFavoriteIdsQuery, useSetFavoriteMutation } from '@/lib/favoritesApi';
import { flashShown } from '@/lib/flash';
import styles from './FavoriteButton.module.css';

interface FavoriteButtonProps {
  itemId: string;
  name: string;
  ownerId?: string;
  /** Over a photo (a round white button) or in a row of buttons. */
  placement?: 'photo' | 'inline';
}

/** The heart: members keep bags of others in their favorites. Nothing for guests or on one's own bag. */
export function FavoriteButton({ itemId, name, ownerId, placement = 'photo' }: FavoriteButtonProps) {
  const dispatch = useDispatch();
  const { token, id: me } = useCurrentUser();
  const { data: ids = [] } = useGetFavoriteIdsQuery(undefined, { skip: !token });
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  if (!token || !me || ownerId === me) return null;
  const kept = ids.includes(itemId);

  const toggle = async () => {
    const result = await setFavorite({ id: itemId, favorite: !kept });
    if ('error' in result) dispatch(flashShown(errorText(result.error, 'Failed to save the favorite'), 'error'));
  };

  return (
    <button
      type="button"
      className={`${styles.heart} ${placement === 'inline' ? styles.inline : ''}`}
      aria-pressed={kept}
      aria-label={kept ? `Remove ${name} from favorites` : `Save ${name} to favorites`}
      title={kept ? 'In your favorites' : 'Save to favorites'}
      disabled={isLoading}
      onClick={toggle}
    >
      <Icon name="heart" size={20} />
      {placement === 'inline' && <span>{kept ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
