// What a screen shows when it breaks, in the web admin and the studio alike: a plain sentence and a
// way back, never the programming error itself, which goes to the host's log instead (the
// browser's console; the studio's process output too). Every route of admin-routes.tsx has it as
// its error boundary, so the header and the studio's status bar stay above it; ScreenErrorBoundary
// guards what renders outside the router (the studio's Connect screen).
import { Component, createContext, use, useEffect, type ReactNode } from 'react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../paths.ts';

/** Where a host sends the errors its screens meet (AdminRoot's `reportError`). */
export const ErrorReportContext = createContext<(error: unknown) => void>(() => undefined);

function logged(report: (error: unknown) => void, error: unknown) {
  console.error('An admin screen failed', error);
  report(error);
}

/** The sentence and the ways back; `toDashboard` where a router is there to take it. */
function ScreenFailed({ toDashboard }: { toDashboard: boolean }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start" my="6" data-testid="screen-error">
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>This screen could not be shown.</Alert.Title>
        <Text fontSize="sm">Something went wrong while showing it. Nothing you saved is lost.</Text>
        <HStack gap="2" wrap="wrap">
          {toDashboard && (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.admin.dashboard}>Back to the dashboard</RouterLink>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}

/** A route's error boundary (react-router's ErrorBoundary): the error is logged once. */
export function ScreenError() {
  const error = useRouteError();
  const report = use(ErrorReportContext);
  useEffect(() => logged(report, error), [report, error]);
  return <ScreenFailed toDashboard />;
}

/** The same for what renders outside the router. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode; report?: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    logged(this.props.report ?? (() => undefined), error);
  }

  render() {
    return this.state.failed ? <ScreenFailed toDashboard={false} /> : this.props.children;
  }
}
