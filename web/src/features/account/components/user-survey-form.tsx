import { showApiErrorOnForm } from '@/lib/form-errors';
import { Form } from '@/components/form/form';
import type { StationOption } from '@mesonet/shared/account/station-options';
import {
  canSubmitUserSurvey,
  surveyAges,
  surveyFarmSizes,
  surveyGenders,
  surveySocialMedia,
  surveyTextLimits,
  surveyWhereHeard,
  type UserSurveyFields,
} from '@mesonet/shared/account/user-survey';
import {
  userSurveyFormSchema,
  userSurveyFormValues,
  type UserSurveyFormValues,
} from '@mesonet/shared/account/user-survey-form';
import type { SavedUserSurvey } from '@mesonet/shared/contracts/company.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import { env } from '@/config/env';
import type { useSaveUserSurvey } from '../api/user-survey';
import {
  FormCheckboxGroup,
  FormSelectField,
  FormTextAreaField,
  FormField,
  type FormFieldProps,
} from '@/components/form/form-field';
import { SaveFormActions, type SaveStatus } from './save-form-actions';
import './account-form.css';

const surveyFields = [
  'user1_age',
  'user1_gender',
  'occupation_industry',
  'main_aws_of_interest',
  'main_use_of_mesonet',
  'farm_size',
  'main_crop_type',
  'main_two_herbicides_used_in_summer',
  'usual_supplier_of_summer_herbicide',
  'where_heard_about_us',
  'social_media_use',
] as const satisfies ReadonlyArray<keyof UserSurveyFormValues>;

interface UserSurveyFormProps {
  saved: SavedUserSurvey | null;
  stations: readonly StationOption[];
  save: ReturnType<typeof useSaveUserSurvey>;
}

const limitHint = (max: number, optional = false) => `${optional ? 'Optional. ' : ''}Up to ${max} characters.`;

/**
 * Spec §3 "Survey response", §5, §9: every question with its list or length limit; Submit once the
 * required answers are given. The main station is sent by its label (spec §7).
 */
export function UserSurveyForm({ saved, stations, save }: UserSurveyFormProps) {
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const form = useSchemaForm<UserSurveyFormValues, UserSurveyFields>(userSurveyFormSchema, {
    defaultValues: userSurveyFormValues(saved),
  });
  const { setError, reset, control } = form;
  const canSubmit = canSubmitUserSurvey(useWatch({ control }));
  const stationChoices = stations.map((station) => station.label);

  function submit(fields: UserSurveyFields) {
    setStatus(null);
    save.mutate(fields, {
      onSuccess: (result) => {
        reset(userSurveyFormValues(result.saved));
        setStatus({ tone: 'success', messages: [result.message] });
      },
      onError: (error) => {
        const messages = showApiErrorOnForm(setError, error, { fields: surveyFields });
        if (messages.length > 0) setStatus({ tone: 'error', messages });
      },
    });
  }

  return (
    <Form form={form} className="form account-form" onSubmit={submit}>
      <p className="account-form__intro">
        Tell us a little about yourself and how you use weather data: it helps us plan the network. Completing the
        survey is one of the account setup steps, needed before a free trial starts. Questions marked * need an answer.
      </p>
      <SurveyAboutYouFields stationChoices={stationChoices} />
      <SurveyFarmFields />
      <SaveFormActions status={status} saving={save.isPending} canSubmit={canSubmit} />
    </Form>
  );
}

/** Who answers, and what they use the weather data for. */
function SurveyAboutYouFields({ stationChoices }: { stationChoices: readonly string[] }) {
  return (
    <>
      <div className="form__row">
        <FormSelectField
          id="survey-age"
          label="Age"
          required
          placeholder="Choose your age"
          options={surveyAges}
          name="user1_age"
        />
        <FormSelectField
          id="survey-gender"
          label="Gender"
          required
          placeholder="Choose your gender"
          options={surveyGenders}
          name="user1_gender"
        />
      </div>
      <SurveyTextField
        id="survey-occupation"
        label="Occupation or Industry"
        required
        autoComplete="organization-title"
        name="occupation_industry"
      />
      <FormSelectField
        id="survey-main-aws"
        label="Main Weather Station of Interest"
        required
        placeholder="Choose a station"
        options={stationChoices}
        name="main_aws_of_interest"
      />
      <FormTextAreaField
        id="survey-main-use"
        label={`Main Use of ${env.productName}`}
        required
        hint={`What do you mainly use the weather data for? ${limitHint(surveyTextLimits.main_use_of_mesonet)}`}
        maxLength={surveyTextLimits.main_use_of_mesonet}
        rows={4}
        name="main_use_of_mesonet"
      />
    </>
  );
}

/** The farm, its crops and herbicides, and where the grower heard of us. */
function SurveyFarmFields() {
  return (
    <>
      {/* Spec §5: farm size is shown as required but not checked. */}
      <FormSelectField
        id="survey-farm-size"
        label="Farm Size"
        required
        placeholder="Choose a size"
        options={surveyFarmSizes}
        name="farm_size"
      />
      <SurveyTextField id="survey-crop-type" label="Main Crop Type" name="main_crop_type" />
      <SurveyTextField
        id="survey-herbicides"
        label="Main Two Herbicides Used in Summer"
        name="main_two_herbicides_used_in_summer"
      />
      <SurveyTextField
        id="survey-supplier"
        label="Usual Supplier of Summer Herbicide"
        name="usual_supplier_of_summer_herbicide"
      />
      <FormSelectField
        id="survey-where-heard"
        label="Where Did You Hear About Us?"
        required
        placeholder="Choose one"
        options={surveyWhereHeard}
        name="where_heard_about_us"
      />
      <FormCheckboxGroup
        id="survey-social-media"
        legend="Social Media You Use"
        hint="Optional. Tick any that apply."
        options={surveySocialMedia}
        name="social_media_use"
      />
    </>
  );
}

/** A one-line answer held to its length limit, which the hint states (with 'Optional.' unless required). */
function SurveyTextField({
  name,
  required,
  ...props
}: Omit<FormFieldProps, 'name' | 'hint' | 'maxLength'> & { name: keyof typeof surveyTextLimits }) {
  const max = surveyTextLimits[name];
  return <FormField {...props} name={name} required={required} hint={limitHint(max, !required)} maxLength={max} />;
}
