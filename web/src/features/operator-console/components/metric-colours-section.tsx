import { metricCatalogue, metricKeys, type MetricKey } from '@mesonet/shared/metrics/metric-catalogue';
import { Form } from '@/components/form/form';
import { metricBandsInputSchema, type MetricBandsForm } from '@mesonet/shared/contracts/metric-display-statuses.schema';
import type { MetricLegendBand } from '@mesonet/shared/metrics/metric-legends';
import { useState } from 'react';
import { useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/button';
import { showApiErrorOnForm } from '@/lib/form-errors';
import { useLegendBands } from '@/lib/legend-bands-query';
import { useResetMetricBands, useSaveMetricBands } from '../api/console-metric-colours';
import { useConsoleConfirm } from './console-confirm';

const metricsWithLegend = metricKeys.filter((key) => metricCatalogue[key].legend !== null);

/**
 * Metric display statuses (spec §3): each metric's legend bands, their label, colour and threshold.
 * The map, its legend and popups, and the dashboards use them as saved; "Reset to default" returns a
 * metric to the catalogue's bands. Bands are edited, never added: a reading's band is its position.
 */
export function MetricColoursSection() {
  const legends = useLegendBands();
  return (
    <div className="console-section">
      <p className="console-muted">
        The colours, thresholds and labels of each metric's legend. A reading takes the last band whose threshold it
        reaches, so thresholds go up from band to band. Growers see a change on their next refresh.
      </p>
      <ul className="card-list console-list console-list--grid">
        {metricsWithLegend.map((key) => {
          const bands = legends[key] ?? [];
          // A new form once the saved bands change (after a save or reset), so it shows what is served.
          return (
            <li key={`${key}-${bandsKey(bands)}`} className="console-card console-card--stacked">
              <MetricBandsForm metricKey={key} bands={bands} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function bandsKey(bands: readonly MetricLegendBand[]): string {
  return bands.map((b) => `${b.threshold_value}:${b.background_color}:${b.label}`).join('|');
}

function isEdited(metricKey: MetricKey, bands: readonly MetricLegendBand[]): boolean {
  const original = metricCatalogue[metricKey].legend?.bands ?? [];
  return bandsKey(bands) !== bandsKey(original);
}

/** Where the server may place a message: each band's colour, label and threshold. */
function bandFields(count: number): FieldPath<MetricBandsForm>[] {
  return Array.from({ length: count }, (_, i) =>
    (['background_color', 'label', 'threshold_value'] as const).map((key) => `bands.${i}.${key}` as const),
  ).flat();
}

function MetricBandsForm({ metricKey, bands }: { metricKey: MetricKey; bands: readonly MetricLegendBand[] }) {
  const { label, unit } = metricCatalogue[metricKey];
  const save = useSaveMetricBands();
  const reset = useResetMetricBands();
  const confirm = useConsoleConfirm(reset.isPending);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useSchemaForm<MetricBandsForm>(metricBandsInputSchema, {
    defaultValues: {
      bands: bands.map((band) => ({
        label: band.label,
        background_color: band.background_color,
        threshold_value: band.threshold_value,
      })),
    },
  });

  function failed(error: unknown) {
    const messages = showApiErrorOnForm(form.setError, error, { fields: bandFields(bands.length) });
    if (messages.length > 0) setOutcome({ tone: 'error', text: messages.join(' ') });
  }

  function submit(input: MetricBandsForm) {
    setOutcome(null);
    save.mutate({ metricKey, input }, { onError: failed });
  }

  function resetToDefault(opener: HTMLElement) {
    confirm.ask(opener, {
      title: 'Reset to default',
      question: `Reset the colours, thresholds and labels of ${label} to the defaults?`,
      confirmLabel: 'Reset to default',
      busyLabel: 'Resetting…',
      onConfirm: () => {
        setOutcome(null);
        reset.mutate(metricKey, { onError: failed, onSettled: confirm.close });
      },
    });
  }

  const headingId = `metric-colours-${metricKey}`;
  return (
    <Form form={form} className="form console-form console-form--compact" aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId} className="console-card__title">
        {label}
        {unit ? <span className="console-muted"> ({unit})</span> : null}
        {isEdited(metricKey, bands) ? <span className="console-tag console-metric-edited">Edited</span> : null}
      </h3>
      <p className="console-band-edit console-band-edit__head" aria-hidden="true">
        <span>Colour</span>
        <span>Label</span>
        <span>From</span>
      </p>
      <ol className="console-bands">
        {bands.map((_, i) => (
          <BandEdit key={i} index={i} />
        ))}
      </ol>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="console-form__actions">
        <SubmitButton busy={save.isPending} busyLabel="Saving…">
          Save
        </SubmitButton>
        <button
          type="button"
          className="button button--secondary"
          disabled={reset.isPending || !isEdited(metricKey, bands)}
          onClick={(event) => resetToDefault(event.currentTarget)}
        >
          Reset to default
        </button>
      </div>
      {confirm.dialog}
    </Form>
  );
}

/** One band's colour, label and threshold, with what is wrong with them below. */
function BandEdit({ index: i }: { index: number }) {
  const { register } = useFormContext<MetricBandsForm>();
  const { errors } = useFormState<MetricBandsForm>({ name: `bands.${i}` });
  const fieldErrors = errors.bands?.[i];
  const messages = [
    fieldErrors?.background_color?.message,
    fieldErrors?.label?.message,
    fieldErrors?.threshold_value?.message,
  ].filter(Boolean);
  const n = i + 1;
  return (
    <li className="console-band-edit">
      <input
        type="color"
        className="console-band-edit__colour"
        aria-label={`Band ${n} colour`}
        {...register(`bands.${i}.background_color`)}
      />
      <input
        type="text"
        className="console-band-edit__label"
        aria-label={`Band ${n} label`}
        aria-invalid={fieldErrors?.label ? true : undefined}
        {...register(`bands.${i}.label`)}
      />
      <input
        type="text"
        inputMode="decimal"
        className="console-band-edit__threshold"
        aria-label={`Band ${n} threshold`}
        aria-invalid={fieldErrors?.threshold_value ? true : undefined}
        {...register(`bands.${i}.threshold_value`)}
      />
      {messages.length > 0 ? (
        <p className="console-band-edit__error" role="alert">
          Band {n}: {messages.join(' ')}
        </p>
      ) : null}
    </li>
  );
}
