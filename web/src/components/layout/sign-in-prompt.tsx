import { LinkList } from '@/components/ui/link-list';
import { paths } from '@/config/paths';
import { Page } from './page';

/** What a signed-out visitor sees on a screen that needs an account: why, and the two ways in. */
export function SignInPrompt({ title, message, notice }: { title: string; message: string; notice?: string }) {
  return (
    <Page title={title}>
      {notice ? <p className="sign-in-prompt__notice">{notice}</p> : null}
      <p>{message}</p>
      <LinkList
        label="Log in or sign up"
        links={[
          { label: 'Login', to: paths.login.getHref() },
          { label: 'Create an account', to: paths.signup.getHref() },
        ]}
      />
    </Page>
  );
}
