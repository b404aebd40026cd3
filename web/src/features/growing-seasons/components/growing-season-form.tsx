import { FormActions } from '@/components/form/form-actions';
import type {
  GrowingLocation,
  GrowingSeason,
  GrowingSeasonRequest,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import { seasonDateIsSelected, seasonLocationPlaceholder } from '@mesonet/shared/growing-seasons/growing-season-rules';
import { growingSeasonMessages } from '@mesonet/shared/growing-seasons/growing-season.messages';
import { useState, type ReactNode } from 'react';
import { Form } from '@/components/form/form';
import { useFormContext, useFormState, useWatch, type RegisterOptions } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/form/form-field';
import { ErrorText } from '@/components/ui/text-field';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useSaveGrowingSeason } from '../api/growing-seasons';
import {
  newSeasonFormValues,
  seasonFormFields,
  seasonFormSchema,
  seasonFormValues,
  type SeasonFormValues,
} from '@mesonet/shared/growing-seasons/season-form';
import { nearestStationText, placeText, seasonDateText } from '@mesonet/shared/growing-seasons/season-text';
import { newSeasonId } from './new-season-id';
import './growing-seasons.css';

interface GrowingSeasonFormProps {
  userId: number;
  /** The season being edited; null for a new one. */
  season: GrowingSeason | null;
  /** The company's Home location; null until it is set. */
  homeLocation: GrowingLocation | null;
  onCancel: () => void;
  onSaved: (season: GrowingSeason) => void;
}

interface Choice {
  value: string;
  label: string;
}

const emergenceChoices: Choice[] = [
  { value: 'auto_calculate', label: 'Auto-calculate' },
  { value: 'select', label: 'Select a date' },
];
const harvestChoices: Choice[] = [
  { value: 'not_yet_known', label: 'Not yet known' },
  { value: 'select', label: 'Select a date' },
];
const locationChoices: Choice[] = [
  { value: 'home', label: 'Home' },
  { value: 'custom', label: 'Custom' },
];

/**
 * Spec §2 "Growing seasons": name, sowing, emergence, floral initiation and harvest dates, and location;
 * Cancel and Save. A date can be entered only while its option is 'Select a date'. Used on the growing
 * seasons screens and in the map's modal.
 */
export function GrowingSeasonForm({ userId, season, homeLocation, onCancel, onSaved }: GrowingSeasonFormProps) {
  // Chosen once per form: a retried save of a new season replaces, never duplicates (the contract's id).
  const [id] = useState(() => season?.id ?? newSeasonId());
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const save = useSaveGrowingSeason(userId);
  const schema = seasonFormSchema({ hasHomeLocation: homeLocation !== null });
  const form = useSchemaForm<SeasonFormValues, GrowingSeasonRequest>(schema, {
    defaultValues: season ? seasonFormValues(season) : newSeasonFormValues,
  });

  function submit(request: GrowingSeasonRequest) {
    setFormErrors([]);
    save.mutate(
      { id, season: request },
      {
        onSuccess: onSaved,
        onError: (error) => setFormErrors(showApiErrorOnForm(form.setError, error, { fields: seasonFormFields })),
      },
    );
  }

  return (
    <Form form={form} className="form season-form" onSubmit={submit}>
      <FormField
        id="season-name"
        label="Growing Season Name"
        required
        autoComplete="off"
        placeholder="e.g. Wheat 2026, North paddock"
        name="name"
      />
      <FormField id="season-sowing-date" label="Sowing Date" required type="date" name="sowing_date" />
      <SeasonDateChoices season={season} />
      <SeasonLocationChoice homeLocation={homeLocation} />
      {formErrors.length > 0 ? (
        <Alert tone="error">
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <FormActions className="season-form__actions" busy={save.isPending} busyLabel="Saving…" onCancel={onCancel}>
        Save
      </FormActions>
    </Form>
  );
}

/** The three dates that are either chosen or worked out, an existing season's calculated date beside each. */
function SeasonDateChoices({ season }: { season: GrowingSeason | null }) {
  return (
    <>
      {seasonDates.map((date) => (
        <DateChoice key={date.dateName} {...date} season={season} />
      ))}
    </>
  );
}

/** Home or a custom place; Home names where it is and its nearest station. */
function SeasonLocationChoice({ homeLocation }: { homeLocation: GrowingLocation | null }) {
  const locationOption = useWatch<SeasonFormValues, 'location_option'>({ name: 'location_option' });
  const { errors } = useFormState<SeasonFormValues>({ name: 'location_option' });
  return (
    <Choices
      id="season-location"
      legend="Location"
      choices={locationChoices}
      name="location_option"
      error={errors.location_option?.message}
    >
      {locationOption === 'home' ? (
        <p className="season-form__note">
          {homeLocation
            ? `${placeText(homeLocation.location_coords)}, nearest station ${nearestStationText(homeLocation.nearest_site_name, homeLocation.nearest_site_distance_km)}`
            : `No Home location yet. ${growingSeasonMessages.homeLocationHowTo}`}
        </p>
      ) : null}
      {locationOption === 'custom' ? (
        <FormField
          id="season-location-text"
          label="Custom location (latitude, longitude)"
          placeholder={seasonLocationPlaceholder}
          autoComplete="off"
          name="location"
        />
      ) : null}
    </Choices>
  );
}

interface ChoicesProps {
  id: string;
  legend: string;
  choices: readonly Choice[];
  name: string;
  registerOptions?: RegisterOptions;
  error?: string | undefined;
  children?: ReactNode;
}

/** Radio buttons under one legend, with what belongs to the choice below them. */
function Choices({ id, legend, choices, name, registerOptions, error, children }: ChoicesProps) {
  const { register } = useFormContext();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={error ? 'field season-form__group field--invalid' : 'field season-form__group'}
      aria-describedby={errorId}
    >
      <legend className="field__label">{legend}</legend>
      <div className="season-form__choices">
        {choices.map((choice) => (
          <label className="season-form__choice" key={choice.value} htmlFor={`${id}-${choice.value}`}>
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              value={choice.value}
              {...register(name, registerOptions)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {children}
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}

interface SeasonDate {
  id: string;
  legend: string;
  choices: readonly Choice[];
  dateName: 'emergence_date' | 'floral_initiation_date' | 'harvest_date';
  /** Worked out unless chosen, so an existing season shows the date it was given. */
  calculated: boolean;
}

const seasonDates: readonly SeasonDate[] = [
  {
    id: 'season-emergence',
    legend: 'Emergence Date',
    choices: emergenceChoices,
    dateName: 'emergence_date',
    calculated: true,
  },
  {
    id: 'season-floral-initiation',
    legend: 'Floral Initiation Date',
    choices: emergenceChoices,
    dateName: 'floral_initiation_date',
    calculated: true,
  },
  {
    id: 'season-harvest',
    legend: 'Harvest Date',
    choices: harvestChoices,
    dateName: 'harvest_date',
    calculated: false,
  },
];

/** A date with its option: the choice, then the date input it enables (spec §2: only when the option is 'select'). */
function DateChoice({
  id,
  legend,
  choices,
  dateName,
  calculated,
  season,
}: SeasonDate & { season: GrowingSeason | null }) {
  const optionName = `${dateName}_option` as const;
  const { register } = useFormContext<SeasonFormValues>();
  const dateEnabled = seasonDateIsSelected(useWatch<SeasonFormValues, typeof optionName>({ name: optionName }));
  const { errors } = useFormState<SeasonFormValues>({ name: [dateName, optionName] });
  const error = errors[dateName]?.message ?? errors[optionName]?.message;
  const calculatedDate = calculated && !dateEnabled ? season?.[dateName] : null;
  return (
    <Choices
      id={id}
      legend={legend}
      choices={choices}
      name={optionName}
      registerOptions={{ deps: dateName }}
      error={error}
    >
      <label className="visually-hidden" htmlFor={`${id}-date`}>
        {legend}
      </label>
      <input
        id={`${id}-date`}
        type="date"
        className="field__input season-form__date"
        disabled={!dateEnabled}
        aria-invalid={error ? true : undefined}
        {...register(dateName)}
      />
      {calculatedDate ? <p className="season-form__note">{`Calculated: ${seasonDateText(calculatedDate)}`}</p> : null}
    </Choices>
  );
}
