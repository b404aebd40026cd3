import type { GrowingLocation } from '@mesonet/shared/contracts/growing-seasons.schema';
import { homeLocationSlug } from '@mesonet/shared/growing-seasons/home-location';
import type { AlertRuleFormValues } from '@mesonet/shared/alerts/alert-rule-form';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/form/form-field';
import { ChoiceGroup, type Choice } from './choice-group';
import { StationMultiSelect, type StationChoice } from './station-multi-select';

/** The contract's most stations one rule watches (alertTargetSchema). */
const maxStationsPerRule = 10;

export interface AlertPlaces {
  /** The network's stations, by name. */
  stations: readonly StationChoice[];
  /**
   * The company's places (the Home location among them), or null when the plan has no Home location
   * and growing locations: then only stations are offered.
   */
  growingLocations: readonly GrowingLocation[] | null;
}

/** Where a rule watches: some stations, the Home location, or one growing location. */
export function AlertTargetFields({ stations, growingLocations }: AlertPlaces) {
  const targetType = useWatch<AlertRuleFormValues, 'target_type'>({ name: 'target_type' });
  const home = growingLocations?.find((location) => location.slug === homeLocationSlug) ?? null;
  const others = growingLocations?.filter((location) => location.slug !== homeLocationSlug) ?? [];
  const choices: Choice[] = [{ value: 'stations', label: 'Stations' }];
  if (growingLocations !== null) {
    choices.push(
      {
        value: 'home_location',
        label: home?.nearest_site_name ? `Home location (nearest station ${home.nearest_site_name})` : 'Home location',
        unavailable: home ? undefined : 'set it on the map first',
      },
      {
        value: 'growing_location',
        label: 'A growing location',
        unavailable: others.length > 0 ? undefined : 'none saved yet',
      },
    );
  }
  return (
    <ChoiceGroup id="alert-target" legend="Where" name="target_type" choices={choices}>
      {targetType === 'stations' ? <StationMultiSelect stations={stations} max={maxStationsPerRule} /> : null}
      {targetType === 'growing_location' ? (
        <FormSelectField
          id="alert-growing-location"
          label="Growing location"
          name="growing_location_slug"
          placeholder="Choose a growing location"
          options={others.map((location) => ({ value: location.slug, label: location.name }))}
        />
      ) : null}
    </ChoiceGroup>
  );
}
