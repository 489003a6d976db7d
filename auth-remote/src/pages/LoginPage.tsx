import {
  Banner,
  Link,
  Navigate,
  Page,
  SignInForm,
  Stack,
  useLocation,
  useNavigate,
  useSearchParams,
  useSession,
} from '@party/shared-ui';
import { noticeOf, returnPathOf } from '../shared/login-notice';

/**
 * Sign in (spec 01 §2). A signed-in visitor is sent on: to the page that asked for a login (`?next=`, a
 * path of this site), else the home page. A page that led here may hand over a message to show (a
 * password just reset).
 */
export default function LoginPage() {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const next = returnPathOf(params.get('next')) ?? '/';
  const notice = noticeOf(location.state);
  if (isAuthenticated) return <Navigate to={next} replace />;
  return (
    <Page title="Sign in" subtitle="Sign in with your username or email and your password." width="narrow">
      <Stack gap="4">
        {notice && <Banner tone="success">{notice}</Banner>}
        <SignInForm onSignedIn={() => void navigate(next, { replace: true })} />
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
      </Stack>
      <p>
        Accounts are by invitation. Have an invitation? <Link to="/register">Create your account</Link>.
      </p>
    </Page>
  );
}
