import type { DataViewStationRef } from '@mesonet/shared/contracts/data-views.schema';
import {
  graphRangeParam,
  type GraphRange,
  type StationViewCard,
  type TotalsButton,
} from '@mesonet/shared/data-views/station-view-cards';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GraphPreview } from './graph/graph-preview';
import { Heading, type HeadingLevel } from './heading';
import { UpgradeButton } from './upgrade-button';
import '@/components/ui/button.css';
import '@/components/ui/card.css';
import '@/components/ui/pill.css';
import './view-cards.css';

/** Where a view opens: the site's pages, or the panel over the map. */
export type ViewHref = (dataViewSlug: string, range?: GraphRange) => string;

/** A view's address, asking for the whole history when the range is 'all'. */
export function withGraphRange(href: string, range: GraphRange | undefined): string {
  return range === 'all' ? `${href}?${graphRangeParam}=all` : href;
}

interface ViewCardsProps {
  cards: readonly StationViewCard[];
  site: DataViewStationRef;
  viewHref: ViewHref;
  onUpgrade: (opener: HTMLElement) => void;
  /** h2 on the views list, one below the dashboard's 'Charts' heading there. */
  headingLevel: HeadingLevel;
  label: string;
}

const descriptions: Readonly<Partial<Record<StationViewCard['kind'], string>>> = {
  dashboard: 'Key indicators, the latest readings and a small map.',
  data_table: 'Every sensor’s readings, newest first.',
};

/** The cards of a site's views (spec §2): greyed and not clickable when unavailable, saying why. */
export function ViewCards({ cards, label, ...cardProps }: ViewCardsProps) {
  return (
    <ul className="card-list view-cards" aria-label={label}>
      {cards.map((card) => (
        <ViewCard key={card.slug} card={card} {...cardProps} />
      ))}
    </ul>
  );
}

function ViewCard({
  card,
  site: station,
  viewHref,
  onUpgrade,
  headingLevel,
}: Omit<ViewCardsProps, 'cards' | 'label'> & { card: StationViewCard }) {
  const description = descriptions[card.kind];
  return (
    <li className={card.available ? 'card view-card' : 'card view-card view-card--unavailable'}>
      <div className="view-card__head">
        <Heading level={headingLevel} className="view-card__title">
          {card.name}
        </Heading>
        {card.historyBadge ? <span className="pill pill--brand view-card__badge">{card.historyBadge}</span> : null}
      </div>
      {description ? <p className="view-card__text">{description}</p> : null}
      {card.available ? null : <UnavailableReason card={card} onUpgrade={onUpgrade} />}
      {card.kind === 'graph' && card.available ? (
        <div className="view-card__preview">
          <GraphPreview site={station} dataViewSlug={card.slug} title={card.name} />
        </div>
      ) : null}
      {card.open ? (
        <Link className="button button--secondary view-card__action" to={viewHref(card.slug)}>
          <ViewLinkText viewName={card.name}>{card.open}</ViewLinkText>
        </Link>
      ) : null}
      {card.expand ? (
        <Link className="button button--secondary view-card__action" to={viewHref(card.slug, card.expand.range)}>
          <ViewLinkText viewName={card.name}>{card.expand.label}</ViewLinkText>
        </Link>
      ) : null}
      {card.totals.length > 0 ? (
        <ul className="view-card__totals" aria-label={`${card.name} totals`}>
          {card.totals.map((totals) => (
            <li key={totals.slug}>
              <TotalsLink totals={totals} viewName={card.name} viewHref={viewHref} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function UnavailableReason({ card, onUpgrade }: { card: StationViewCard; onUpgrade: (opener: HTMLElement) => void }) {
  if (card.unavailableReason === 'unsupported') {
    return <p className="view-card__reason">Not measured at this station</p>;
  }
  return (
    <p className="view-card__reason">
      <UpgradeButton what={card.name} onUpgrade={onUpgrade} />
      Not included in your plan
    </p>
  );
}

/**
 * A card's link text, named after its view for screen readers ('Temperatures: Expanded 48H Graph'), so
 * that a list of the page's links reads as its table of contents; sighted users see the card's heading.
 */
function ViewLinkText({ viewName, children }: { viewName: string; children: ReactNode }) {
  return (
    <>
      <span className="visually-hidden">{viewName}: </span>
      {children}
    </>
  );
}

function TotalsLink({ totals, viewName, viewHref }: { totals: TotalsButton; viewName: string; viewHref: ViewHref }) {
  const content = (
    <>
      {totals.label}
      {totals.badge ? (
        <span className="view-card__totals-badge">
          {/* The badge sits on a line of its own; read aloud it needs a break from the label. */}
          <span className="visually-hidden">, </span>
          {totals.badge}
        </span>
      ) : null}
    </>
  );
  if (!totals.available) {
    return (
      <span className="view-card__totals-item view-card__totals-item--unavailable">
        {content}
        <span className="visually-hidden"> (not available)</span>
      </span>
    );
  }
  return (
    <Link className="view-card__totals-item" to={viewHref(totals.slug)}>
      <ViewLinkText viewName={viewName}>{content}</ViewLinkText>
    </Link>
  );
}
