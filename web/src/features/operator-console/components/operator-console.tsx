import { Link } from 'react-router';
import { CompaniesSection } from './companies-section';
import { ContentPagesSection } from './content-pages-section';
import { FailedMailsSection } from './failed-mails-section';
import { InfoAlertsSection } from './info-alerts-section';
import { MetricColoursSection } from './metric-colours-section';
import { OperationsSection } from './operations-section';
import { StationsSection } from './stations-section';
import { TextLabelsSection } from './text-labels-section';
import '@/components/ui/card.css';
import './operator-console.css';

export const consoleSections = [
  { key: 'alerts', label: 'News & Alerts' },
  { key: 'pages', label: 'Content Pages' },
  { key: 'labels', label: 'Text Labels' },
  { key: 'metrics', label: 'Metric Colours' },
  { key: 'stations', label: 'Stations' },
  { key: 'companies', label: 'Companies' },
  { key: 'mails', label: 'Failed Mails' },
  { key: 'operations', label: 'Operations' },
] as const;
export type ConsoleSection = (typeof consoleSections)[number]['key'];

export function isConsoleSection(value: string | null): value is ConsoleSection {
  return consoleSections.some((section) => section.key === value);
}

function SectionBody({ section }: { section: ConsoleSection }) {
  switch (section) {
    case 'alerts':
      return <InfoAlertsSection />;
    case 'pages':
      return <ContentPagesSection />;
    case 'labels':
      return <TextLabelsSection />;
    case 'metrics':
      return <MetricColoursSection />;
    case 'stations':
      return <StationsSection />;
    case 'companies':
      return <CompaniesSection />;
    case 'mails':
      return <FailedMailsSection />;
    case 'operations':
      return <OperationsSection />;
  }
}

/** The operator console's sections; the route keeps the open one in the address so it survives a reload. */
export function OperatorConsole({
  title,
  section,
  sectionHref,
}: {
  title: string;
  section: ConsoleSection;
  sectionHref: (section: ConsoleSection) => string;
}) {
  const current = consoleSections.find((s) => s.key === section) ?? consoleSections[0];
  return (
    <div className="console">
      <h1 className="console__title">{title}</h1>
      <nav className="console-nav" aria-label="Console sections">
        <ul className="console-nav__list">
          {consoleSections.map((s) => (
            <li key={s.key}>
              <Link
                className="console-nav__link"
                to={sectionHref(s.key)}
                aria-current={s.key === section ? 'page' : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="console-section-title">
        <h2 className="console__section-title" id="console-section-title">
          {current.label}
        </h2>
        <SectionBody key={section} section={section} />
      </section>
    </div>
  );
}
