import type { SprayProfileResponse } from '@mesonet/shared/contracts/alerts.schema';
import { sprayProfileLimitsText } from '@mesonet/shared/alerts/spray-profile-form';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailure } from '@/components/ui/load-failure';
import { apiErrorMessages } from '@/lib/api-client';
import { useDeleteSprayProfile, useSprayProfilesQuery } from '../api/spray-profiles';
import { useNewOrEditModal } from '../hooks/use-new-or-edit-modal';
import { SprayProfileModal } from './spray-profile-form';

interface SprayProfilesSectionProps {
  userId: number;
  announce: (message: string) => void;
}

/** The grower's spray profiles: limits tighter than the defaults, for one product, chosen by spray window rules. */
export function SprayProfilesSection({ userId, announce }: SprayProfilesSectionProps) {
  const query = useSprayProfilesQuery(userId);
  const { editing, open: openForm, modalProps } = useNewOrEditModal<SprayProfileResponse>(announce);
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section className="alert-section" aria-labelledby="spray-profiles-title">
      <h2 className="alert-section__title" id="spray-profiles-title" ref={headingRef} tabIndex={-1}>
        Spray profiles
      </h2>
      <p className="alert-intro">
        A spray profile keeps a product label’s limits when they are tighter than the defaults. Spray window rules use
        the default limits or one of these.
      </p>
      {query.isError ? <LoadFailure what="Your spray profiles" query={query} /> : null}
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={(event) => openForm(null, event.currentTarget)}
        >
          New spray profile
        </button>
      </p>
      {query.data && query.data.length > 0 ? (
        <ul className="card-list card-list--two-up alert-list" aria-label="Spray profiles">
          {query.data.map((profile) => (
            <SprayProfileCard
              key={profile.id}
              userId={userId}
              profile={profile}
              onEdit={(button) => openForm(profile, button)}
              onDeleted={() => {
                announce(`‘${profile.name}’ is deleted.`);
                headingRef.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
      {editing ? <SprayProfileModal userId={userId} profile={editing.item} {...modalProps} /> : null}
    </section>
  );
}

interface SprayProfileCardProps {
  userId: number;
  profile: SprayProfileResponse;
  onEdit: (button: HTMLButtonElement) => void;
  onDeleted: () => void;
}

function SprayProfileCard({ userId, profile, onEdit, onDeleted }: SprayProfileCardProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSprayProfile(userId);
  return (
    <li className="card alert-card">
      <h3 className="alert-card__title">{profile.name}</h3>
      <p className="alert-card__limits">{sprayProfileLimitsText(profile)}</p>
      <div className="alert-card__actions">
        <button
          ref={editRef}
          type="button"
          className="button button--secondary"
          aria-label={`Edit ‘${profile.name}’`}
          onClick={() => editRef.current && onEdit(editRef.current)}
        >
          Edit
        </button>
        <button
          ref={deleteRef}
          type="button"
          className="button button--secondary alert-button--delete"
          aria-label={`Delete ‘${profile.name}’`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this spray profile?"
        error={remove.isError ? apiErrorMessages(remove.error)[0] : null}
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => remove.mutate(profile.id, { onSuccess: onDeleted })}
        onCancel={() => {
          remove.reset();
          setConfirming(false);
        }}
        returnFocusRef={deleteRef}
      >
        <p>Delete ‘{profile.name}’? A profile a rule still uses cannot be deleted.</p>
      </ConfirmDialog>
    </li>
  );
}
