import { graphRangeLabels, type GraphRangeChoice } from '@mesonet/shared/data-views/graph-range';

const spokenLabels: Readonly<Record<GraphRangeChoice, string>> = {
  '1d': '1 day',
  '2d': '2 days',
  '1w': '1 week',
  '2w': '2 weeks',
  all: 'All history',
};

interface GraphRangeSelectorProps {
  choices: readonly GraphRangeChoice[];
  pressed: GraphRangeChoice | null;
  onSelect: (choice: GraphRangeChoice) => void;
}

/** The range buttons of spec §9: the one on screen is pressed (aria-pressed). */
export function GraphRangeSelector({ choices, pressed, onSelect }: GraphRangeSelectorProps) {
  return (
    <div className="graph-range" role="group" aria-label="Time range">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="graph-range__button"
          aria-pressed={pressed === choice}
          title={spokenLabels[choice]}
          onClick={() => onSelect(choice)}
        >
          {graphRangeLabels[choice]}
        </button>
      ))}
    </div>
  );
}
