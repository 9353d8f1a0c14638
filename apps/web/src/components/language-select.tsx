import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, isLanguage, languages } from '@plakat/shared';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';

/** EN/DE switch; the choice is stored under `selectedLanguage` (platform spec §5, §9). */
export function LanguageSelect({ size = 'middle' }: { size?: 'small' | 'middle' | 'large' }) {
  const { t, i18n } = useTranslation('common');
  const value: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <Select<Language>
      value={value}
      size={size}
      onChange={(lang) => void setLanguage(lang)}
      prefix={<GlobalOutlined aria-hidden />}
      aria-label={t('languages.label')}
      popupMatchSelectWidth={false}
      style={{ minWidth: 128 }}
      options={languages.map((lang) => ({ value: lang, label: t(`languages.${lang}`) }))}
      data-testid="language-select"
    />
  );
}
