import { australianStates, companyCountry } from '@mesonet/shared/account/company-details';
import { FormField, FormSelectField } from './form-field';

/** The form's names for the parts of an address. */
export interface AddressFieldNames {
  line1: string;
  line2: string;
  locality: string;
  postcode: string;
  state: string;
}

interface AddressFieldsProps {
  idPrefix: string;
  names: AddressFieldNames;
  /** Which of the browser's saved addresses fits: 'billing' for a card's, none for a company's own. */
  autoCompleteSection?: 'billing';
}

/**
 * An Australian address (spec §5): two lines, locality and postcode, state, and the country every
 * company has, shown but not asked.
 */
export function AddressFields({ idPrefix, names, autoCompleteSection }: AddressFieldsProps) {
  const part = (key: keyof AddressFieldNames, autoComplete: string) => ({
    id: `${idPrefix}-${key}`,
    name: names[key],
    autoComplete: autoCompleteSection ? `${autoCompleteSection} ${autoComplete}` : autoComplete,
  });
  return (
    <>
      <FormField label="Address" required {...part('line1', 'address-line1')} />
      <FormField label="Address Line 2" hint="Optional." {...part('line2', 'address-line2')} />
      <div className="form__row">
        <FormField label="Locality" required hint="Suburb or town." {...part('locality', 'address-level2')} />
        <FormField label="Postcode" required inputMode="numeric" {...part('postcode', 'postal-code')} />
      </div>
      <div className="form__row">
        <FormSelectField
          label="State"
          required
          placeholder="Choose a state"
          options={australianStates}
          {...part('state', 'address-level1')}
        />
        <div className="field">
          <span className="field__label" id={`${idPrefix}-country`}>
            Country
          </span>
          <p className="field__readonly" aria-labelledby={`${idPrefix}-country`}>
            {companyCountry}
          </p>
        </div>
      </div>
    </>
  );
}
