import { alertEventKinds, alertEventLabels, gfdiAlertBands } from '@mesonet/shared/contracts/alerts.schema';
import type { SprayProfileResponse } from '@mesonet/shared/contracts/alerts.schema';
import type { AlertRuleFormValues } from '@mesonet/shared/alerts/alert-rule-form';
import { defaultSprayLimitsName, gfdiBandChoiceText } from '@mesonet/shared/alerts/alert-rule-text';
import { useWatch } from 'react-hook-form';
import { FormField, FormSelectField } from '@/components/form/form-field';

const eventChoices = alertEventKinds.map((kind) => ({ value: kind, label: alertEventLabels[kind] }));
const bandChoices = gfdiAlertBands.map((band) => ({ value: band, label: gfdiBandChoiceText(band) }));

/** The event a rule listens for, then its one setting (if it has one) right below it. */
export function AlertEventFields({ sprayProfiles }: { sprayProfiles: readonly SprayProfileResponse[] }) {
  const kind = useWatch<AlertRuleFormValues, 'event_kind'>({ name: 'event_kind' });
  return (
    <div className="alert-form__group">
      <FormSelectField
        id="alert-event"
        label="Event"
        name="event_kind"
        required
        placeholder="Choose an event"
        options={eventChoices}
      />
      <EventSetting kind={kind} sprayProfiles={sprayProfiles} />
    </div>
  );
}

function EventSetting({
  kind,
  sprayProfiles,
}: {
  kind: AlertRuleFormValues['event_kind'];
  sprayProfiles: readonly SprayProfileResponse[];
}) {
  switch (kind) {
    case 'spray_window_opens':
    case 'spray_window_closes':
      return (
        <FormSelectField
          id="alert-spray-profile"
          label="Spray profile"
          name="spray_profile_id"
          hint="The limits the spray window is judged by. Add profiles under Spray profiles below."
          placeholder={defaultSprayLimitsName}
          options={sprayProfiles.map((profile) => ({ value: String(profile.id), label: profile.name }))}
        />
      );
    case 'gfdi_band':
      return (
        <FormSelectField
          id="alert-gfdi-band"
          label="Fire danger band"
          name="gfdi_band"
          required
          placeholder="Choose a band"
          options={bandChoices}
        />
      );
    case 'frost':
      return <NumberField id="alert-frost" label="Below (°C)" name="below_celsius" hint="Between -10 and 10 °C" />;
    case 'rain_since_9am':
      return <NumberField id="alert-rain" label="Above (mm)" name="above_mm" hint="Between 0.2 and 200 mm" />;
    case 'station_stale':
      return (
        <NumberField
          id="alert-stale"
          label="After (minutes)"
          name="after_minutes"
          hint="Between 30 and 1440 minutes"
          integer
        />
      );
    default:
      return null;
  }
}

function NumberField({
  integer = false,
  ...props
}: {
  id: string;
  label: string;
  name: keyof AlertRuleFormValues;
  hint: string;
  integer?: boolean;
}) {
  return (
    <FormField
      {...props}
      required
      type="number"
      step={integer ? 1 : 'any'}
      autoComplete="off"
      className="field__input alert-form__number"
    />
  );
}
