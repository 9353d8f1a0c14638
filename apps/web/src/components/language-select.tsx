import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type Language, isLanguage, languages } from '@plakat/shared';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';

/**
 * EN/DE switch; the choice is stored under `selectedLanguage` (platform spec §5, §9). A native select drawn like
 * antd's (app/shell.css): two options need no virtual list or search, and antd's Select alone would be an eighth of
 * the login page's JavaScript budget (scripts/check-bundle-budget.mjs). Native, it is also the phone's own picker.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const value: Language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <span className="plakat-language-select">
      <GlobalOutlined aria-hidden className="plakat-language-select-globe" />
      <select
        value={value}
        aria-label={t('languages.label')}
        onChange={(event) => {
          const lang = event.target.value;
          if (isLanguage(lang)) void setLanguage(lang);
        }}
        data-testid="language-select"
      >
        {languages.map((lang) => (
          <option key={lang} value={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </select>
      <DownOutlined aria-hidden className="plakat-language-select-arrow" />
    </span>
  );
}
