import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/**
 * `count` completed companies named 'Bench Company 1'..'Bench Company <count>' in one statement: the other tenants
 * beside a scenario's big company (the scenarios then fill them with their rows by that name).
 */
export async function insertBenchCompanies(db: Db, count: number) {
  await db.execute(sql`INSERT INTO companies (name, industry, business_model, street, house_number, postcode, town,
      federal_state, country, phone_country_code, phone)
    SELECT 'Bench Company ' || g, 'retail', 'b2b', 'Hauptstraße', '1', '10115', 'Berlin', 'DE-BE', 'DE', '+49', '30 1'
    FROM generate_series(1, ${count}) g`);
}
