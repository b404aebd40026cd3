import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { canUseAlerts } from '@mesonet/shared/alerts/alert-access';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { UpgradePrompt } from '@/components/upgrade-required/upgrade-prompt';
import { paths } from '@/config/paths';
import { useAlertRulesQuery } from '../api/alert-rules';
import { useSprayProfilesQuery } from '../api/spray-profiles';
import { AlertRulesSection } from './alert-rules-section';
import type { AlertPlaces } from './alert-target-fields';
import { PushSection } from './push-section';
import { SprayProfilesSection } from './spray-profiles-section';
import '@/components/ui/card.css';
import '@/components/ui/pill.css';
import './alerts.css';

interface AlertsScreenProps extends AlertPlaces {
  user: AuthUser;
}

/** /my/alerts (issue 24 part 7): the user's alert rules, push on this device, and spray profiles. */
export function AlertsScreen({ user, ...places }: AlertsScreenProps) {
  return (
    <Page title="Alerts">
      <p className="alert-intro">
        Alerts tell you when a spray window opens or closes, a hazardous inversion starts or ends, frost, rain, fire
        danger or harvest conditions reach a limit, or a station stops reporting.{' '}
        <Link to={paths.notifications.getHref()}>Your notifications</Link>
      </p>
      {canUseAlerts(user) ? <AlertsBody user={user} {...places} /> : <UpgradePrompt className="alert-upgrade" />}
    </Page>
  );
}

function AlertsBody({ user, ...places }: AlertsScreenProps) {
  // One live region for what each action did, announced without moving the keyboard.
  const [result, setResult] = useState('');
  // Emptied first, so the same words twice (a second test sent) are announced twice.
  const announce = (message: string) => {
    setResult('');
    requestAnimationFrame(() => setResult(message));
  };
  const profiles = useSprayProfilesQuery(user.id);
  const rules = useAlertRulesQuery(user.id);
  const usesPush = rules.data?.alert_rules.some((rule) => rule.channels.includes('push')) ?? false;
  return (
    <>
      <p className="alert-result" role="status">
        {result}
      </p>
      <AlertRulesSection userId={user.id} sprayProfiles={profiles.data ?? []} announce={announce} {...places} />
      {usesPush ? <PushSection /> : null}
      <SprayProfilesSection userId={user.id} announce={announce} />
    </>
  );
}
