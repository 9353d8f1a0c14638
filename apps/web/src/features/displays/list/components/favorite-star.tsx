import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetFavorite } from '../../api/set-favorite.ts';

type Props = { displayId: string; onlineId: number; isFavorite: boolean; canChange: boolean };

/**
 * The favourite star of a partner display: a toggle for users with SET_PARTNER_FAVORITE_DISPLAY, else only a filled
 * star on favourites.
 */
export const FavoriteStar = memo(function FavoriteStar({ displayId, onlineId, isFavorite, canChange }: Props) {
  const { t } = useTranslation('displays');
  const mutation = useSetFavorite();
  if (!canChange)
    return isFavorite ? (
      <StarFilled role="img" aria-label={t('partner.isFavorite')} style={{ color: '#faad14' }} />
    ) : null;
  const label = t(isFavorite ? 'partner.favoriteRemove' : 'partner.favoriteAdd', { id: onlineId });
  return (
    <Button
      type="text"
      size="small"
      aria-label={label}
      aria-pressed={isFavorite}
      title={label}
      loading={mutation.isPending}
      icon={isFavorite ? <StarFilled aria-hidden style={{ color: '#faad14' }} /> : <StarOutlined aria-hidden />}
      onClick={(event) => {
        event.stopPropagation();
        mutation.mutate({ displayId, favorite: !isFavorite });
      }}
    />
  );
});
