import type { AlertRule, SprayProfileResponse } from '@mesonet/shared/contracts/alerts.schema';
import { alertRuleLimitMessage } from '@mesonet/shared/contracts/alerts.schema';
import { alertRuleCountText, type AlertTargetNames } from '@mesonet/shared/alerts/alert-rule-text';
import { useRef } from 'react';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { useAlertRulesQuery } from '../api/alert-rules';
import { useNewOrEditModal } from '../hooks/use-new-or-edit-modal';
import { AlertRuleCard } from './alert-rule-card';
import { AlertRuleModal } from './alert-rule-modal';
import type { AlertPlaces } from './alert-target-fields';

interface AlertRulesSectionProps extends AlertPlaces {
  userId: number;
  sprayProfiles: readonly SprayProfileResponse[];
  announce: (message: string) => void;
}

/** The user's rules, newest first, the plan's limit, and New rule while under it. */
export function AlertRulesSection({ userId, sprayProfiles, announce, ...places }: AlertRulesSectionProps) {
  const query = useAlertRulesQuery(userId);
  const { editing, open: openForm, modalProps } = useNewOrEditModal<AlertRule>(announce);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const names = placeNames(places);
  const sprayProfileName = (id: number) => sprayProfiles.find((profile) => profile.id === id)?.name;
  const rules = query.data?.alert_rules;
  const limit = query.data?.rule_limit ?? 0;
  const atLimit = rules !== undefined && rules.length >= limit;

  return (
    <section className="alert-section" aria-labelledby="alert-rules-title">
      <h2 className="alert-section__title" id="alert-rules-title" ref={headingRef} tabIndex={-1}>
        Your alert rules
      </h2>
      {query.isPending ? <PageLoading label="Loading your alert rules…" /> : null}
      {query.isError ? <LoadFailure what="Your alert rules" query={query} /> : null}
      {rules ? (
        <div className="alert-section__bar">
          <p className="alert-section__count">{alertRuleCountText(rules.length, limit)}</p>
          {atLimit ? null : (
            <button
              type="button"
              className="button button--primary"
              onClick={(event) => openForm(null, event.currentTarget)}
            >
              New rule
            </button>
          )}
        </div>
      ) : null}
      {atLimit ? <p className="alert-section__limit">{alertRuleLimitMessage(limit)}</p> : null}
      {rules?.length === 0 ? (
        <p className="alert-empty">No alert rules yet. A rule tells you when something happens at your stations.</p>
      ) : null}
      {rules && rules.length > 0 ? (
        <ul className="card-list card-list--two-up alert-list" aria-label="Alert rules">
          {rules.map((rule) => (
            <AlertRuleCard
              key={rule.id}
              userId={userId}
              rule={rule}
              names={names}
              sprayProfileName={sprayProfileName}
              onEdit={openForm}
              // The card and its buttons are gone: the section's heading keeps the keyboard's place.
              onDeleted={() => headingRef.current?.focus()}
              announce={announce}
            />
          ))}
        </ul>
      ) : null}
      {editing ? (
        <AlertRuleModal userId={userId} rule={editing.item} sprayProfiles={sprayProfiles} {...places} {...modalProps} />
      ) : null}
    </section>
  );
}

/** Station and growing location names by slug, for the rules in words. */
function placeNames({ stations, growingLocations }: AlertPlaces): AlertTargetNames {
  return {
    stationName: (slug) => stations.find((station) => station.slug === slug)?.name,
    growingLocationName: (slug) => growingLocations?.find((location) => location.slug === slug)?.name,
  };
}
