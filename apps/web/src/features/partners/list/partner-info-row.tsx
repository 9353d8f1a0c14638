import { Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PartnerRow } from './partner-row.ts';
import { SharedDisplays } from './shared-displays.tsx';

type Company = NonNullable<PartnerRow['company']>;

const addressOf = (c: Company) =>
  [`${c.street} ${c.houseNumber}`, `${c.postcode} ${c.town}`, c.federalState, c.country].filter(Boolean).join(', ');

/**
 * The Info row of a partner: its administrator (GET_PARTNER_ADMIN_INFO) and company details
 * (GET_PARTNER_COMPANY_INFO) where the reader may see them, and the displays shared both ways.
 */
export function PartnerInfoRow({ row }: { row: PartnerRow }) {
  const { t } = useTranslation('partners');
  const { admin, company } = row;
  return (
    <Flex vertical gap={16}>
      {(admin || company) && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            ...(admin
              ? [
                  { key: 'admin', label: t('info.admin'), children: admin.name ?? admin.email },
                  { key: 'email', label: t('info.email'), children: admin.email },
                  { key: 'phone', label: t('info.phone'), children: admin.phone ?? '' },
                ]
              : []),
            ...(company
              ? [
                  { key: 'industry', label: t('info.industry'), children: company.industry },
                  { key: 'address', label: t('info.address'), children: addressOf(company) },
                  { key: 'companyPhone', label: t('info.companyPhone'), children: company.phone },
                ]
              : []),
          ]}
        />
      )}
      <Flex gap={24} wrap>
        <SharedDisplays row={row} direction="byMe" />
        <SharedDisplays row={row} direction="withMe" />
      </Flex>
    </Flex>
  );
}
