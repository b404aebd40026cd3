import { canUseOperatorConsole } from '@mesonet/shared/operator-console/operator-access';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { paths } from '@/config/paths';
import { isConsoleSection, OperatorConsole } from '@/features/operator-console/components/operator-console';
import { SignedInOnly } from '../layout/signed-in-only';

const title = 'Operator Console';

/**
 * /admin: the operator console, for the admin company's owner and its members with the Operator Console
 * permission (canUseOperatorConsole); the server refuses everyone else too.
 */
export function OperatorConsoleRoute() {
  const [search] = useSearchParams();
  const requested = search.get('section');
  const section = isConsoleSection(requested) ? requested : 'alerts';
  return (
    <SignedInOnly signedOut={<SignInPrompt title={title} message="The operator console is for administrators." />}>
      {(user) =>
        canUseOperatorConsole(user) ? (
          <OperatorConsole title={title} section={section} sectionHref={paths.operatorConsole.getHref} />
        ) : (
          <Page title={title}>
            <p>The operator console is for administrators only.</p>
          </Page>
        )
      }
    </SignedInOnly>
  );
}
