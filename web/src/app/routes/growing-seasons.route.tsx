import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import type { GrowingSeasonDataViewResult } from '@mesonet/shared/contracts/growing-seasons.schema';
import { graphHasData } from '@mesonet/shared/data-views/graph-range';
import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { SignInPrompt } from '@/components/layout/sign-in-prompt';
import { GraphBandKey } from '@/features/data-views/components/graph/graph-band-key';
import { LazyUplotChart } from '@/features/data-views/components/graph/lazy-uplot-chart';
import { useElementWidth } from '@/features/data-views/components/graph/use-element-width';
import { ViewFrame } from '@/features/data-views/components/view-frame';
import { useCloseView } from '@/features/data-views/hooks/use-close-view';
import { GrowingSeasonScreen } from '@/features/growing-seasons/components/growing-season-screen';
import { GrowingSeasonsScreen } from '@/features/growing-seasons/components/growing-seasons-screen';
import { SeasonGraphScreen } from '@/features/growing-seasons/components/season-graph-screen';
import { homeLocationOf, useGrowingLocationsQuery } from '@/features/map/api/growing-locations';
import '@/features/data-views/components/graph/graph-view.css';
import { SignedInOnly } from '../layout/signed-in-only';

const signedOut = <SignInPrompt title="Growing Seasons" message="Growing seasons are available to signed-in users." />;

/** The company's Home location, set on the map and offered by the season form; undefined while loading. */
function useHomeLocation(user: AuthUser) {
  const query = useGrowingLocationsQuery(user);
  return query.data === undefined ? undefined : homeLocationOf(query.data);
}

/** /my/growing_seasons (spec §2). */
export function GrowingSeasonsRoute() {
  return <SignedInOnly signedOut={signedOut}>{(user) => <SeasonsList user={user} />}</SignedInOnly>;
}

function SeasonsList({ user }: { user: AuthUser }) {
  return <GrowingSeasonsScreen user={user} homeLocation={useHomeLocation(user)} />;
}

/** /my/growing_seasons/{slug} (spec §2). */
export function GrowingSeasonRoute() {
  const { growingSeasonSlug = '' } = useParams();
  return (
    <SignedInOnly signedOut={signedOut}>
      {(user) => <Season key={growingSeasonSlug} user={user} growingSeasonSlug={growingSeasonSlug} />}
    </SignedInOnly>
  );
}

function Season({ user, growingSeasonSlug }: { user: AuthUser; growingSeasonSlug: string }) {
  const homeLocation = useHomeLocation(user) ?? null;
  return <GrowingSeasonScreen user={user} growingSeasonSlug={growingSeasonSlug} homeLocation={homeLocation} />;
}

/** Tall enough to read on a phone, never taller than a laptop screen can show (as the site graphs). */
function chartHeightPx(widthPx: number): number {
  return Math.round(Math.min(380, Math.max(240, widthPx * 0.55)));
}

/** A season's chart drawn by the site graphs' own pieces: the uPlot chart and the key of its bands. */
function SeasonChart({ result }: { result: GrowingSeasonDataViewResult }) {
  const [frameRef, width] = useElementWidth<HTMLDivElement>();
  const { chart, site: station } = result;
  const loading = (
    <p className="graph-view__status" role="status">
      Loading graph…
    </p>
  );
  let body: ReactNode = loading;
  if (!graphHasData(chart.series)) body = <p className="graph-view__status">No data found.</p>;
  else if (width !== null) {
    body = (
      <Suspense fallback={loading}>
        <LazyUplotChart chart={chart} timeZone={station.timezone_name} width={width} height={chartHeightPx(width)} />
      </Suspense>
    );
  }
  return (
    <section className="graph-view" aria-label={result.data_view.name}>
      <div ref={frameRef} className="graph-view__frame" style={{ minHeight: width ? chartHeightPx(width) : undefined }}>
        {body}
      </div>
      <GraphBandKey chart={chart} />
    </section>
  );
}

/** /my/growing_seasons/{slug}/data_views/{view} (spec §2): closing goes back, or to the season's page. */
export function GrowingSeasonDataViewRoute() {
  const { growingSeasonSlug = '', dataViewSlug = '' } = useParams();
  const close = useCloseView();
  return (
    <SignedInOnly signedOut={signedOut}>
      {(user) => (
        <SeasonGraphScreen
          key={`${growingSeasonSlug}/${dataViewSlug}`}
          user={user}
          growingSeasonSlug={growingSeasonSlug}
          dataViewSlug={dataViewSlug}
          frame={(title, body) => (
            <ViewFrame title={title} headingLevel={1} onClose={close}>
              {body}
            </ViewFrame>
          )}
          chart={(result) => <SeasonChart result={result} />}
        />
      )}
    </SignedInOnly>
  );
}
