import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './banners.css';

export function TaglineBanner({ text }: { text: string }) {
  return (
    <div className="tagline-banner">
      <p className="tagline-banner__text">{text}</p>
    </div>
  );
}

/** Spec §6: the yellow prompt shown to signed-out visitors. */
export function SignedOutBanner() {
  return (
    <div className="signed-out-banner">
      <p className="signed-out-banner__text">
        You are not logged in. <Link to={paths.login.getHref()}>Log in</Link> or{' '}
        <Link to={paths.signup.getHref()}>Sign up</Link> now.
      </p>
    </div>
  );
}
