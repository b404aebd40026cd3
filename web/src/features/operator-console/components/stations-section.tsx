import { formatBillingDateTime } from '@mesonet/shared/billing/billing-dates';
import { Form, FormErrors } from '@/components/form/form';
import {
  consoleNewStationSchema,
  type ConsoleNewStation,
  type ConsoleNewStationForm,
  type ConsoleStation,
  type StationWithToken,
} from '@mesonet/shared/contracts/operator-console.schema';
import { stationTypes } from '@mesonet/shared/stations/raw-channels';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/schema-form';
import { Alert } from '@/components/ui/alert';
import { ConsoleFormActions } from './console-form-actions';
import { ConsoleCard, ConsoleTag } from './console-card';
import { useConsoleConfirm } from './console-confirm';
import { PageLoading } from '@/components/ui/page-loading';
import { FormSelectField, FormField } from '@/components/form/form-field';
import { apiErrorMessages } from '@/lib/api-client';
import { showApiErrorOnForm } from '@/lib/form-errors';
import {
  useConsoleStationsQuery,
  useCreateStation,
  useSetStationDisabled,
  useIssueStationToken,
} from '../api/console-stations';

/** Stations: add one, issue a new ingestion token (shown once), disable and enable again. */
export function StationsSection() {
  const stations = useConsoleStationsQuery();
  const issueToken = useIssueStationToken();
  const setDisabled = useSetStationDisabled();
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<StationWithToken | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const busy = issueToken.isPending || setDisabled.isPending;
  const confirm = useConsoleConfirm(busy);

  if (adding) {
    return (
      <NewStationForm
        onDone={(created) => {
          setAdding(false);
          setIssued(created);
          setNotice(null);
        }}
      />
    );
  }
  if (stations.isError) return <Alert tone="error">{apiErrorMessages(stations.error).join(' ')}</Alert>;
  if (!stations.data) return <PageLoading />;

  const showError = (error: Error) => setNotice({ tone: 'error', text: apiErrorMessages(error).join(' ') });

  function newToken(opener: HTMLElement, station: ConsoleStation) {
    confirm.ask(opener, {
      title: 'New token',
      question: `The station's current token stops working at once. Issue a new token for ${station.name}?`,
      confirmLabel: 'Issue new token',
      busyLabel: 'Issuing…',
      onConfirm: () => {
        setIssued(null);
        setNotice(null);
        issueToken.mutate(station.slug, { onSuccess: setIssued, onError: showError, onSettled: confirm.close });
      },
    });
  }

  function changeState(opener: HTMLElement, station: ConsoleStation, disabled: boolean) {
    confirm.ask(opener, {
      title: disabled ? 'Disable station' : 'Enable station',
      question: disabled
        ? `Disable ${station.name}? It leaves growers' maps and its readings are refused until it is enabled again.`
        : `Enable ${station.name}? It returns to growers' maps and reports again with its current token.`,
      confirmLabel: disabled ? 'Disable' : 'Enable',
      busyLabel: disabled ? 'Disabling…' : 'Enabling…',
      harmless: !disabled,
      onConfirm: () => {
        setIssued(null);
        setNotice(null);
        setDisabled.mutate(
          { slug: station.slug, disabled },
          {
            onSuccess: (changed) =>
              setNotice({ tone: 'success', text: `${changed.name} is ${disabled ? 'disabled' : 'enabled'}.` }),
            onError: showError,
            onSettled: confirm.close,
          },
        );
      },
    });
  }

  return (
    <div className="console-section">
      <StationsHead stations={stations.data} onAdd={() => setAdding(true)} />
      {issued ? <IssuedToken issued={issued} onClose={() => setIssued(null)} /> : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ul className="card-list console-list">
        {stations.data.map((station) => (
          <StationCard
            key={station.slug}
            station={station}
            busy={busy}
            onNewToken={(opener) => newToken(opener, station)}
            onChangeState={(opener) => changeState(opener, station, station.enabled)}
          />
        ))}
      </ul>
      {confirm.dialog}
    </div>
  );
}

/** One station's card: its state, its last reading and the buttons that ask before they act. */
function StationCard({
  station,
  busy,
  onNewToken,
  onChangeState,
}: {
  station: ConsoleStation;
  busy: boolean;
  onNewToken: (opener: HTMLElement) => void;
  onChangeState: (opener: HTMLElement) => void;
}) {
  return (
    <ConsoleCard
      title={station.name}
      tags={<StationTags station={station} />}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={(event) => onNewToken(event.currentTarget)}
          >
            New token
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={(event) => onChangeState(event.currentTarget)}
          >
            {station.enabled ? 'Disable' : 'Enable'}
          </button>
        </>
      }
    >
      <p className="console-card__text console-muted">
        {station.slug} · last reading{' '}
        {station.last_reading_at ? formatBillingDateTime(station.last_reading_at) : 'none yet'}
      </p>
    </ConsoleCard>
  );
}

/** The token in full, this once: only its hash is kept, so it cannot be shown again. */
function IssuedToken({ issued, onClose }: { issued: StationWithToken; onClose: () => void }) {
  return (
    <Alert tone="success" title={`Ingestion token for ${issued.station.name}`}>
      <p>Copy it now and give it to the station: it is shown only this once.</p>
      <code className="console-token" data-testid="issued-token">
        {issued.token}
      </code>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Done
      </button>
    </Alert>
  );
}

const stationFields = ['slug', 'name', 'type', 'lat', 'lng', 'region'] as const;

function NewStationForm({ onDone }: { onDone: (created: StationWithToken | null) => void }) {
  const create = useCreateStation();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useSchemaForm<ConsoleNewStationForm, ConsoleNewStation>(consoleNewStationSchema, {
    defaultValues: { slug: '', name: '', lat: '', lng: '', region: '' },
  });
  const { setError } = form;

  function submit(station: ConsoleNewStation) {
    setFormErrors([]);
    create.mutate(station, {
      onSuccess: (created) => onDone(created),
      onError: (error) => setFormErrors(showApiErrorOnForm(setError, error, { fields: stationFields })),
    });
  }

  return (
    <Form form={form} className="form console-form console-form--narrow" onSubmit={submit}>
      <h2 className="console-form__title">Add station</h2>
      <FormErrors messages={formErrors} />
      <FormField id="station-name" label="Name" required name="name" />
      <FormField
        id="station-slug"
        label="Slug"
        required
        hint="How the station names itself when it reports, e.g. spalding-north."
        autoCapitalize="none"
        spellCheck={false}
        name="slug"
      />
      <FormSelectField
        id="station-type"
        label="Type"
        required
        placeholder="Choose a type"
        options={stationTypes}
        name="type"
      />
      <div className="form__row">
        <FormField id="station-lat" label="Latitude" required inputMode="decimal" placeholder="-33.95" name="lat" />
        <FormField id="station-lng" label="Longitude" required inputMode="decimal" placeholder="138.72" name="lng" />
      </div>
      <FormField id="station-region" label="Region" name="region" />
      <ConsoleFormActions busy={create.isPending} busyLabel="Adding…" onCancel={() => onDone(null)}>
        Add station
      </ConsoleFormActions>
    </Form>
  );
}

/** A station's state, token, type and region. */
function StationTags({ station }: { station: ConsoleStation }) {
  return (
    <>
      <ConsoleTag tone={station.enabled ? 'on' : 'off'}>{station.enabled ? 'Enabled' : 'Disabled'}</ConsoleTag>
      {station.token_issued_at ? null : <ConsoleTag tone="off">No token</ConsoleTag>}
      <ConsoleTag>{station.aws_type}</ConsoleTag>
      {station.region ? <ConsoleTag>{station.region}</ConsoleTag> : null}
    </>
  );
}

/** How many stations there are and how many are disabled, and the way to add one. */
function StationsHead({ stations, onAdd }: { stations: readonly ConsoleStation[]; onAdd: () => void }) {
  return (
    <div className="console-section__head">
      <p className="console-muted">
        {stations.length} {stations.length === 1 ? 'station' : 'stations'}, {stations.filter((s) => !s.enabled).length}{' '}
        disabled.
      </p>
      <button type="button" className="button button--primary" onClick={onAdd}>
        Add station
      </button>
    </div>
  );
}
