import {
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  EllipsisOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LoadingOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd';
import type { TFunction } from 'i18next';
import { firstErrorScroll } from '../lib/form-rules.ts';

/**
 * Defaults for antd's components, in the reader's language. antd's icons name themselves in English ('down',
 * 'close-circle', 'question-circle'), which a German page must not read out: decorative icons are hidden from
 * assistive technology, icons that act or explain get a translated name. Every form scrolls its first invalid field
 * into view below the sticky top bar and focuses it.
 */
export function antdComponentConfig(t: TFunction): Partial<ConfigProviderProps> {
  return {
    form: {
      scrollToFirstError: firstErrorScroll,
      tooltip: { icon: <QuestionCircleOutlined aria-label={t('common:actions.moreInfo')} /> },
    },
    select: {
      suffixIcon: <DownOutlined aria-hidden />,
      loadingIcon: <LoadingOutlined spin aria-hidden />,
      clearIcon: <CloseCircleFilled aria-hidden />,
      removeIcon: <CloseOutlined aria-hidden />,
    },
    tabs: { moreIcon: <EllipsisOutlined aria-hidden /> },
    inputPassword: {
      iconRender: (visible: boolean) =>
        visible ? (
          <EyeOutlined aria-label={t('common:actions.hidePassword')} />
        ) : (
          <EyeInvisibleOutlined aria-label={t('common:actions.showPassword')} />
        ),
    },
  };
}
