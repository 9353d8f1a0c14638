import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SuperpanelCompanyDetails } from '@plakat/shared';
import { Panel } from '../../../components/panel.tsx';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { useLookupLabel } from '../../../lib/lookups.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import styles from './company-overview.module.css';

type Props = { company: SuperpanelCompanyDetails };

/** The company's figures as tiles: members by status, roles, displays by state, media and storage. */
export function CompanyFigures({ company }: Props) {
  const { t, i18n } = useTranslation('superpanel');
  const n = (value: number) => value.toLocaleString(i18n.language);
  const { users, displays, media } = company;
  const tiles = [
    {
      key: 'users',
      label: t('overview.users'),
      value: n(users.total),
      detail: (['active', 'paused', 'notActive'] as const)
        .map((status) => `${t(`userStatus.${status}`)}: ${n(users.byStatus[status])}`)
        .join(' · '),
    },
    { key: 'roles', label: t('overview.roles'), value: n(company.roleCount) },
    {
      key: 'displays',
      label: t('overview.displays'),
      value: n(displays.total),
      detail: [
        `${t('displayStatus.completed')}: ${n(displays.byStatus.completed)}`,
        `${t('displayStatus.draft')}: ${n(displays.byStatus.draft + displays.byStatus.duplicated)}`,
        `${t('displayStatus.active')}: ${n(displays.active)}`,
        `${t('displayStatus.shutDown')}: ${n(displays.shutDown)}`,
      ].join(' · '),
    },
    {
      key: 'media',
      label: t('overview.media'),
      value: n(media.count),
      detail: t('overview.storage', { size: formatBytes(media.storageBytes, i18n.language) }),
    },
  ];
  return (
    <ul className={styles.tiles} aria-label={t('overview.figures')}>
      {tiles.map((tile) => (
        <li key={tile.key} className={`plakat-panel ${styles.tile}`} data-testid={`figure-${tile.key}`}>
          <span className="plakat-secondary">{tile.label}</span>
          <strong className={styles.value}>{tile.value}</strong>
          {tile.detail && <span className="plakat-secondary">{tile.detail}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The company's data and owner; the codes of reference data (industry, country, ...) shown by their labels. */
export function CompanyFacts({ company }: Props) {
  const { t } = useTranslation('superpanel');
  const formatDate = useFormatDate();
  const industry = useLookupLabel('industries');
  const businessModel = useLookupLabel('businessModels');
  const federalState = useLookupLabel('federalStates');
  const country = useLookupLabel('countries');
  const { address } = company;
  const items = [
    { key: 'id', label: t('overview.id'), children: <Typography.Text copyable>{company.id}</Typography.Text> },
    {
      key: 'owner',
      label: t('overview.owner'),
      children: company.owner ? [company.owner.name, company.owner.email].filter(Boolean).join(' · ') : t('noOwner'),
    },
    { key: 'industry', label: t('overview.industry'), children: industry(company.industry) },
    { key: 'businessModel', label: t('overview.businessModel'), children: businessModel(company.businessModel) },
    {
      key: 'address',
      label: t('overview.address'),
      // 'other' stands for a country without federal states: the address line leaves it out.
      children: [
        `${address.street} ${address.houseNumber}`,
        `${address.postcode} ${address.town}`,
        address.federalState === 'other' ? '' : federalState(address.federalState),
        country(address.country),
      ]
        .filter(Boolean)
        .join(', '),
    },
    { key: 'phone', label: t('overview.phone'), children: company.phone },
    {
      key: 'createdAt',
      label: t('columns.createdAt'),
      children: <time dateTime={company.createdAt}>{formatDate(company.createdAt, { withTime: true })}</time>,
    },
  ];
  return (
    <Panel title={t('overview.company')}>
      <Descriptions column={{ xs: 1, md: 2 }} items={items} className={styles.facts} />
    </Panel>
  );
}
