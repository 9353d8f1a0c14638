import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/** The company's name and address; every function is bound to the actor's own company. */
const detailColumns = {
  id: companies.id,
  companyName: companies.name,
  street: companies.street,
  houseNumber: companies.houseNumber,
  postcode: companies.postcode,
  town: companies.town,
  federalState: companies.federalState,
  country: companies.country,
};

export type CompanyAddress = {
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  town: string;
  federalState: string;
  country: string;
};

export function companyDetailsRepo(db: Db, companyId: string) {
  return {
    async read() {
      const [row] = await db.select(detailColumns).from(companies).where(eq(companies.id, companyId));
      return row ?? null;
    },
    async update(values: CompanyAddress) {
      const [row] = await db.update(companies).set(values).where(eq(companies.id, companyId)).returning(detailColumns);
      return row ?? null;
    },
  };
}
