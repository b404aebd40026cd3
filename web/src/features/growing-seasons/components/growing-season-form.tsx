import type {
  GrowingLocation,
  GrowingSeason,
  GrowingSeasonRequest,
} from '@mesonet/shared/contracts/growing-seasons.schema';
import {
  growingSeasonMessages,
  seasonDateIsSelected,
  seasonLocationPlaceholder,
} from '@mesonet/shared/growing-seasons/growing-season-rules';
import { useState, type ReactNode } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, apiErrorMessages } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useSaveGrowingSeason } from '../api/growing-seasons';
import {
  newSeasonFormValues,
  seasonFormFields,
  seasonFormSchema,
  seasonFormValues,
  type SeasonFormField,
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

/** The server's messages: those naming a field go under it, the rest above the buttons. */
function serverErrors(error: unknown): { fields: Partial<Record<SeasonFormField, string>>; form: string[] } {
  if (!(error instanceof ApiError) || !error.body) return { fields: {}, form: apiErrorMessages(error) };
  const fields: Partial<Record<SeasonFormField, string>> = {};
  const form: string[] = [];
  for (const entry of error.body.errors) {
    const field = seasonFormFields.find((name) => name === entry.field_name);
    if (field && !fields[field]) fields[field] = entry.messages[0];
    else form.push(...entry.messages);
  }
  return { fields, form };
}

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
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useSchemaForm<SeasonFormValues, GrowingSeasonRequest>(schema, {
    defaultValues: season ? seasonFormValues(season) : newSeasonFormValues,
  });
  const [emergenceOption, floralOption, harvestOption, locationOption] = useWatch({
    control,
    name: ['emergence_date_option', 'floral_initiation_date_option', 'harvest_date_option', 'location_option'],
  });

  function submit(request: GrowingSeasonRequest) {
    setFormErrors([]);
    save.mutate(
      { id, season: request },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const found = serverErrors(error);
          showServerFieldErrors(setError, seasonFormFields, found.fields);
          setFormErrors(found.form);
        },
      },
    );
  }

  // An existing season's calculated date, shown beside the choice that produced it.
  const calculated = (option: string, date: string | null | undefined) =>
    season && !seasonDateIsSelected(option) && date ? `Calculated: ${seasonDateText(date)}` : undefined;

  return (
    <form className="form season-form" noValidate onSubmit={handleSubmit(submit)}>
      <TextField
        id="season-name"
        label="Growing Season Name"
        required
        autoComplete="off"
        placeholder="e.g. Wheat 2026, North paddock"
        registration={register('name')}
        error={errors.name?.message}
      />
      <TextField
        id="season-sowing-date"
        label="Sowing Date"
        required
        type="date"
        registration={register('sowing_date')}
        error={errors.sowing_date?.message}
      />
      <DateChoice
        id="season-emergence"
        legend="Emergence Date"
        choices={emergenceChoices}
        optionRegistration={register('emergence_date_option', { deps: 'emergence_date' })}
        dateRegistration={register('emergence_date')}
        dateEnabled={seasonDateIsSelected(emergenceOption)}
        note={calculated(emergenceOption, season?.emergence_date)}
        error={errors.emergence_date?.message ?? errors.emergence_date_option?.message}
      />
      <DateChoice
        id="season-floral-initiation"
        legend="Floral Initiation Date"
        choices={emergenceChoices}
        optionRegistration={register('floral_initiation_date_option', { deps: 'floral_initiation_date' })}
        dateRegistration={register('floral_initiation_date')}
        dateEnabled={seasonDateIsSelected(floralOption)}
        note={calculated(floralOption, season?.floral_initiation_date)}
        error={errors.floral_initiation_date?.message ?? errors.floral_initiation_date_option?.message}
      />
      <DateChoice
        id="season-harvest"
        legend="Harvest Date"
        choices={harvestChoices}
        optionRegistration={register('harvest_date_option', { deps: 'harvest_date' })}
        dateRegistration={register('harvest_date')}
        dateEnabled={seasonDateIsSelected(harvestOption)}
        error={errors.harvest_date?.message ?? errors.harvest_date_option?.message}
      />
      <Choices
        id="season-location"
        legend="Location"
        choices={locationChoices}
        registration={register('location_option')}
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
          <TextField
            id="season-location-text"
            label="Custom location (latitude, longitude)"
            placeholder={seasonLocationPlaceholder}
            autoComplete="off"
            registration={register('location')}
            error={errors.location?.message}
          />
        ) : null}
      </Choices>
      {formErrors.length > 0 ? (
        <Alert tone="error">
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <div className="season-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </button>
        <SubmitButton busy={save.isPending} busyLabel="Saving…">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}

interface ChoicesProps {
  id: string;
  legend: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  children?: ReactNode;
}

/** Radio buttons under one legend, with what belongs to the choice below them. */
function Choices({ id, legend, choices, registration, error, children }: ChoicesProps) {
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
            <input type="radio" id={`${id}-${choice.value}`} value={choice.value} {...registration} />
            {choice.label}
          </label>
        ))}
      </div>
      {children}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface DateChoiceProps {
  id: string;
  legend: string;
  choices: readonly Choice[];
  optionRegistration: UseFormRegisterReturn;
  dateRegistration: UseFormRegisterReturn;
  /** Spec §2: the date is enabled only when its option is 'select'. */
  dateEnabled: boolean;
  note?: string | undefined;
  error?: string | undefined;
}

/** A date with its option: the choice, then the date input it enables. */
function DateChoice({
  id,
  legend,
  choices,
  optionRegistration,
  dateRegistration,
  dateEnabled,
  note,
  error,
}: DateChoiceProps) {
  return (
    <Choices id={id} legend={legend} choices={choices} registration={optionRegistration} error={error}>
      <label className="visually-hidden" htmlFor={`${id}-date`}>
        {legend}
      </label>
      <input
        id={`${id}-date`}
        type="date"
        className="field__input season-form__date"
        disabled={!dateEnabled}
        aria-invalid={error ? true : undefined}
        {...dateRegistration}
      />
      {note ? <p className="season-form__note">{note}</p> : null}
    </Choices>
  );
}
