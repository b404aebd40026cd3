import type { CompaniesRepository, NewCompany } from './companies.repository';
import type { CompanyRow } from './companies.tables';
import { companySlug } from './company-slug';

/** A new company under the first slug of its name that no other company has. */
export async function insertCompany(
  companies: CompaniesRepository,
  company: Omit<NewCompany, 'slug' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<CompanyRow> {
  const slug = companySlug(company.name, await companies.slugsStartingWith(companySlug(company.name, [])));
  return companies.insert({ ...company, slug, createdAt: now, updatedAt: now });
}
