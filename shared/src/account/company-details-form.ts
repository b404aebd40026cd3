import { z } from 'zod';
import { companyDetailsSchema } from './company-details';
import { formSchema } from './form-schema';

/** The company details form's resolver: its text inputs and state select in, the `company_details` payload out. */
export const companyDetailsFormSchema = formSchema(
  z.object({
    name: z.string(),
    abn: z.string(),
    address1: z.string(),
    address2: z.string(),
    locality: z.string(),
    postalcode: z.string(),
    state_province: z.string(),
  }),
  companyDetailsSchema,
);
